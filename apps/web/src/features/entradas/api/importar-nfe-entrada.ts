import { type TImportacaoEntrada, ZImportacaoEntrada } from '@erp/contracts/entradas';
import { apiClient } from '../../../lib/api-client';
import { formComXml } from '../utils/form-com-xml';

/** SPEC §4 final step: imports the note (entry, items with kg balance, stock). 409 when already imported. */
export async function importarNfeEntrada(arquivo: File): Promise<TImportacaoEntrada> {
  return ZImportacaoEntrada.parse(await apiClient.post<unknown>('/upload/nfe-entrada', formComXml(arquivo)));
}
