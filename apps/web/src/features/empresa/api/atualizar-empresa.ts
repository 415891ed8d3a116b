import { type TEmpresa, type TEmpresaInput, ZEmpresa } from '@erp/contracts/empresa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { empresaKey } from '../../../lib/api/buscar-empresa';
import { apiClient } from '../../../lib/api-client';

/** Administrators only (403 otherwise). Série and number are ignored once an NF-e exists. */
export async function updateEmpresa(input: TEmpresaInput): Promise<TEmpresa> {
  return ZEmpresa.parse(await apiClient.put<unknown>('/preferencias/empresa', input));
}

export function useUpdateEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmpresa,
    // The answer is the stored record (city in the IBGE spelling), so it replaces the cache directly.
    onSuccess: (empresa) => queryClient.setQueryData(empresaKey, empresa),
  });
}
