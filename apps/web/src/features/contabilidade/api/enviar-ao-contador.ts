import type { TEnviarAoContador } from '@erp/contracts/contabilidade';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Queues the period's .zip to the accountant's e-mail of Dados da Empresa; the outbox sends it. */
export function useEnviarAoContador() {
  return useMutation({
    mutationFn: (pedido: TEnviarAoContador) =>
      apiClient.post<{ message: string }>('/contabilidade/enviar-ao-contador', pedido),
  });
}
