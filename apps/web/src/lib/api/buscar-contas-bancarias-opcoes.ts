import { type TContaBancaria, ZContaBancaria } from '@erp/contracts/contas-bancarias';
import { zPaginated } from '@erp/contracts/pagination';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** SPEC §9: dropdown loads use a limit of 999. */
const OPCOES_LIMIT = 999;

const ZContasPage = zPaginated(ZContaBancaria);

/**
 * The company's bank accounts for a chooser (Cobrança, Conciliação), under the accounts' own key: saving an account
 * on its screen refreshes the choosers too.
 */
export function useContasBancariasOpcoes() {
  return useQuery({
    queryKey: ['contas-bancarias', 'opcoes'],
    queryFn: async ({ signal }): Promise<TContaBancaria[]> =>
      ZContasPage.parse(
        await apiClient.get<unknown>('/financeiro/contas-bancarias', {
          query: { limit: OPCOES_LIMIT },
          signal,
        }),
      ).data,
  });
}
