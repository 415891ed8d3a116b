import type { TOrdem } from '@erp/contracts/producao';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Notice } from '../../../components/ui/notice';
import { EMPTY_VALUE, formatDate } from '../../../lib/format';
import { serverErrorText } from '../../../lib/server-errors';
import { useOrdem } from '../api/buscar-ordem';
import { useAcoesDaOrdem } from '../hooks/use-acoes-da-ordem';
import { produtosDeEntrada } from '../utils/acoes-da-ordem';
import { ApontarModal } from './apontar-modal';
import { BotoesDaOrdem } from './botoes-da-ordem';
import { OrdemSituacao } from './ordem-situacao';
import { ApontamentosTable, EntradasDaOrdemTable, LinhaDoTempo } from './ordem-tabelas';
import { PerdaNormalModal } from './perda-normal-modal';
import { StatusDaOrdem } from './status-da-ordem';
import './producao.css';

/**
 * /producao/ordens/{id}: header, the kg to the gram, the material, pointings and history, and the actions the
 * status allows. Read again every few seconds while the floor may move it.
 */
export function OrdemDetalheScreen({ id }: { id: number }) {
  const ordemQuery = useOrdem(id);
  const ordem = ordemQuery.data;
  if (ordemQuery.isError)
    return (
      <div className="stack">
        <PageHeader title="Ordem de Industrialização" />
        <Notice>{serverErrorText(ordemQuery.error, 'Erro ao carregar a ordem.')}</Notice>
        <Link to="/producao/ordens">Voltar às ordens</Link>
      </div>
    );
  if (!ordem) return <p aria-busy="true">Carregando...</p>;
  return <Detalhe ordem={ordem} />;
}

function Detalhe({ ordem }: { ordem: TOrdem }) {
  const acoes = useAcoesDaOrdem(ordem);
  return (
    <div className="stack">
      <PageHeader
        title={`Ordem de Industrialização nº ${ordem.numero}`}
        description={
          <>
            {`${ordem.nome_razao_social} · Pedido (xPed): ${ordem.xped ?? EMPTY_VALUE} · Aberta em ${formatDate(ordem.created_at)} · `}
            <StatusDaOrdem status={ordem.status} />
          </>
        }
        actions={<BotoesDaOrdem acoes={acoes} />}
      />
      {acoes.aviso && (
        <Notice onDismiss={acoes.fecharAviso}>
          {acoes.aviso.titulo && <strong className="ordem-aviso__titulo">{acoes.aviso.titulo}</strong>}
          {acoes.aviso.texto}
        </Notice>
      )}
      <OrdemSituacao situacao={ordem.situacao_kg} />
      <EntradasDaOrdemTable entradas={ordem.entradas} />
      <ApontamentosTable apontamentos={ordem.apontamentos} />
      <NotasDeRetorno notas={ordem.notas} />
      <LinhaDoTempo ordem={ordem} />
      {acoes.dialogo === 'apontar' && <ApontarModal idOrdem={ordem.id} onClose={acoes.fechar} />}
      {acoes.dialogo === 'perda-normal' && (
        <PerdaNormalModal
          idCliente={ordem.id_cliente}
          cliente={ordem.nome_razao_social}
          produtos={produtosDeEntrada(ordem.entradas)}
          onClose={acoes.fechar}
        />
      )}
    </div>
  );
}

/** The return NF-e of the order: a draft opens for editing, an issued one goes to the list. */
function NotasDeRetorno({ notas }: { notas: TOrdem['notas'] }) {
  if (notas.length === 0) return null;
  return (
    <ul className="ordem-notas" aria-label="Notas de retorno">
      {notas.map((n) => (
        <li key={n.id}>
          <Link to={n.status === 'Rascunho' ? `/nfe/emitir/${n.id}` : '/nfe/listagem'}>
            {n.numero ? `NF-e nº ${n.numero}` : `Rascunho ${n.id}`}
          </Link>{' '}
          ({n.status})
        </li>
      ))}
    </ul>
  );
}
