import type { TPrazosMaterialTerceiros } from '@erp/contracts/material-terceiros';
import type { AppContext, Caller } from '../../app-context.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import type { Registro } from '../auditoria/diferencas.ts';
import { lockPrazos, replacePrazos } from './material-terceiros.repository.ts';
import { prazosDto } from './obter-prazos-material-terceiros.ts';

/** One audit field per row ('padrao', 'SP', ...) reading "180 + 180 dias": who changed which state's deadline. */
function auditado(prazos: TPrazosMaterialTerceiros): Registro {
  const registro: Registro = {
    padrao: `${prazos.padrao.prazo_dias} + ${prazos.padrao.prorrogacao_dias} dias`,
  };
  for (const l of prazos.por_uf) registro[l.uf] = `${l.prazo_dias} + ${l.prorrogacao_dias} dias`;
  return registro;
}

/**
 * Replaces the deadline table (administrators): the default row and the UFs that differ, a UF left out of the
 * list taking the default again. Audited field by field in the same transaction, as the company data.
 */
export async function salvarPrazosMaterialTerceiros(
  ctx: AppContext,
  input: TPrazosMaterialTerceiros,
  caller: Caller,
): Promise<TPrazosMaterialTerceiros> {
  return ctx.db.transaction(async (tx) => {
    const antes = prazosDto(await lockPrazos(tx));
    await replacePrazos(
      tx,
      { prazoDias: input.padrao.prazo_dias, prorrogacaoDias: input.padrao.prorrogacao_dias },
      input.por_uf.map((l) => ({ uf: l.uf, prazoDias: l.prazo_dias, prorrogacaoDias: l.prorrogacao_dias })),
    );
    const depois = prazosDto(await lockPrazos(tx));
    await auditarAlteracao(tx, caller, {
      acao: 'PRAZOS_MATERIAL_TERCEIROS_ALTERADOS',
      entidade: 'prazos_material_terceiros',
      idEntidade: 1,
      antes: auditado(antes),
      depois: auditado(depois),
    });
    return depois;
  });
}
