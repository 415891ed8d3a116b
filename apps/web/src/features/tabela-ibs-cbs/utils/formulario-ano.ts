import {
  PRIMEIRO_ANO_IBS_CBS,
  type TAnoIbsCbs,
  ZSalvarAnoIbsCbs,
  zAnoIbsCbs,
} from '@erp/contracts/tabela-ibs-cbs';
import type { z } from 'zod';

/** The inputs' values: the year and the rates as text (the rates already in the API's form, '0.05'). */
export type AnoIbsCbsFormValues = {
  ano: string;
  p_ibs_uf: string;
  p_ibs_mun: string;
  p_cbs: string;
  ibscbs_simples: boolean;
  pis_cofins_regime_normal: boolean;
  fonte: string;
  provisoria: boolean;
};

export const CAMPOS_DO_ANO = [
  'ano',
  'p_ibs_uf',
  'p_ibs_mun',
  'p_cbs',
  'ibscbs_simples',
  'pis_cofins_regime_normal',
  'fonte',
  'provisoria',
] as const;

/** The year a new row is offered for: the one after the last in the table (the first of the transition if none). */
export function proximoAno(anos: readonly number[]): number {
  return anos.length === 0 ? PRIMEIRO_ANO_IBS_CBS : Math.max(...anos) + 1;
}

/**
 * What the form opens with. Editing: the year's own figures. A new year: the figures of the last year in the
 * table as a starting point (the law often keeps a rate for two years, as the IBS of 2027 and 2028), but no source,
 * which each year must name for itself.
 */
export function valoresIniciais(
  ano: TAnoIbsCbs | undefined,
  anos: readonly TAnoIbsCbs[],
): AnoIbsCbsFormValues {
  const base = ano ?? anos.at(-1);
  return {
    ano: String(ano?.ano ?? proximoAno(anos.map((a) => a.ano))),
    p_ibs_uf: base?.p_ibs_uf ?? '',
    p_ibs_mun: base?.p_ibs_mun ?? '',
    p_cbs: base?.p_cbs ?? '',
    ibscbs_simples: base?.ibscbs_simples ?? false,
    pis_cofins_regime_normal: base?.pis_cofins_regime_normal ?? true,
    fonte: ano?.fonte ?? '',
    provisoria: ano?.provisoria ?? false,
  };
}

export const MENSAGEM_ANO_REPETIDO = 'Este ano já está na tabela: use Editar na linha dele.';

function esquemaCompleto(anosJaCadastrados: readonly number[]) {
  return ZSalvarAnoIbsCbs.extend({
    ano: zAnoIbsCbs.refine((ano) => !anosJaCadastrados.includes(ano), MENSAGEM_ANO_REPETIDO),
  });
}

export type AnoIbsCbsPayload = z.output<ReturnType<typeof esquemaCompleto>>;

/**
 * The contract's body plus the year of the address. A new year already in the table is refused here, because the
 * PUT would silently replace that year's figures. The inputs are all text and booleans, which the schema reads,
 * hence the one widening cast to the form's own types.
 */
export function esquemaDoAno(
  anosJaCadastrados: readonly number[],
): z.ZodType<AnoIbsCbsPayload, AnoIbsCbsFormValues> {
  return esquemaCompleto(anosJaCadastrados) as unknown as z.ZodType<AnoIbsCbsPayload, AnoIbsCbsFormValues>;
}
