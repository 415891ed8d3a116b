import { type TAliquotaIss, ZAliquotaIss } from '@erp/contracts/nfse';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function getAliquotaIss(
  params: { id_servico: string; iss_retido: boolean; data_competencia: string },
  signal?: AbortSignal,
): Promise<TAliquotaIss> {
  const query = new URLSearchParams({
    id_servico: params.id_servico,
    iss_retido: String(params.iss_retido),
    ...(params.data_competencia ? { data_competencia: params.data_competencia } : {}),
  });
  return ZAliquotaIss.parse(await apiClient.get<unknown>(`/nfse/aliquota-iss?${query}`, { signal }));
}

/**
 * The ISS rate the authorised NFS-e will carry for the chosen service (the municipality's where the DPS may not
 * carry one), so the live preview shows what the Sefin will apply instead of the service's own rate.
 */
export function useAliquotaIss(idServico: string, issRetido: boolean, dataCompetencia: string) {
  return useQuery(
    queryOptions({
      queryKey: ['nfse', 'aliquota-iss', idServico, issRetido, dataCompetencia],
      queryFn: ({ signal }) =>
        getAliquotaIss(
          { id_servico: idServico, iss_retido: issRetido, data_competencia: dataCompetencia },
          signal,
        ),
      enabled: idServico !== '',
      staleTime: 5 * 60 * 1000,
    }),
  );
}
