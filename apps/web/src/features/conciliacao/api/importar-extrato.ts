import { ZImportacaoExtrato } from '@erp/contracts/conciliacao';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { conciliacaoKey } from './buscar-transacoes';

/** The OFX file and its account, as multipart (fields `arquivo` and `id_conta`). */
export async function importarExtrato({ idConta, arquivo }: { idConta: number; arquivo: File }) {
  const form = new FormData();
  form.set('id_conta', String(idConta));
  form.set('arquivo', arquivo, arquivo.name);
  return ZImportacaoExtrato.parse(await apiClient.post<unknown>('/financeiro/extratos', form));
}

export function useImportarExtrato() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importarExtrato,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conciliacaoKey }),
  });
}
