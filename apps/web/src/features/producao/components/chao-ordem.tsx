import type { TTipoApontamento } from '@erp/contracts/producao';
import { FUSO_DA_EMPRESA } from '@erp/fiscal/common/data-hora';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { formatDateTime } from '../../../lib/format';
import { serverErrorText } from '../../../lib/server-errors';
import { useOrdem } from '../api/buscar-ordem';
import { useIniciarOrdem } from '../api/iniciar-ordem';
import { descreverApontamento, ROTULO_TIPO } from '../utils/linha-do-tempo';
import { formatKg3, situacaoDoChao } from '../utils/situacao-do-chao';
import { ChaoApontamento } from './chao-apontamento';
import { StatusDaOrdem } from './status-da-ordem';

const TIPOS_DO_CHAO: TTipoApontamento[] = ['producao', 'sucata', 'perda'];

/** One order on the floor: its kg, 'Iniciar', the three pointings as they happen, and 'Finalizar'. */
export function ChaoOrdem({ id, onVoltar }: { id: number; onVoltar: () => void }) {
  const ordemQuery = useOrdem(id);
  const iniciar = useIniciarOrdem();
  const [tipo, setTipo] = useState<TTipoApontamento | null>(null);
  const [mensagem, setMensagem] = useState<{ tom: 'info' | 'danger'; texto: string } | null>(null);
  const ordem = ordemQuery.data;

  const voltar = (
    <Button variant="secondary" className="chao__voltar" onClick={onVoltar}>
      Voltar às ordens
    </Button>
  );
  if (ordemQuery.isError)
    return (
      <div className="chao stack">
        <Notice>{serverErrorText(ordemQuery.error, 'Não foi possível carregar a ordem.')}</Notice>
        {voltar}
      </div>
    );
  if (!ordem) return <p aria-busy="true">Carregando...</p>;
  const s = ordem.situacao_kg;
  const situacao = situacaoDoChao(ordem.status, s);

  function finalizar() {
    // Closing is the office's (the API refuses it to this profile): the operator hands the order over.
    const pronta = situacaoDoChao('Em produção', s);
    setMensagem({
      tom: pronta.tom === 'pronta' ? 'info' : 'danger',
      texto:
        pronta.tom === 'pronta'
          ? 'Ordem pronta para o escritório. A conclusão é feita no escritório (Produção > Ordens).'
          : `Ainda não dá para finalizar: ${pronta.texto}`,
    });
  }

  return (
    <div className="chao stack">
      {voltar}
      <header className="chao__cabecalho">
        <h1>{`Ordem nº ${ordem.numero}`}</h1>
        <p>{ordem.nome_razao_social}</p>
        <StatusDaOrdem status={ordem.status} />
      </header>
      <dl className="chao__kg">
        <div>
          <dt>Entrada</dt>
          <dd>{formatKg3(s.entrada_kg)}</dd>
        </div>
        <div>
          <dt>Apontado</dt>
          <dd>{formatKg3(s.apontado_kg)}</dd>
        </div>
      </dl>
      <p className={`chao__situacao chao__situacao--${situacao.tom}`} role="status">
        {situacao.texto}
      </p>
      {mensagem && <Notice tone={mensagem.tom}>{mensagem.texto}</Notice>}
      {ordem.status === 'Aberta' && (
        <Button
          className="chao__principal"
          isLoading={iniciar.isPending}
          loadingText="Iniciando..."
          onClick={() =>
            iniciar.mutate(ordem.id, {
              onError: (error) =>
                setMensagem({ tom: 'danger', texto: serverErrorText(error, 'Não foi possível iniciar.') }),
            })
          }
        >
          Iniciar
        </Button>
      )}
      {ordem.status === 'Em produção' &&
        (tipo ? (
          <ChaoApontamento
            idOrdem={ordem.id}
            tipo={tipo}
            produzidos={ordem.apontamentos.flatMap((a) => (a.id_produto ? [a.id_produto] : []))}
            onFeito={(texto) => {
              setTipo(null);
              setMensagem({ tom: 'info', texto });
            }}
            onCancelar={() => setTipo(null)}
          />
        ) : (
          <>
            <div className="chao__tipos">
              {TIPOS_DO_CHAO.map((t) => (
                <Button
                  key={t}
                  className="chao__tipo"
                  onClick={() => {
                    setMensagem(null);
                    setTipo(t);
                  }}
                >
                  {`Apontar ${ROTULO_TIPO[t].toLowerCase()}`}
                </Button>
              ))}
            </div>
            <Button variant="secondary" className="chao__principal" onClick={finalizar}>
              Finalizar
            </Button>
          </>
        ))}
      {ordem.apontamentos.length > 0 && (
        <section aria-labelledby="chao-apontamentos">
          <h2 id="chao-apontamentos" className="chao__subtitulo">
            Apontamentos
          </h2>
          <ol className="chao__apontamentos">
            {[...ordem.apontamentos].reverse().map((a) => (
              <li key={a.id}>
                <span>{descreverApontamento(a)}</span>
                <small>{`${formatDateTime(a.created_at, FUSO_DA_EMPRESA)} · ${a.usuario ?? ''}`}</small>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
