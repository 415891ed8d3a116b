import { type TPreviaProducao, ZPreviaProducao } from '@erp/contracts/fiscal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** What going into produção reverses of the test documents (administrators only). */
export async function getPreviaProducao({ signal }: { signal?: AbortSignal } = {}): Promise<TPreviaProducao> {
  return ZPreviaProducao.parse(await apiClient.get<unknown>('/fiscal/ambiente/producao/previa', { signal }));
}

export function previaProducaoQueryOptions() {
  return queryOptions({ queryKey: ['fiscal', 'ambiente', 'previa-producao'], queryFn: getPreviaProducao });
}

/** Read each time the confirmation opens: a test note emitted a minute ago must be in it. */
export function usePreviaProducao(isOpen: boolean) {
  return useQuery({ ...previaProducaoQueryOptions(), enabled: isOpen, staleTime: 0 });
}
