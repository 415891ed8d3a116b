import { type TStatusFiscal, ZStatusFiscal } from '@erp/contracts/status-fiscal';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** 'Testar comunicação' (administrators): the status services of the environment in use, asked on a click. */
export async function testarComunicacao(): Promise<TStatusFiscal> {
  return ZStatusFiscal.parse(await apiClient.get<unknown>('/fiscal/status'));
}

export function useTestarComunicacao() {
  return useMutation({ mutationFn: testarComunicacao });
}
