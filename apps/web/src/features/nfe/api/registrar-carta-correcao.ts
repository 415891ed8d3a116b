import { ZMensagem } from '@erp/contracts/nfe-emissao';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nfeKey } from './buscar-nfes';

export type RegistrarCartaCorrecaoVariables = { id: number; correcao: string };

/** Event 110110 of an authorised note; the server numbers it after the note's previous letters. */
export async function registrarCartaCorrecao({
  id,
  correcao,
}: RegistrarCartaCorrecaoVariables): Promise<string> {
  return ZMensagem.parse(await apiClient.post<unknown>(`/nfe/${id}/carta-correcao`, { correcao })).message;
}

export function useRegistrarCartaCorrecao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registrarCartaCorrecao,
    // Settled: a lost answer may still have registered the letter, so the history is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: nfeKey }),
  });
}
