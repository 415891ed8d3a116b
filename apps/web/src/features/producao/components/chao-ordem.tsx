import type { TOrdem, TTipoApontamento } from '@erp/contracts/producao';
import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { formatDateTime } from '../../../lib/format';
import { serverErrorText } from '../../../lib/server-errors';
import { useChaoOrdem } from '../hooks/use-chao-ordem';
import { descreverApontamento, ROTULO_TIPO } from '../utils/linha-do-tempo';
import { formatKg3, situacaoDoChao } from '../utils/situacao-do-chao';
import { ChaoApontamento } from './chao-apontamento';
import { StatusDaOrdem } from './status-da-ordem';

const TIPOS_DO_CHAO: TTipoApontamento[] = ['producao', 'sucata', 'perda'];

/** One order on the floor: its kg, 'Iniciar', the three pointings as they happen, and 'Finalizar'. */
export function ChaoOrdem({ id, onVoltar }: { id: number; onVoltar: () => void }) {
  const chao = useChaoOrdem(id);
  const ordem = chao.ordemQuery.data;
  const voltar = (
    <Button variant="secondary" className="chao__voltar" onClick={onVoltar}>
      Voltar às ordens
    </Button>
  );
  if (chao.ordemQuery.isError)
    return (
      <div className="chao stack">
        <Notice>{serverErrorText(chao.ordemQuery.error, 'Não foi possível carregar a ordem.')}</Notice>
        {voltar}
      </div>
    );
  if (!ordem) return <p aria-busy="true">Carregando...</p>;
  const situacao = situacaoDoChao(ordem.status, ordem.situacao_kg);

  return (
    <div className="chao stack">
      {voltar}
      <header className="chao__cabecalho">
        <h1>{`Ordem nº ${ordem.numero}`}</h1>
        <p>{ordem.nome_razao_social}</p>
        <StatusDaOrdem status={ordem.status} />
      </header>
      <KgDoChao situacao={ordem.situacao_kg} />
      <p className={`chao__situacao chao__situacao--${situacao.tom}`} role="status">
        {situacao.texto}
      </p>
      {chao.mensagem && <Notice tone={chao.mensagem.tom}>{chao.mensagem.texto}</Notice>}
      {ordem.status === 'Aberta' && (
        <Button
          className="chao__principal"
          isLoading={chao.isIniciando}
          loadingText="Iniciando..."
          onClick={chao.iniciar}
        >
          Iniciar
        </Button>
      )}
      {ordem.status === 'Em produção' &&
        (chao.tipo ? (
          <ChaoApontamento
            idOrdem={ordem.id}
            tipo={chao.tipo}
            produzidos={ordem.apontamentos.flatMap((a) => (a.id_produto ? [a.id_produto] : []))}
            onFeito={chao.apontado}
            onCancelar={chao.desistir}
          />
        ) : (
          <>
            <div className="chao__tipos">
              {TIPOS_DO_CHAO.map((t) => (
                <Button key={t} className="chao__tipo" onClick={() => chao.apontar(t)}>
                  {`Apontar ${ROTULO_TIPO[t].toLowerCase()}`}
                </Button>
              ))}
            </div>
            <Button variant="secondary" className="chao__principal" onClick={chao.finalizar}>
              Finalizar
            </Button>
          </>
        ))}
      <ApontamentosDoChao apontamentos={ordem.apontamentos} />
    </div>
  );
}

/** The kg that went in and the kg pointed, to the gram. */
function KgDoChao({ situacao }: { situacao: TOrdem['situacao_kg'] }) {
  return (
    <dl className="chao__kg">
      <div>
        <dt>Entrada</dt>
        <dd>{formatKg3(situacao.entrada_kg)}</dd>
      </div>
      <div>
        <dt>Apontado</dt>
        <dd>{formatKg3(situacao.apontado_kg)}</dd>
      </div>
    </dl>
  );
}

/** The order's pointings, the latest first, with when and by whom. */
function ApontamentosDoChao({ apontamentos }: { apontamentos: TOrdem['apontamentos'] }) {
  if (apontamentos.length === 0) return null;
  return (
    <section aria-labelledby="chao-apontamentos">
      <h2 id="chao-apontamentos" className="chao__subtitulo">
        Apontamentos
      </h2>
      <ol className="chao__apontamentos">
        {[...apontamentos].reverse().map((a) => (
          <li key={a.id}>
            <span>{descreverApontamento(a)}</span>
            <small>{`${formatDateTime(a.created_at, FUSO_DA_EMPRESA)} · ${a.usuario ?? ''}`}</small>
          </li>
        ))}
      </ol>
    </section>
  );
}
