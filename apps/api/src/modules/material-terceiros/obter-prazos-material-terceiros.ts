import type { TPrazosMaterialTerceiros } from '@erp/contracts/material-terceiros';
import type { Database } from '../../db/client.ts';
import { listPrazos } from './material-terceiros.repository.ts';

type LinhaPrazo = Awaited<ReturnType<typeof listPrazos>>[number];

/** The table as the API shows it: the default row (180 + 180 if it were ever missing) and the UFs that differ. */
export function prazosDto(linhas: LinhaPrazo[]): TPrazosMaterialTerceiros {
  const padrao = linhas.find((l) => l.uf === null);
  return {
    padrao: { prazo_dias: padrao?.prazoDias ?? 180, prorrogacao_dias: padrao?.prorrogacaoDias ?? 180 },
    por_uf: linhas
      .filter((l): l is LinhaPrazo & { uf: string } => l.uf !== null)
      .map((l) => ({
        uf: l.uf as TPrazosMaterialTerceiros['por_uf'][number]['uf'],
        prazo_dias: l.prazoDias,
        prorrogacao_dias: l.prorrogacaoDias,
      })),
  };
}

export async function obterPrazosMaterialTerceiros(db: Database): Promise<TPrazosMaterialTerceiros> {
  return prazosDto(await listPrazos(db));
}
