import { ZMunicipio } from '@erp/contracts/clientes';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../api-client';

const ZMunicipios = z.array(ZMunicipio);

/** The IBGE municipalities of a UF, for the city select (the NF-e needs the code, cMun). */
export async function getMunicipios(uf: string, signal?: AbortSignal) {
  return ZMunicipios.parse(await apiClient.get<unknown>('/municipios', { query: { uf }, signal }));
}

export function municipiosQueryOptions(uf: string) {
  return queryOptions({
    queryKey: ['municipios', uf],
    queryFn: ({ signal }) => getMunicipios(uf, signal),
    enabled: /^[A-Z]{2}$/.test(uf),
    // The IBGE table only changes with a new release of the software.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
