import type { TTipoApontamento } from '@erp/contracts/producao';
import { useState } from 'react';
import { serverErrorText } from '../../../lib/server-errors';
import { useOrdem } from '../api/buscar-ordem';
import { useIniciarOrdem } from '../api/iniciar-ordem';
import { type MensagemDoChao, mensagemDeFinalizar } from '../utils/situacao-do-chao';

/** One order on the floor: the pointing being typed (its kind) and the last word to the operator. */
export function useChaoOrdem(id: number) {
  const ordemQuery = useOrdem(id);
  const iniciarMutation = useIniciarOrdem();
  const [tipo, setTipo] = useState<TTipoApontamento | null>(null);
  const [mensagem, setMensagem] = useState<MensagemDoChao | null>(null);
  const ordem = ordemQuery.data;

  return {
    ordemQuery,
    tipo,
    mensagem,
    isIniciando: iniciarMutation.isPending,
    iniciar: () =>
      iniciarMutation.mutate(id, {
        onError: (error) =>
          setMensagem({ tom: 'danger', texto: serverErrorText(error, 'Não foi possível iniciar.') }),
      }),
    apontar: (novo: TTipoApontamento) => {
      setMensagem(null);
      setTipo(novo);
    },
    apontado: (texto: string) => {
      setTipo(null);
      setMensagem({ tom: 'info', texto });
    },
    desistir: () => setTipo(null),
    finalizar: () => {
      if (ordem) setMensagem(mensagemDeFinalizar(ordem.situacao_kg));
    },
  };
}
