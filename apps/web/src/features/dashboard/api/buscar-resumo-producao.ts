import { ZResumoProducao } from '@erp/contracts/producao';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The card 'Produção': its own request (GET /producao/resumo), so the SPEC's cards never wait for it. */
export function useResumoProducao() {
  return useQuery(
    queryOptions({
      queryKey: ['dashboard', 'producao'],
      queryFn: async ({ signal }) =>
        ZResumoProducao.parse(await apiClient.get<unknown>('/producao/resumo', { signal })),
    }),
  );
}
