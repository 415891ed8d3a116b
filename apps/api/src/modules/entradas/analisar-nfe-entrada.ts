import type { TAnaliseEntrada } from '@erp/contracts/entradas';
import type { NFeLida } from '@erp/fiscal/nfe';
import type { AppContext } from '../../app-context.ts';
import type { ArquivoEnviado } from './arquivo-enviado.ts';
import { resolverNota } from './conversoes-da-nota.ts';
import { destinosDaNota } from './destinos-da-nota.ts';
import { findEntradaIdByChave } from './entradas.repository.ts';
import type { LeitorDeEntradas } from './leitor-de-entradas.ts';

/** SPEC §4 import flow, step 1: which of the note's products are not registered yet, which items have no kg. */
export async function analisarNfeEntrada(
  ctx: AppContext,
  leitor: LeitorDeEntradas,
  arquivo: ArquivoEnviado,
): Promise<TAnaliseEntrada> {
  return analisarNfeLida(
    ctx,
    await leitor.emLote((ler) => ler({ nome: arquivo.nome, xml: arquivo.conteudo })),
  );
}

/**
 * The analysis of a note already read (an upload, or an NF-e received from 'Buscar na SEFAZ'): everything the
 * user must answer before the import, at once: the products to register, link or ignore, the items whose kg the
 * note does not tell, and the CFOPs whose path (client's material or purchase) the table does not settle (what
 * earlier answers settle is not asked again).
 */
export async function analisarNfeLida(ctx: AppContext, nfe: NFeLida): Promise<TAnaliseEntrada> {
  const { faltantes, semKg } = await resolverNota(ctx.db, nfe);
  const { semDestino } = await destinosDaNota(ctx.db, nfe);
  return {
    status:
      faltantes.length > 0
        ? 'produtos_faltantes'
        : semKg.length > 0
          ? 'itens_sem_kg'
          : semDestino.length > 0
            ? 'cfops_sem_destino'
            : 'ok',
    chave: nfe.chave,
    numero_nf: Number.parseInt(nfe.nNF, 10),
    emitente: nfe.emit.xNome,
    ja_importada: (await findEntradaIdByChave(ctx.db, nfe.chave)) !== undefined,
    produtos: faltantes,
    itens_sem_kg: semKg,
    cfops_sem_destino: semDestino,
  };
}
