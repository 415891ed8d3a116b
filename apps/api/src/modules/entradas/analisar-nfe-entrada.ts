import type { TAnaliseEntrada } from '@erp/contracts/entradas';
import type { AppContext } from '../../app-context.ts';
import { findEntradaIdByChave, findProdutosByCodigo } from './entradas.repository.ts';
import { lerNfeEntrada } from './ler-nfe-entrada.ts';

/** SPEC §4 import flow, step 1: which of the note's products are not registered yet (by cProd = SKU). */
export async function analisarNfeEntrada(ctx: AppContext, conteudo: Buffer): Promise<TAnaliseEntrada> {
  const nfe = lerNfeEntrada(conteudo);
  const registrados = await findProdutosByCodigo(ctx.db, [...new Set(nfe.det.map((i) => i.cProd))]);
  const faltantes = new Map<string, { nome: string; codigo_interno: string; ncm: string }>();
  for (const item of nfe.det) {
    if (!registrados.has(item.cProd) && !faltantes.has(item.cProd)) {
      faltantes.set(item.cProd, { nome: item.xProd, codigo_interno: item.cProd, ncm: item.NCM });
    }
  }
  return {
    status: faltantes.size === 0 ? 'ok' : 'produtos_faltantes',
    chave: nfe.chave,
    numero_nf: Number.parseInt(nfe.nNF, 10),
    emitente: nfe.emit.xNome,
    ja_importada: (await findEntradaIdByChave(ctx.db, nfe.chave)) !== undefined,
    produtos: [...faltantes.values()],
  };
}
