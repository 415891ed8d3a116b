import { type TImportacaoZipEntradas, ZImportacaoZipEntradas } from '@erp/contracts/entradas';
import { apiClient } from '../../../lib/api-client';
import { formComXml } from '../utils/form-com-xml';

/** Issue 5: a .zip of NF-e XML files, imported on the server one by one; one result per file of the archive. */
export async function importarZipEntradas(zip: File): Promise<TImportacaoZipEntradas> {
  return ZImportacaoZipEntradas.parse(await apiClient.post<unknown>('/upload/nfe-entrada', formComXml(zip)));
}
