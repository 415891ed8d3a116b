import type { EmitenteNFe } from '@erp/fiscal/nfe';
import type { Database } from '../../db/client.ts';
import { findFornecedorIdByDocumento, insertFornecedorDoEmitente } from './entradas.repository.ts';

/**
 * The supplier a purchase came from (issue 24): found by CNPJ/CPF, or registered from the note's emitente (name,
 * trade name, phone). Never a client: a supplier's note registers no client.
 */
export async function fornecedorDoEmitente(
  tx: Database,
  emit: EmitenteNFe,
): Promise<{ id: number; criado: boolean }> {
  const documento = (emit.CNPJ ?? emit.CPF ?? '').toUpperCase();
  const existente = await findFornecedorIdByDocumento(tx, documento);
  if (existente !== undefined) return { id: existente, criado: false };
  const fone = emit.enderEmit?.fone?.replace(/\D/g, '');
  const id = await insertFornecedorDoEmitente(tx, {
    nomeRazaoSocial: emit.xNome,
    nomeFantasia: emit.xFant ?? null,
    cpfCnpj: documento,
    telefone: fone && fone.length >= 10 && fone.length <= 11 ? fone : null,
  });
  return { id, criado: true };
}
