import type { NFeLida } from '@erp/fiscal/nfe';
import { inflateEntry, type ZipEntryData } from '../../lib/safe-zip.ts';
import { situacaoDaAssinatura } from './assinatura-da-entrada.ts';
import { lerNfeEntrada } from './ler-nfe-entrada.ts';

/** One file to read: an uploaded XML, or an entry of an uploaded .zip still compressed. */
export type TarefaDeLeitura = { nome: string; comAssinatura: boolean } & (
  | { xml: Uint8Array<ArrayBuffer> }
  | { entradaDoZip: ZipEntryData }
);

/**
 * What a worker of the LeitorDeEntradas does with one file (WorkerPool calls `run`): inflate it when it comes
 * from a .zip, parse it and, for an import, check its signature; everything that costs CPU per file. Refusals
 * are the AppErrors of a read on the main thread, and travel back as such.
 */
export function run(tarefa: TarefaDeLeitura): NFeLida {
  const conteudo = 'xml' in tarefa ? tarefa.xml : inflateEntry(tarefa.entradaDoZip);
  const nfe = lerNfeEntrada(conteudo);
  if (tarefa.comAssinatura) nfe.assinatura = situacaoDaAssinatura(nfe.xml);
  return nfe;
}
