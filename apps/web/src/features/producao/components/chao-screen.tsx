import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Notice } from '../../../components/ui/notice';
import { formatKg } from '../../../lib/format';
import { serverErrorText } from '../../../lib/server-errors';
import { useOrdens } from '../api/buscar-ordens';
import { INTERVALO_DO_CHAO_MS } from '../utils/acoes-da-ordem';
import { ChaoOrdem } from './chao-ordem';
import { StatusDaOrdem } from './status-da-ordem';
import './chao.css';

/** The floor sees the orders it can work on: open ones to start, those in production to point. */
const PARAMS = { search: '', status: '', id_cliente: '', em_aberto: 'true', page: 1, limit: 100 } as const;

/**
 * /producao/chao, the machine operator's phone (390 px, gloves): the open orders as large cards; one chosen (in
 * the address, so Back returns to the list) shows its kg, 'Iniciar', the pointings and 'Finalizar'.
 */
export function ChaoScreen() {
  const [params, setParams] = useSearchParams();
  const idOrdem = Number(params.get('ordem')) || null;
  const ordens = useOrdens(PARAMS, INTERVALO_DO_CHAO_MS);
  if (idOrdem !== null) return <ChaoOrdem id={idOrdem} onVoltar={() => setParams({})} />;
  const noChao = ordens.data?.data.filter((o) => o.status === 'Aberta' || o.status === 'Em produção');

  return (
    <div className="chao stack">
      <PageHeader title="Chão de Fábrica" description="Toque numa ordem para iniciar ou apontar." />
      {ordens.isError && (
        <Notice>{serverErrorText(ordens.error, 'Não foi possível carregar as ordens.')}</Notice>
      )}
      {ordens.isPending && <p aria-busy="true">Carregando...</p>}
      {noChao?.length === 0 && <p className="chao__vazio">Nenhuma ordem aberta ou em produção.</p>}
      <ul className="chao__ordens">
        {noChao?.map((o) => (
          <li key={o.id}>
            <button type="button" className="chao__ordem" onClick={() => setParams({ ordem: String(o.id) })}>
              <span className="chao__ordem-numero">{`Ordem nº ${o.numero}`}</span>
              <span>{o.nome_razao_social}</span>
              <span className="chao__ordem-linha">
                <StatusDaOrdem status={o.status} />
                <span>{formatKg(o.quantidade_kg)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
