import { bancoDoBrasilCnab } from './bancos/banco-do-brasil.ts';
import { bradescoCnab } from './bancos/bradesco.ts';
import { itauCnab } from './bancos/itau.ts';
import { sicoobCnab } from './bancos/sicoob.ts';
import type { BancoCnab } from './leiaute.ts';

/**
 * The banks whose CNAB files are written and read, by FEBRABAN code, each in the layout it asks for: CNAB 240 for
 * Banco do Brasil and Sicoob, CNAB 400 for Itaú and Bradesco (their usual cobrança layout). Another bank is one
 * more module here.
 */
const BANCOS: Record<string, BancoCnab> = {
  [bancoDoBrasilCnab.codigo]: bancoDoBrasilCnab,
  [sicoobCnab.codigo]: sicoobCnab,
  [itauCnab.codigo]: itauCnab,
  [bradescoCnab.codigo]: bradescoCnab,
};

export function bancoCnab(codigo: string): BancoCnab | undefined {
  return BANCOS[codigo];
}
