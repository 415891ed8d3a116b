import { z } from 'zod';

/**
 * `GET /api/financeiro/lancamentos/{id}/boleto.json`: the boleto of an open receivable. `codigo_barras` is the
 * 44-digit barcode, `linha_digitavel` its 47 digits without punctuation, `vencimento` aaaa-mm-dd and `valor` the
 * amount with two decimals ("1234.56"). The nosso número is taken once and answered again on every request.
 */
export const ZBoletoDoLancamento = z.object({
  codigo_barras: z.string(),
  linha_digitavel: z.string(),
  nosso_numero: z.string(),
  vencimento: z.string(),
  valor: z.string(),
});

/** "00190000090147416600400000328179168460000224674" as printed: "00190.00009 01474.166004 00000.328179 1 68460000224674". */
export function formatarLinhaDigitavel(linha: string): string {
  return `${linha.slice(0, 5)}.${linha.slice(5, 10)} ${linha.slice(10, 15)}.${linha.slice(15, 21)} ${linha.slice(21, 26)}.${linha.slice(26, 32)} ${linha.slice(32, 33)} ${linha.slice(33)}`;
}
