import { TELA_TABELA_IBS_CBS } from '@erp/contracts/tabela-ibs-cbs';
import type { AnoIbsCbs, TabelaFiscal } from '@erp/fiscal/calculo';
import { tabelaDoAno } from '@erp/fiscal/calculo';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AnoIbsCbsRow, findAnoIbsCbs } from './tabela-ibs-cbs.repository.ts';

/** What the fiscal engine reads of a year's row. */
export function anoDoMotor(row: AnoIbsCbsRow): AnoIbsCbs {
  return {
    ano: row.ano,
    pIBSUF: row.pIbsUf,
    pIBSMun: row.pIbsMun,
    pCBS: row.pCbs,
    ibscbsSimples: row.ibscbsSimples,
    pisCofinsRegimeNormal: row.pisCofinsRegimeNormal,
  };
}

export function mensagemAnoSemTabela(ano: number): string {
  return (
    `A tabela de IBS e CBS de ${ano} não está cadastrada, e sem ela nenhuma NF-e de ${ano} pode ser salva ou ` +
    `emitida. Um administrador a cadastra em ${TELA_TABELA_IBS_CBS}.`
  );
}

/**
 * The tax rules of a document's fiscal year (anoFiscal of its dhEmi): the engine's rules with that year's row of
 * the yearly IBS/CBS table. A year without a row is a 422 naming the year and the screen that fixes it, before
 * anything is saved or numbered.
 */
export async function tabelaFiscalDoAno(db: Database, ano: number): Promise<TabelaFiscal> {
  const row = await findAnoIbsCbs(db, ano);
  if (!row) throw AppError.unprocessable(mensagemAnoSemTabela(ano));
  return tabelaDoAno(anoDoMotor(row));
}
