import type { TOrdem } from '@erp/contracts/producao';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { EMPTY_VALUE, formatDate } from '../../../lib/format';
import { serverErrorText } from '../../../lib/server-errors';
import { useOrdem } from '../api/buscar-ordem';
import { useCancelarOrdem } from '../api/cancelar-ordem';
import { useConcluirOrdem } from '../api/concluir-ordem';
import { useGerarNfeRetorno } from '../api/gerar-nfe-retorno';
import { useIniciarOrdem } from '../api/iniciar-ordem';
import { acoesDaOrdem, motivoDaConclusaoRecusada } from '../utils/acoes-da-ordem';
import { ApontarModal } from './apontar-modal';
import { OrdemSituacao } from './ordem-situacao';
import { ApontamentosTable, EntradasDaOrdemTable, LinhaDoTempo } from './ordem-tabelas';
import { PerdaNormalModal } from './perda-normal-modal';
import { StatusDaOrdem } from './status-da-ordem';
import './producao.css';

type Aviso = { titulo?: string; texto: string } | null;
type Dialogo = 'apontar' | 'perda-normal' | null;

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
  const [aviso, setAviso] = useState<Aviso>(null);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const navigate = useNavigate();
  const iniciar = useIniciarOrdem();
  const concluir = useConcluirOrdem();
  const cancelar = useCancelarOrdem();
  const gerar = useGerarNfeRetorno();
  const acoes = acoesDaOrdem(ordem);
  const falhou = (fallback: string) => (error: unknown) =>
    setAviso({ texto: serverErrorText(error, fallback) });
  const produtosDeEntrada = [
    ...new Map(
      ordem.entradas.map((e) => [e.id_produto, { id: e.id_produto, nome: e.nome_produto }]),
    ).values(),
  ];

  function handleConcluir() {
    setAviso(null);
    concluir.mutate(ordem.id, {
      onSuccess: () => window.alert('Ordem concluída com sucesso!'),
      onError: (error) => setAviso(motivoDaConclusaoRecusada(error)),
    });
  }

  function handleCancelar() {
    if (!window.confirm('Tem certeza que deseja cancelar esta ordem? A reserva do material será liberada.'))
      return;
    setAviso(null);
    cancelar.mutate(ordem.id, { onError: falhou('Não foi possível cancelar a ordem.') });
  }

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
        actions={
          <>
            <Link className={buttonClassName('ghost')} to="/producao/ordens">
              Voltar
            </Link>
            {acoes.iniciar && (
              <Button
                onClick={() =>
                  iniciar.mutate(ordem.id, { onError: falhou('Não foi possível iniciar a ordem.') })
                }
                isLoading={iniciar.isPending}
                loadingText="Iniciando..."
              >
                Iniciar
              </Button>
            )}
            {acoes.apontar && <Button onClick={() => setDialogo('apontar')}>Apontar</Button>}
            {acoes.concluir && (
              <Button onClick={handleConcluir} isLoading={concluir.isPending} loadingText="Concluindo...">
                Concluir
              </Button>
            )}
            {acoes.gerarNfe && (
              <Button
                onClick={() =>
                  gerar.mutate([ordem.id], {
                    onSuccess: (idRascunho) => navigate(`/nfe/emitir/${idRascunho}`),
                    onError: falhou('Não foi possível gerar a NF-e de retorno.'),
                  })
                }
                isLoading={gerar.isPending}
                loadingText="Gerando..."
              >
                Gerar NF-e de retorno
              </Button>
            )}
            <Button variant="secondary" onClick={() => setDialogo('perda-normal')}>
              Perda normal
            </Button>
            {acoes.cancelar && (
              <Button
                variant="danger-outline"
                onClick={handleCancelar}
                isLoading={cancelar.isPending}
                loadingText="Cancelando..."
              >
                Cancelar ordem
              </Button>
            )}
          </>
        }
      />
      {aviso && (
        <Notice onDismiss={() => setAviso(null)}>
          {aviso.titulo && <strong className="ordem-aviso__titulo">{aviso.titulo}</strong>}
          {aviso.texto}
        </Notice>
      )}
      <OrdemSituacao situacao={ordem.situacao_kg} />
      <EntradasDaOrdemTable entradas={ordem.entradas} />
      <ApontamentosTable apontamentos={ordem.apontamentos} />
      {ordem.notas.length > 0 && (
        <ul className="ordem-notas" aria-label="Notas de retorno">
          {ordem.notas.map((n) => (
            <li key={n.id}>
              <Link to={n.status === 'Rascunho' ? `/nfe/emitir/${n.id}` : '/nfe/listagem'}>
                {n.numero ? `NF-e nº ${n.numero}` : `Rascunho ${n.id}`}
              </Link>{' '}
              ({n.status})
            </li>
          ))}
        </ul>
      )}
      <LinhaDoTempo ordem={ordem} />
      {dialogo === 'apontar' && <ApontarModal idOrdem={ordem.id} onClose={() => setDialogo(null)} />}
      {dialogo === 'perda-normal' && (
        <PerdaNormalModal
          idCliente={ordem.id_cliente}
          cliente={ordem.nome_razao_social}
          produtos={produtosDeEntrada}
          onClose={() => setDialogo(null)}
        />
      )}
    </div>
  );
}
