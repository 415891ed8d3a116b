import type { TAnaliseEntrada, TImportacaoEntrada, TRespostasImportacao } from '@erp/contracts/entradas';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { analisarNfeLida } from '../entradas/analisar-nfe-entrada.ts';
import { lerNfeEntrada } from '../entradas/ler-nfe-entrada.ts';
import { findDocumento } from './distribuicao-dfe.repository.ts';
import { importarDocumentoDistribuido } from './importar-documento-distribuido.ts';

async function notaCompleta(ctx: AppContext, id: number) {
  const documento = await findDocumento(ctx.db, id);
  if (!documento) throw AppError.notFound('Documento da SEFAZ não encontrado.');
  if (documento.tipo !== 'procNFe') {
    throw AppError.conflict(
      'O XML desta nota ainda não chegou: envie a Ciência da Operação e busque de novo.',
    );
  }
  return documento;
}

/** SPEC §4 step 1 for a note received from the SEFAZ: which of its products are not registered yet. */
export async function analisarDocumentoDistribuido(ctx: AppContext, id: number): Promise<TAnaliseEntrada> {
  const documento = await notaCompleta(ctx, id);
  return analisarNfeLida(ctx, lerNfeEntrada(Buffer.from(documento.xml, 'utf8')));
}

/** The final import the screen runs after the product loop; refusals answer as the upload's would. */
export async function importarDocumentoPeloUsuario(
  ctx: AppContext,
  id: number,
  caller: Caller,
  respostas?: TRespostasImportacao,
): Promise<TImportacaoEntrada> {
  const resultado = await importarDocumentoDistribuido(
    ctx,
    await notaCompleta(ctx, id),
    caller,
    undefined,
    respostas,
  );
  if (resultado.importacao) return resultado.importacao;
  throw resultado.erro ?? new Error('importação sem resultado');
}
