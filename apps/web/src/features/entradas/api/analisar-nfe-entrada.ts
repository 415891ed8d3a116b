import { type TAnaliseEntrada, ZAnaliseEntrada } from '@erp/contracts/entradas';
import { apiClient } from '../../../lib/api-client';
import { formComXml } from '../utils/form-com-xml';

/** SPEC §4 step 1: which of the note's products are not registered yet. Writes nothing. */
export async function analisarNfeEntrada(arquivo: File): Promise<TAnaliseEntrada> {
  return ZAnaliseEntrada.parse(
    await apiClient.post<unknown>('/upload/nfe-entrada/analisar', formComXml(arquivo)),
  );
}
