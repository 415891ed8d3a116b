import type { TConfirmarAssinatura } from '@erp/contracts/entradas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { entradasKey } from './buscar-entradas';

/**
 * 'Desfazer Importação' (issue 24): DELETE /upload/nfe-entrada/{id} takes back the stock, balances and payables of
 * a note nothing was used from; a note already used is refused (409) with the reason in Portuguese.
 */
export async function desfazerImportacao(id: number): Promise<string> {
  return (await apiClient.delete<{ message: string }>(`/upload/nfe-entrada/${id}`)).message;
}

/** An Administrador accepts a note whose signature does not verify, with the reason (issue 26). */
export async function confirmarAssinatura(v: { id: number } & TConfirmarAssinatura): Promise<string> {
  const corpo: TConfirmarAssinatura = { motivo: v.motivo };
  return (
    await apiClient.post<{ message: string }>(`/upload/nfe-entrada/${v.id}/confirmar-assinatura`, corpo)
  ).message;
}

/** Both change the entries' rows, their items and the balances shown elsewhere: every entries query is refetched. */
export function useAcoesDaEntrada() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: entradasKey });
  return {
    desfazer: useMutation({ mutationFn: desfazerImportacao, onSettled }),
    confirmarAssinatura: useMutation({ mutationFn: confirmarAssinatura, onSettled }),
  };
}
