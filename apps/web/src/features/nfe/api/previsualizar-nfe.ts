import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { buscarArquivoNfe } from './arquivo-nfe';

// SPEC §7: the answer carries the address of the preview DANFE; the contract declares only the request.
const ZPrevisualizacao = z.object({ danfe_url: z.string().min(1) });

export type PrevisualizarNfeVariables = { id: number; data_vencimento: string };

/** The draft's DANFE as it would be printed (no legal value), fetched with the token. */
export async function previsualizarNfe(variables: PrevisualizarNfeVariables): Promise<Blob> {
  const { danfe_url } = ZPrevisualizacao.parse(
    await apiClient.post<unknown>('/nfe/previsualizar', variables),
  );
  return buscarArquivoNfe(danfe_url);
}

export function usePrevisualizarNfe() {
  return useMutation({ mutationFn: previsualizarNfe });
}
