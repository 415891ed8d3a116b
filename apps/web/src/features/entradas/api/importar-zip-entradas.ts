import {
  type TImportacaoZipEntradas,
  type TRespostasDoZipEnvio,
  ZImportacaoZipEntradas,
} from '@erp/contracts/entradas';
import { apiClient } from '../../../lib/api-client';
import { formComXml } from '../utils/form-com-xml';

/**
 * Issue 5: a .zip of NF-e XML files, imported on the server one by one; one result per file of the archive, and
 * the questions of the notes left waiting per emitente (issue 24), answered in `respostas` when sent again.
 */
export async function importarZipEntradas(
  zip: File,
  respostas?: TRespostasDoZipEnvio,
): Promise<TImportacaoZipEntradas> {
  const form = formComXml(zip);
  if (respostas) form.append('respostas', JSON.stringify(respostas));
  return ZImportacaoZipEntradas.parse(await apiClient.post<unknown>('/upload/nfe-entrada', form));
}
