import {
  type TContingenciaDisponivel,
  type TEmissaoNfe,
  ZAutorizadorParado,
  ZEmissaoNfe,
} from '@erp/contracts/nfe-emissao';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { nfeKey } from './buscar-nfes';

export type EmitirNfeVariables = {
  id: number;
  data_vencimento: string;
  /** To the SVC of the company's UF instead of its autorizador, with the user's justification (xJust). */
  contingencia?: { justificativa: string } | undefined;
};

/**
 * SPEC §4: sends the draft to SEFAZ for authorisation; the due date goes to the receivable it creates. A 202 is
 * an answer too: the note waits for SEFAZ, and `contingencia_disponivel` says when it may go to the SVC instead.
 */
export async function emitirNfe({ id, ...corpo }: EmitirNfeVariables): Promise<TEmissaoNfe> {
  return ZEmissaoNfe.parse(await apiClient.post<unknown>(`/nfe/emitir/${id}`, corpo));
}

/**
 * The SVC offered for a draft that was neither numbered nor sent: the 503 the server answers while the UF's
 * autorizador is down (its status service answered 108/109 or nothing). Null for any other failure.
 */
export function ofertaSemEnvio(error: unknown): TContingenciaDisponivel | null {
  if (!isApiError(error) || error.status !== 503) return null;
  const parsed = ZAutorizadorParado.safeParse(error.body);
  return parsed.success ? parsed.data.contingencia_disponivel : null;
}

export function useEmitirNfe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emitirNfe,
    // Settled, not only success: a rejection also changes the note (back to Rascunho with SEFAZ's reason).
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: nfeKey });
      // An authorised return consumes the balance of the entry items.
      await queryClient.invalidateQueries({ queryKey: ['entradas'] });
    },
  });
}
