import type { BancoDoBoleto } from './banco-do-boleto.ts';
import { bancoDoBrasil } from './banco-do-brasil.ts';
import { bradesco } from './bradesco.ts';
import { itau } from './itau.ts';
import { sicoob } from './sicoob.ts';

/** The banks whose boleto is built, by FEBRABAN code: another bank is one more module here. */
const BANCOS: Record<string, BancoDoBoleto> = {
  [bancoDoBrasil.codigo]: bancoDoBrasil,
  [itau.codigo]: itau,
  [bradesco.codigo]: bradesco,
  [sicoob.codigo]: sicoob,
};

export function bancoDoBoleto(codigo: string): BancoDoBoleto | undefined {
  return BANCOS[codigo];
}
