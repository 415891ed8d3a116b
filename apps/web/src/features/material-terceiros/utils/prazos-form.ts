import { SIGLAS_UF } from '@erp/contracts/fields';
import {
  type TPrazosMaterialTerceiros,
  ZPrazosMaterialTerceirosInput,
} from '@erp/contracts/material-terceiros';
import type { z } from 'zod';

/** A row as typed: days as text until saved, so a cleared input is not 0. */
export type LinhaPrazo = { prazo_dias: string; prorrogacao_dias: string };
export type LinhaPrazoUf = LinhaPrazo & { uf: string };
export type PrazosFormValues = { padrao: LinhaPrazo; por_uf: LinhaPrazoUf[] };

/**
 * The contract's body of the PUT: its days are coerced and its UF trimmed and upper-cased, so its input is
 * `unknown` there, while the form holds the texts typed.
 */
export const SCHEMA_DOS_PRAZOS = ZPrazosMaterialTerceirosInput as unknown as z.ZodType<
  TPrazosMaterialTerceiros,
  PrazosFormValues
>;

const paraTexto = (l: { prazo_dias: number; prorrogacao_dias: number }): LinhaPrazo => ({
  prazo_dias: String(l.prazo_dias),
  prorrogacao_dias: String(l.prorrogacao_dias),
});

/** The form starts from the saved table. */
export function valoresDosPrazos(salvos: TPrazosMaterialTerceiros): PrazosFormValues {
  return {
    padrao: paraTexto(salvos.padrao),
    por_uf: salvos.por_uf.map((l) => ({ uf: l.uf, ...paraTexto(l) })),
  };
}

/** 'Adicionar UF': a row without a UF that starts from the default days as typed. */
export function novaLinhaUf(padrao: LinhaPrazo): LinhaPrazoUf {
  return { uf: '', prazo_dias: padrao.prazo_dias, prorrogacao_dias: padrao.prorrogacao_dias };
}

/**
 * Every field the server may name in a 400's details ('padrao.prazo_dias', 'por_uf.3.uf'...): the table has
 * at most one row per UF.
 */
export const CAMPOS_DOS_PRAZOS = [
  'padrao.prazo_dias',
  'padrao.prorrogacao_dias',
  ...SIGLAS_UF.flatMap((_, i) => [
    `por_uf.${i}.uf` as const,
    `por_uf.${i}.prazo_dias` as const,
    `por_uf.${i}.prorrogacao_dias` as const,
  ]),
] as const;
