import { ZMaterialTerceirosResumo } from '@erp/contracts/material-terceiros';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The card 'Material de Terceiros': its own request, so the SPEC's cards never wait for it. */
export function useMaterialTerceirosResumo() {
  return useQuery(
    queryOptions({
      queryKey: ['dashboard', 'material-terceiros'],
      queryFn: async ({ signal }) =>
        ZMaterialTerceirosResumo.parse(
          await apiClient.get<unknown>('/relatorios/material-terceiros/resumo', { signal }),
        ),
    }),
  );
}
