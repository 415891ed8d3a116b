import { type TAnoIbsCbs, type TSalvarAnoIbsCbs, ZAnoIbsCbs } from '@erp/contracts/tabela-ibs-cbs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tabelaIbsCbsKey } from './buscar-tabela-ibs-cbs';

export type SalvarAnoIbsCbsVariables = { ano: number; input: TSalvarAnoIbsCbs };

/** PUT /fiscal/tabela-ibs-cbs/{ano} (administrators): creates the year or replaces its figures. */
export async function salvarAnoIbsCbs({ ano, input }: SalvarAnoIbsCbsVariables): Promise<TAnoIbsCbs> {
  return ZAnoIbsCbs.parse(await apiClient.put<unknown>(`/fiscal/tabela-ibs-cbs/${ano}`, input));
}

export function useSalvarAnoIbsCbs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: salvarAnoIbsCbs,
    // The table, the dashboard's warning and the history all change with a saved year.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tabelaIbsCbsKey }),
  });
}
