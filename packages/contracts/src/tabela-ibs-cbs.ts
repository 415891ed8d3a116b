import { z } from 'zod';
import { zDecimal, zTextoObrigatorio } from './fields.ts';

/** The first and last years the yearly IBS/CBS table takes (LC 214/2025's transition starts in 2026). */
export const PRIMEIRO_ANO_IBS_CBS = 2026;
export const ULTIMO_ANO_IBS_CBS = 2099;

/** Where the table is kept, as every message that sends the user to it names it. */
export const TELA_TABELA_IBS_CBS = 'Preferências > Tabela IBS/CBS';

export const zAnoIbsCbs = z.coerce
  .number('Ano inválido.')
  .int('Ano inválido.')
  .min(PRIMEIRO_ANO_IBS_CBS, `O ano deve estar entre ${PRIMEIRO_ANO_IBS_CBS} e ${ULTIMO_ANO_IBS_CBS}.`)
  .max(ULTIMO_ANO_IBS_CBS, `O ano deve estar entre ${PRIMEIRO_ANO_IBS_CBS} e ${ULTIMO_ANO_IBS_CBS}.`);

const aliquota = zDecimal({ scale: 4, min: 0, max: 100 });

/**
 * `PUT /api/fiscal/tabela-ibs-cbs/{ano}` (administrators): the year's rates in percent (up to 4 places, as the
 * NF-e's pIBSUF, pIBSMun and pCBS), what the year changes per regime, and where the figures come from.
 */
export const ZSalvarAnoIbsCbs = z.object({
  p_ibs_uf: aliquota,
  p_ibs_mun: aliquota,
  p_cbs: aliquota,
  /** The Simples Nacional (CRT 1, 2 and 4) carries the IBSCBS group this year. */
  ibscbs_simples: z.boolean('Informe sim ou não.'),
  /** PIS and COFINS are still due on the regime normal's taxed outputs. */
  pis_cofins_regime_normal: z.boolean('Informe sim ou não.'),
  fonte: zTextoObrigatorio(1000),
  /** A figure still waiting for its legal act: the dashboard keeps warning the administrators. */
  provisoria: z.boolean('Informe sim ou não.'),
});
export type TSalvarAnoIbsCbs = z.input<typeof ZSalvarAnoIbsCbs>;

export const ZAnoIbsCbs = z.object({
  ano: z.number().int(),
  p_ibs_uf: z.string(),
  p_ibs_mun: z.string(),
  p_cbs: z.string(),
  ibscbs_simples: z.boolean(),
  pis_cofins_regime_normal: z.boolean(),
  fonte: z.string(),
  provisoria: z.boolean(),
  atualizado_em: z.string(),
  /** Who changed it last; null for the rows the product ships. */
  atualizado_por: z.string().nullable(),
});
export type TAnoIbsCbs = z.infer<typeof ZAnoIbsCbs>;

export const ZTabelaIbsCbs = z.object({ anos: z.array(ZAnoIbsCbs) });
export type TTabelaIbsCbs = z.infer<typeof ZTabelaIbsCbs>;

/**
 * `GET /api/fiscal/tabela-ibs-cbs/aviso`: what an administrator must do about the table, shown on the dashboard:
 * the current year missing, from 1 December next year's missing, or a year in use whose figures are provisional.
 * Null when nothing is due (and always for those who are not administrators).
 */
export const ZAvisoTabelaIbsCbs = z.object({
  aviso: z
    .object({
      ano: z.number().int(),
      tipo: z.enum(['ausente', 'provisoria']),
      mensagem: z.string(),
    })
    .nullable(),
});
export type TAvisoTabelaIbsCbs = z.infer<typeof ZAvisoTabelaIbsCbs>;
