import {
  type TImportacaoEntrada,
  type TRespostasImportacaoEntrada,
  ZImportacaoEntrada,
} from '@erp/contracts/entradas';
import { apiClient } from '../../../lib/api-client';
import { formComXml } from '../utils/form-com-xml';

/**
 * SPEC §4 final step: imports the note (entry, items with kg balance, stock). 409 when already imported. The
 * user's answers (kg of items not in kg, links, ignored products) go as JSON text fields beside the file.
 */
export async function importarNfeEntrada(
  arquivo: File,
  respostas: TRespostasImportacaoEntrada = {},
): Promise<TImportacaoEntrada> {
  const form = formComXml(arquivo);
  for (const [campo, valor] of Object.entries(respostas)) {
    if (valor && valor.length > 0) form.append(campo, JSON.stringify(valor));
  }
  return ZImportacaoEntrada.parse(await apiClient.post<unknown>('/upload/nfe-entrada', form));
}
