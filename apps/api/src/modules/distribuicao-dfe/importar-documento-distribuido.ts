import type { TStatusDocumentoDistribuido } from '@erp/contracts/distribuicao-dfe';
import type { TImportacaoEntrada, TRespostasImportacao } from '@erp/contracts/entradas';
import { ErrorCode } from '@erp/contracts/errors';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEntradaAguardandoPorChave, findEntradaIdByChave } from '../entradas/entradas.repository.ts';
import {
  type AutorDaImportacao,
  type CacheImportacao,
  importarNfeLida,
  novoCacheImportacao,
} from '../entradas/importar-nfe-entrada.ts';
import { lerNfeEntrada } from '../entradas/ler-nfe-entrada.ts';
import { liberarEntradaPelaSefaz } from '../entradas/liberar-entrada-pela-sefaz.ts';
import { ProdutosNaoCadastradosError } from '../entradas/produtos-da-nota.ts';
import { type DocumentoDistribuido, updateDocumento } from './distribuicao-dfe.repository.ts';

/** Notes that never enter the stock, whatever the user or the job asks: SEFAZ says they do not stand. */
const RECUSADAS: Record<string, string> = {
  Cancelada: 'NF-e cancelada pelo emitente: não entra no estoque.',
  Denegada: 'NF-e denegada pela SEFAZ: não entra no estoque.',
};

export type ImportacaoDoDocumento = {
  status: TStatusDocumentoDistribuido;
  importacao?: TImportacaoEntrada;
  /** Why it was not imported, as the upload would have answered (the route relays it). */
  erro?: AppError;
};

/**
 * A full NF-e received from the Ambiente Nacional goes through the upload's import, with the same rules
 * (addressed to our CNPJ, one entry per key, quantities in kg, balances, the client from the emitente). The
 * document keeps the outcome: Importada (also when the note was already imported, by upload or before),
 * 'Produtos não cadastrados' until the screen registers them, or Falha with the reason (also when the kg of an
 * item is still to be told). The screen's import sends the user's answers (`respostas`). An uploaded entry of the
 * same key that waits for the confirmation of its signature is released by this authorised document instead
 * (liberar-entrada-pela-sefaz.ts).
 */
export async function importarDocumentoDistribuido(
  ctx: AppContext,
  documento: DocumentoDistribuido,
  autor: AutorDaImportacao,
  cache: CacheImportacao = novoCacheImportacao(),
  respostas?: TRespostasImportacao,
): Promise<ImportacaoDoDocumento> {
  if (documento.tipo !== 'procNFe') {
    throw AppError.conflict(
      'Só a NF-e completa (XML) pode ser importada; envie a Ciência da Operação antes.',
    );
  }
  const recusa = RECUSADAS[documento.situacao ?? ''];
  if (recusa) {
    await updateDocumento(ctx.db, documento.id, { status: 'Falha', observacao: recusa });
    return { status: 'Falha', erro: AppError.unprocessable(recusa) };
  }
  try {
    const nfe = lerNfeEntrada(Buffer.from(documento.xml, 'utf8'));
    // An upload of the same key waiting for its signature's confirmation is settled by SEFAZ's document (issue 26).
    const aguardando = await findEntradaAguardandoPorChave(ctx.db, nfe.chave);
    const importacao =
      aguardando === undefined
        ? // The Ambiente Nacional delivered it: SEFAZ's word stands, its signature never makes it wait (issue 26).
          await importarNfeLida(ctx, nfe, autor, cache, respostas, { confiarNaSefaz: true })
        : await liberarEntradaPelaSefaz(ctx, aguardando, nfe, autor, cache, respostas);
    await updateDocumento(ctx.db, documento.id, {
      status: 'Importada',
      observacao:
        aguardando === undefined
          ? null
          : 'A nota aguardava a confirmação da assinatura: liberada pela SEFAZ.',
      idNfeEntrada: importacao.id,
    });
    return { status: 'Importada', importacao };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === ErrorCode.CONFLICT && documento.chaveAcesso) {
      const idNfeEntrada = (await findEntradaIdByChave(ctx.db, documento.chaveAcesso)) ?? null;
      await updateDocumento(ctx.db, documento.id, {
        status: 'Importada',
        observacao: 'A nota já tinha sido importada.',
        idNfeEntrada,
      });
      return { status: 'Importada', erro: error };
    }
    // A note whose items' kg nobody told waits as Falha with the question in `observacao`: importing it again from
    // the screen asks it (and the client's answers are remembered for its next notes).
    const status = error instanceof ProdutosNaoCadastradosError ? 'Produtos não cadastrados' : 'Falha';
    await updateDocumento(ctx.db, documento.id, { status, observacao: error.message });
    return { status, erro: error };
  }
}
