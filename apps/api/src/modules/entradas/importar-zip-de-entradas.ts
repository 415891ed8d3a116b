import type { TImportacaoZipEntradas, TResultadoArquivoEntrada } from '@erp/contracts/entradas';
import { ErrorCode } from '@erp/contracts/errors';
import type { NFeLida } from '@erp/fiscal/nfe/parse';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { translateDbError } from '../../lib/db-errors.ts';
import { openZip, type ZipEntry, type ZipLimits } from '../../lib/safe-zip.ts';
import { type CacheImportacao, importarNfeLida, novoCacheImportacao } from './importar-nfe-entrada.ts';
import { lerNfeEntrada, TAMANHO_MAXIMO_XML } from './ler-nfe-entrada.ts';
import { ProdutosNaoCadastradosError } from './produtos-da-nota.ts';

export const TAMANHO_MAXIMO_ZIP = 50 * 1024 * 1024;

/**
 * A week of a client's notes fits many times over (1 000 notes of 40 items are about 30 MB of XML); anything
 * beyond is refused before a single entry is inflated.
 */
export const LIMITES_ZIP: ZipLimits = {
  maxEntries: 2000,
  maxTotalBytes: 256 * 1024 * 1024,
  maxEntryBytes: TAMANHO_MAXIMO_XML,
  // An NF-e compresses about 5 to 15 times; 100 leaves room and still stops a bomb.
  maxRatio: 100,
};

/** Says, with a message for the user, what went wrong with one file that the API did not expect. */
export type RegistrarErro = (erro: unknown, arquivo: string) => string;

function motivoParaIgnorar(entrada: ZipEntry): string | undefined {
  if (entrada.isDirectory) return 'Pasta: ignorada.';
  const nome = entrada.name.slice(entrada.name.lastIndexOf('/') + 1);
  if (entrada.name.startsWith('__MACOSX/') || nome.startsWith('._')) {
    return 'Metadados do macOS, não é uma nota: ignorado.';
  }
  if (!nome.toLowerCase().endsWith('.xml')) return 'Não é um arquivo .xml: ignorado.';
  return undefined;
}

async function importarNota(
  ctx: AppContext,
  arquivo: string,
  nfe: NFeLida,
  caller: Caller,
  cache: CacheImportacao,
): Promise<TResultadoArquivoEntrada> {
  try {
    return { arquivo, situacao: 'importada', importacao: await importarNfeLida(ctx, nfe, caller, cache) };
  } catch (error) {
    if (error instanceof ProdutosNaoCadastradosError) {
      const n = error.produtos.length;
      return {
        arquivo,
        situacao: 'produtos_faltantes',
        chave: nfe.chave,
        mensagem:
          `NF-e ${Number.parseInt(nfe.nNF, 10)}: ${n === 1 ? '1 produto não cadastrado' : `${n} produtos não cadastrados`}. ` +
          'Cadastre-os e envie o XML desta nota de novo.',
        produtos: error.produtos,
      };
    }
    if (error instanceof AppError && error.code === ErrorCode.CONFLICT) {
      return { arquivo, situacao: 'ja_importada', mensagem: error.message, chave: nfe.chave };
    }
    throw error;
  }
}

async function importarArquivo(
  ctx: AppContext,
  entrada: ZipEntry,
  caller: Caller,
  cache: CacheImportacao,
  registrarErro: RegistrarErro,
): Promise<TResultadoArquivoEntrada> {
  const arquivo = entrada.name;
  const motivo = motivoParaIgnorar(entrada);
  if (motivo) return { arquivo, situacao: 'ignorada', mensagem: motivo };
  if (entrada.problem) return { arquivo, situacao: 'recusada', mensagem: entrada.problem };
  try {
    return await importarNota(ctx, arquivo, lerNfeEntrada(await entrada.read()), caller, cache);
  } catch (error) {
    const conhecido = error instanceof AppError ? error : translateDbError(error);
    return { arquivo, situacao: 'recusada', mensagem: conhecido?.message ?? registrarErro(error, arquivo) };
  }
}

/**
 * Issue 5: a .zip of NF-e XML files in one upload. Each entry is imported as if uploaded alone, in its own
 * transaction, and gets its own result; notes with unregistered products are reported with the list, as the
 * one-product-at-a-time registration belongs to the single-file flow.
 */
export async function importarZipDeEntradas(
  ctx: AppContext,
  zip: Buffer,
  caller: Caller,
  registrarErro: RegistrarErro,
): Promise<TImportacaoZipEntradas> {
  const entradas = await openZip(zip, LIMITES_ZIP);
  const cache = novoCacheImportacao();
  const arquivos: TResultadoArquivoEntrada[] = [];
  for (const entrada of entradas) {
    arquivos.push(await importarArquivo(ctx, entrada, caller, cache, registrarErro));
  }
  return { arquivos };
}
