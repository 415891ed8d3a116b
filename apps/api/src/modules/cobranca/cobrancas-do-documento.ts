import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { type DocumentoDoRecebivel, findRecebiveisEmAberto } from '../financeiro/recebiveis.repository.ts';
import { findBoleto } from './boleto/boletos.repository.ts';
import { emitirBoletoDoLancamento } from './boleto/emitir-boleto-do-lancamento.ts';
import { pdfDoBoleto } from './boleto/gerar-boleto-pdf.ts';
import { findContaPadrao } from './contas-bancarias.repository.ts';
import { brCodeEstatico, txidDoLancamento } from './pix/br-code.ts';
import { qrCodePng } from './pix/qr-code-png.ts';

/** How the client pays one open receivable of a document, as its e-mail shows it. */
export type CobrancaDoDocumento = {
  idLancamento: number;
  /** "1234.50" */
  valor: string;
  /** AAAA-MM-DD */
  vencimento: string;
  /** The receivable's static BR Code (the same as GET .../pix) and its QR as PNG; null without a PIX key. */
  pix: { brCode: string; txid: string; qrPng: Buffer } | null;
  /** The receivable's boleto, when its nosso número was taken (boleto automático or by hand); never takes one. */
  boleto: { linhaDigitavel: string; pdf: Buffer } | null;
};

/** The PIX of a receivable, as gerarPixDoLancamento answers it, or null where that one answers 422. */
async function pixDoRecebivel(
  chave: string | null | undefined,
  empresa: { razaoSocial: string; cidade: string | null } | undefined,
  lancamento: { id: number; valorOriginal: string },
): Promise<CobrancaDoDocumento['pix']> {
  const nome = empresa?.razaoSocial.trim();
  const cidade = empresa?.cidade?.trim();
  if (!chave || !nome || !cidade) return null;
  const txid = txidDoLancamento(lancamento.id);
  const brCode = brCodeEstatico({ chave, nome, cidade, valor: lancamento.valorOriginal, txid });
  return { brCode, txid, qrPng: await qrCodePng(brCode) };
}

/** The boleto already taken for a receivable, or null (none yet, or the receivable paid meanwhile). */
async function boletoDoRecebivel(
  ctx: AppContext,
  idLancamento: number,
): Promise<CobrancaDoDocumento['boleto']> {
  if (!(await findBoleto(ctx.db, idLancamento))) return null;
  try {
    const emitido = await emitirBoletoDoLancamento(ctx, idLancamento, null);
    return { linhaDigitavel: emitido.linhaDigitavel, pdf: await pdfDoBoleto(ctx, emitido) };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * What the client of a document (an authorised NF-e) can pay with, per receivable still open: the amount and due
 * date, the PIX when the default account has a key, the boleto when one was taken. The e-mail area never imports
 * cobrança; the document's renderer (mensagem-da-nfe.ts) calls this.
 */
export async function cobrancasDoDocumento(
  ctx: AppContext,
  documento: DocumentoDoRecebivel,
): Promise<CobrancaDoDocumento[]> {
  const recebiveis = await findRecebiveisEmAberto(ctx.db, documento);
  if (recebiveis.length === 0) return [];
  const [conta, empresa] = await Promise.all([findContaPadrao(ctx.db), findEmpresa(ctx.db)]);
  const cobrancas: CobrancaDoDocumento[] = [];
  for (const lancamento of recebiveis) {
    cobrancas.push({
      idLancamento: lancamento.id,
      valor: lancamento.valorOriginal,
      vencimento: lancamento.dataVencimento,
      pix: await pixDoRecebivel(conta?.chavePix, empresa, lancamento),
      boleto: await boletoDoRecebivel(ctx, lancamento.id),
    });
  }
  return cobrancas;
}
