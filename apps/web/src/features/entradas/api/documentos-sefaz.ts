import {
  type TResultadoBuscaSefaz,
  ZDocumentosDistribuidos,
  ZMensagem,
  ZResultadoBuscaSefaz,
} from '@erp/contracts/distribuicao-dfe';
import {
  type TAnaliseEntrada,
  type TImportacaoEntrada,
  type TRespostasImportacaoEntrada,
  ZAnaliseEntrada,
  ZImportacaoEntrada,
} from '@erp/contracts/entradas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { entradasKey } from './buscar-entradas';

/** SPEC §9 page size, as on the import history. */
export const DOCUMENTOS_SEFAZ_PAGE_SIZE = 10;
const BASE = '/upload/nfe-entrada/sefaz';

/** Under the feature's key: an import from here also refreshes the history, and the reverse. */
export const documentosSefazKey = [...entradasKey, 'sefaz'] as const;

export async function getDocumentosSefaz(page: number, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>(`${BASE}/documentos`, {
    query: { page, limit: DOCUMENTOS_SEFAZ_PAGE_SIZE },
    signal,
  });
  return ZDocumentosDistribuidos.parse(body);
}

export function useDocumentosSefaz(page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...documentosSefazKey, page],
      queryFn: ({ signal }) => getDocumentosSefaz(page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** 'Buscar na SEFAZ' now: what came, or the refusal (429 during SEFAZ's hour, 409 while another query runs). */
export async function buscarNaSefaz(): Promise<TResultadoBuscaSefaz> {
  return ZResultadoBuscaSefaz.parse(await apiClient.post<unknown>(`${BASE}/buscar`));
}

/** 'Ciência da Operação' (210210) on a summary: the full XML comes on a next query. */
export async function enviarCiencia(id: number): Promise<string> {
  return ZMensagem.parse(await apiClient.post<unknown>(`${BASE}/documentos/${id}/ciencia`)).message;
}

/** The full NF-e of a summary whose ciência was sent, asked by its key and imported like an upload. */
export async function baixarXml(id: number): Promise<string> {
  return ZMensagem.parse(await apiClient.post<unknown>(`${BASE}/documentos/${id}/baixar-xml`)).message;
}

export async function analisarDocumentoSefaz(id: number): Promise<TAnaliseEntrada> {
  return ZAnaliseEntrada.parse(await apiClient.post<unknown>(`${BASE}/documentos/${id}/analisar`));
}

/** The import of a received note, with the user's answers as the upload sends them. */
export async function importarDocumentoSefaz(
  id: number,
  respostas: TRespostasImportacaoEntrada = {},
): Promise<TImportacaoEntrada> {
  return ZImportacaoEntrada.parse(
    await apiClient.post<unknown>(`${BASE}/documentos/${id}/importar`, respostas),
  );
}

export function useBuscarNaSefaz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buscarNaSefaz,
    onSettled: () => queryClient.invalidateQueries({ queryKey: entradasKey }),
  });
}

export function useEnviarCiencia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviarCiencia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentosSefazKey }),
  });
}

export function useBaixarXml() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: baixarXml,
    onSettled: () => queryClient.invalidateQueries({ queryKey: entradasKey }),
  });
}
