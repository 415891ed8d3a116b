import { type TPrazosMaterialTerceiros, ZPrazosMaterialTerceiros } from '@erp/contracts/material-terceiros';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const prazosKey = ['prazos-material-terceiros'] as const;
const PATH = '/empresa/prazos-material-terceiros';

export function usePrazosMaterialTerceiros() {
  return useQuery(
    queryOptions({
      queryKey: prazosKey,
      queryFn: async ({ signal }) =>
        ZPrazosMaterialTerceiros.parse(await apiClient.get<unknown>(PATH, { signal })),
    }),
  );
}

/** Administrators only (403 otherwise). The answer is the stored table, so it replaces the cache. */
export function useSalvarPrazosMaterialTerceiros() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prazos: TPrazosMaterialTerceiros) =>
      ZPrazosMaterialTerceiros.parse(await apiClient.put<unknown>(PATH, prazos)),
    onSuccess: (prazos) => {
      queryClient.setQueryData(prazosKey, prazos);
      // Every deadline of the report may have moved.
      void queryClient.invalidateQueries({ queryKey: ['relatorios'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'material-terceiros'] });
    },
  });
}
