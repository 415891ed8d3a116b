import { type TFornecedor, ZFornecedor } from '@erp/contracts/fornecedores';
import { zPaginated } from '@erp/contracts/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** SPEC §9: dropdown loads of suppliers use a limit of 999. */
const OPCOES_LIMIT = 999;

const ZFornecedoresPage = zPaginated(ZFornecedor);

export async function getFornecedoresOpcoes(signal?: AbortSignal): Promise<TFornecedor[]> {
  const body = await apiClient.get<unknown>('/fornecedores', { query: { limit: OPCOES_LIMIT }, signal });
  return ZFornecedoresPage.parse(body).data;
}

export function fornecedoresOpcoesQueryOptions(isEnabled = true) {
  return queryOptions({
    enabled: isEnabled,
    // Under the suppliers' own key, so saving a supplier on its screen refreshes this dropdown too.
    queryKey: ['fornecedores', 'opcoes'],
    queryFn: ({ signal }) => getFornecedoresOpcoes(signal),
  });
}

export function useFornecedoresOpcoes(isEnabled = true) {
  return useQuery(fornecedoresOpcoesQueryOptions(isEnabled));
}
