import { z } from 'zod';

/**
 * K010 IND_TP_LEIAUTE of the EFD ICMS/IPI (Guia Prático 3.1.8): the Bloco K layout the company adopted. The
 * simplified one leaves out K235 and K255; the restricted one holds only the stock balances (K200, K280).
 */
export const LEIAUTES_BLOCO_K = [
  { value: 'simplificado', codigo: '0', label: 'Simplificado' },
  { value: 'completo', codigo: '1', label: 'Completo' },
  { value: 'restrito', codigo: '2', label: 'Restrito aos saldos de estoque' },
] as const;
export type LeiauteBlocoK = (typeof LEIAUTES_BLOCO_K)[number]['value'];

export const ZLeiauteBlocoK = z.enum(
  ['simplificado', 'completo', 'restrito'],
  'Leiaute do Bloco K inválido.',
);

/**
 * The month of the file, AAAA-MM, and optionally the day of an inventory (Bloco H, H005 DT_INV) written in the
 * same file: a real date not after the month's end.
 */
export const ZBlocoKQuery = z
  .object({
    mes: z
      .string('Informe o mês.')
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Informe o mês como AAAA-MM.')
      .refine((v) => v >= '2023-01', 'O leiaute do Bloco K com K010 vale a partir de 2023-01.'),
    inventario: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a data do inventário como AAAA-MM-DD.')
      .refine(
        (v) =>
          !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
          new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
        'Data do inventário inválida.',
      )
      .optional(),
  })
  .refine((q) => !q.inventario || q.inventario.slice(0, 7) <= q.mes, {
    message: 'A data do inventário não pode ser posterior ao mês do arquivo.',
    path: ['inventario'],
  });

/** One finding of the validator: the register and the line of the file it is about. */
export const ZAchadoBlocoK = z.object({
  gravidade: z.enum(['erro', 'aviso']),
  registro: z.string(),
  linha: z.number().int().nullable(),
  mensagem: z.string(),
});
export type TAchadoBlocoK = z.infer<typeof ZAchadoBlocoK>;

export const ZValidacaoBlocoK = z.object({
  mes: z.string(),
  linhas: z.number().int(),
  /** False while any finding is an error: the file is then not offered as final. */
  is_final: z.boolean(),
  achados: z.array(ZAchadoBlocoK),
});
export type TValidacaoBlocoK = z.infer<typeof ZValidacaoBlocoK>;
