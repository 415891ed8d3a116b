import { ZProdutoParaApontar } from '@erp/contracts/producao';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { producaoKey } from './buscar-ordens';

/** The products an output may be (GET /producao/produtos: open to the floor, which reads no register). */
export async function getProdutosParaApontar(signal?: AbortSignal) {
  return z.array(ZProdutoParaApontar).parse(await apiClient.get<unknown>('/producao/produtos', { signal }));
}

export function useProdutosParaApontar(isEnabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...producaoKey, 'produtos'],
      queryFn: ({ signal }) => getProdutosParaApontar(signal),
      enabled: isEnabled,
      staleTime: 5 * 60_000,
    }),
  );
}
