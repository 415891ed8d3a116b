import {
  type TFiltroDeCobranca,
  ZRemessaResumo,
  ZRetornoImportado,
  ZTituloDaCobranca,
} from '@erp/contracts/cnab';
import { zPaginated } from '@erp/contracts/pagination';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { salvarArquivo } from '../../../lib/arquivo-no-navegador';

export const TITULOS_PAGE_SIZE = 20;
export const REMESSAS_PAGE_SIZE = 5;

/** Every query of this feature starts with this key: a remessa or a return refreshes them all. */
export const cobrancaKey = ['cobranca'] as const;

const ZTitulos = zPaginated(ZTituloDaCobranca);
const ZRemessas = zPaginated(ZRemessaResumo);

export function useTitulosDaCobranca(idConta: number | undefined, filtro: TFiltroDeCobranca, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...cobrancaKey, 'titulos', idConta, filtro, page],
      queryFn: async ({ signal }) =>
        ZTitulos.parse(
          await apiClient.get<unknown>('/financeiro/cnab/titulos', {
            query: { id_conta: idConta, filtro, page, limit: TITULOS_PAGE_SIZE },
            signal,
          }),
        ),
      enabled: idConta !== undefined,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useRemessas(idConta: number | undefined, page: number) {
  return useQuery({
    queryKey: [...cobrancaKey, 'remessas', idConta, page],
    queryFn: async ({ signal }) =>
      ZRemessas.parse(
        await apiClient.get<unknown>('/financeiro/cnab/remessas', {
          query: { id_conta: idConta, page, limit: REMESSAS_PAGE_SIZE },
          signal,
        }),
      ),
    enabled: idConta !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** A remessa's file again, byte for byte, under its name. */
export async function baixarRemessa(id: number, nomeArquivo: string): Promise<void> {
  const arquivo = await apiClient.get<Blob>(`/financeiro/cnab/remessas/${id}/arquivo`, {
    responseType: 'blob',
  });
  salvarArquivo(arquivo, nomeArquivo);
}

/**
 * Generates the remessa and saves it. The file comes as the answer; its name is the account's newest remessa's
 * (the one just generated: the sequence is the account's, taken under its lock).
 */
async function gerarRemessa({ idConta, lancamentos }: { idConta: number; lancamentos: number[] }) {
  const arquivo = await apiClient.post<Blob>(
    '/financeiro/cnab/remessa',
    { id_conta: idConta, lancamentos },
    { responseType: 'blob' },
  );
  const recentes = ZRemessas.parse(
    await apiClient.get<unknown>('/financeiro/cnab/remessas', { query: { id_conta: idConta, limit: 1 } }),
  );
  const remessa = recentes.data[0];
  salvarArquivo(arquivo, remessa?.nome_arquivo ?? 'remessa.rem');
  return remessa;
}

export function useGerarRemessa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gerarRemessa,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cobrancaKey }),
  });
}

/** The bank's return file, as multipart (fields `id_conta` and `arquivo`). */
async function importarRetorno({ idConta, arquivo }: { idConta: number; arquivo: File }) {
  const form = new FormData();
  form.set('id_conta', String(idConta));
  form.set('arquivo', arquivo, arquivo.name);
  return ZRetornoImportado.parse(await apiClient.post<unknown>('/financeiro/cnab/retorno', form));
}

export function useImportarRetorno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importarRetorno,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cobrancaKey }),
  });
}
