import type { TOrdem } from '@erp/contracts/producao';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { serverErrorText } from '../../../lib/server-errors';
import { useCancelarOrdem } from '../api/cancelar-ordem';
import { useConcluirOrdem } from '../api/concluir-ordem';
import { useGerarNfeRetorno } from '../api/gerar-nfe-retorno';
import { useIniciarOrdem } from '../api/iniciar-ordem';
import { acoesDaOrdem, motivoDaConclusaoRecusada } from '../utils/acoes-da-ordem';

export type AvisoDaOrdem = { titulo?: string; texto: string } | null;
export type DialogoDaOrdem = 'apontar' | 'perda-normal' | null;

/**
 * What the order's page does: the actions its status allows (acoesDaOrdem), their requests, the dialog open and
 * the notice of a refusal, which stays on the page until dismissed or the next action.
 */
export function useAcoesDaOrdem(ordem: TOrdem) {
  const [aviso, setAviso] = useState<AvisoDaOrdem>(null);
  const [dialogo, setDialogo] = useState<DialogoDaOrdem>(null);
  const navigate = useNavigate();
  const iniciar = useIniciarOrdem();
  const concluir = useConcluirOrdem();
  const cancelar = useCancelarOrdem();
  const gerar = useGerarNfeRetorno();
  const falhou = (fallback: string) => (error: unknown) =>
    setAviso({ texto: serverErrorText(error, fallback) });

  return {
    permitidas: acoesDaOrdem(ordem),
    aviso,
    fecharAviso: () => setAviso(null),
    dialogo,
    abrir: setDialogo,
    fechar: () => setDialogo(null),
    iniciar: {
      isPending: iniciar.isPending,
      executar: () => iniciar.mutate(ordem.id, { onError: falhou('Não foi possível iniciar a ordem.') }),
    },
    concluir: {
      isPending: concluir.isPending,
      executar: () => {
        setAviso(null);
        concluir.mutate(ordem.id, {
          onSuccess: () => window.alert('Ordem concluída com sucesso!'),
          onError: (error) => setAviso(motivoDaConclusaoRecusada(error)),
        });
      },
    },
    gerarNfe: {
      isPending: gerar.isPending,
      executar: () =>
        gerar.mutate([ordem.id], {
          onSuccess: (idRascunho) => navigate(`/nfe/emitir/${idRascunho}`),
          onError: falhou('Não foi possível gerar a NF-e de retorno.'),
        }),
    },
    cancelar: {
      isPending: cancelar.isPending,
      executar: () => {
        if (
          !window.confirm('Tem certeza que deseja cancelar esta ordem? A reserva do material será liberada.')
        )
          return;
        setAviso(null);
        cancelar.mutate(ordem.id, { onError: falhou('Não foi possível cancelar a ordem.') });
      },
    },
  };
}
