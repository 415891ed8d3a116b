import { useState } from 'react';
import { serverErrorText } from '../../lib/server-errors';

/** SPEC §8's alert of a refused cancellation: the prefix and the server's reason, else a fixed fallback. */
export function falhaAoCancelar(error: unknown): string {
  return `Falha ao cancelar: ${serverErrorText(error, 'Erro desconhecido')}`;
}

/**
 * What the answer to an NF-e's or NFS-e's cancellation does: an accepted one closes the dialog and alerts the
 * server's message; a refused one alerts the failure and keeps the dialog open with the reason, to try again.
 */
export function useRespostasDoCancelamento(documento: 'NF-e' | 'NFS-e', onClose: () => void) {
  const [motivoDaFalha, setMotivoDaFalha] = useState<string | null>(null);
  return {
    motivoDaFalha,
    limparMotivo: () => setMotivoDaFalha(null),
    respostas: {
      onSuccess: ({ message }: { message: string }) => {
        onClose();
        window.alert(message);
      },
      onError: (error: unknown) => {
        console.error(`Erro ao cancelar ${documento}:`, error);
        setMotivoDaFalha(serverErrorText(error, 'Erro desconhecido'));
        window.alert(falhaAoCancelar(error));
      },
    },
  };
}
