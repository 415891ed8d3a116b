import { z } from 'zod';
import { zDecimal, zTextoObrigatorio } from './fields.ts';

export const ZServicoInput = z.object({
  descricao: zTextoObrigatorio(200),
  /** Item of the LC 116/2003 list, e.g. 14.05. */
  codigo_lc_116: z
    .string('Campo obrigatório.')
    .trim()
    .regex(/^\d{1,2}\.\d{2}$/, 'Código LC 116 no formato 14.05.'),
  aliquota_iss: zDecimal({ scale: 2, min: 0, max: 100 }),
  preco: zDecimal({ scale: 2, min: 0 }),
});
export type TServicoInput = z.input<typeof ZServicoInput>;

export const ZServico = z.object({
  id: z.number().int(),
  descricao: z.string(),
  codigo_lc_116: z.string(),
  aliquota_iss: z.string(),
  preco: z.string(),
});
export type TServico = z.infer<typeof ZServico>;
