import {
  type TAnoIbsCbs,
  type TAvisoTabelaIbsCbs,
  TELA_TABELA_IBS_CBS,
  type TTabelaIbsCbs,
  ZSalvarAnoIbsCbs,
} from '@erp/contracts/tabela-ibs-cbs';
import { anoFiscal, dataHoraBrasilia } from '@erp/fiscal/data-hora';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { PERFIL_ADMINISTRADOR } from '../../db/seed/seed-base.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import {
  type AnoIbsCbsRow,
  anosCadastrados,
  findAnoIbsCbs,
  listAnosIbsCbs,
  upsertAnoIbsCbs,
} from './tabela-ibs-cbs.repository.ts';

/** The rates as the screen and the audit show them: percent with 2 to 4 places ("0.05", "8.70", "0.1250"). */
function percentual(valor: string): string {
  const [inteira, fracao = ''] = valor.split('.');
  const casas = fracao.replace(/0+$/, '');
  return `${inteira}.${casas.padEnd(2, '0')}`;
}

/** A year's row as the API answers it and the audit compares it (without who and when). */
function camposDoAno(row: AnoIbsCbsRow) {
  return {
    p_ibs_uf: percentual(row.pIbsUf),
    p_ibs_mun: percentual(row.pIbsMun),
    p_cbs: percentual(row.pCbs),
    ibscbs_simples: row.ibscbsSimples,
    pis_cofins_regime_normal: row.pisCofinsRegimeNormal,
    fonte: row.fonte,
    provisoria: row.provisoria,
  };
}

function toAnoDto(row: AnoIbsCbsRow, atualizadoPor: string | null): TAnoIbsCbs {
  return {
    ano: row.ano,
    ...camposDoAno(row),
    atualizado_em: row.atualizadoEm.toISOString(),
    atualizado_por: atualizadoPor,
  };
}

/** GET /fiscal/tabela-ibs-cbs: every year of the table, oldest first. */
export async function listarTabelaIbsCbs(ctx: AppContext): Promise<TTabelaIbsCbs> {
  const rows = await listAnosIbsCbs(ctx.db);
  return { anos: rows.map(({ ano, atualizadoPor }) => toAnoDto(ano, atualizadoPor)) };
}

/**
 * PUT /fiscal/tabela-ibs-cbs/{ano} (administrators): creates or changes a year's row, audited field by field
 * (old and new values), in one transaction with the change. Notes already issued keep the figures their XML
 * carries; drafts take the new ones when saved again.
 */
export async function salvarAnoIbsCbs(
  ctx: AppContext,
  ano: number,
  input: z.input<typeof ZSalvarAnoIbsCbs>,
  caller: Caller,
): Promise<TAnoIbsCbs> {
  const dados = ZSalvarAnoIbsCbs.parse(input);
  return ctx.db.transaction(async (tx) => {
    const antes = await findAnoIbsCbs(tx, ano, true);
    await upsertAnoIbsCbs(tx, {
      ano,
      pIbsUf: dados.p_ibs_uf,
      pIbsMun: dados.p_ibs_mun,
      pCbs: dados.p_cbs,
      ibscbsSimples: dados.ibscbs_simples,
      pisCofinsRegimeNormal: dados.pis_cofins_regime_normal,
      fonte: dados.fonte,
      provisoria: dados.provisoria,
      idUsuarioAtualizacao: caller.userId,
    });
    const [salvo] = await listAnosIbsCbs(tx, ano);
    if (!salvo) throw new Error(`aliquotas_ibs_cbs sem o ano ${ano} depois de gravado`);
    const depois = salvo.ano;
    await auditarAlteracao(tx, caller, {
      acao: antes ? 'TABELA_IBS_CBS_ALTERADA' : 'TABELA_IBS_CBS_CRIADA',
      entidade: 'aliquotas_ibs_cbs',
      idEntidade: ano,
      antes: antes ? camposDoAno(antes) : null,
      depois: camposDoAno(depois),
    });
    return toAnoDto(depois, salvo.atualizadoPor);
  });
}

/**
 * GET /fiscal/tabela-ibs-cbs/aviso: for administrators, what the table needs now, most urgent first: this year's
 * row missing (no billing note can be saved), from 1 December next year's missing, then a year in use whose
 * figures are provisional. Everyone else gets null: only an administrator can act on it.
 */
export async function avisoTabelaIbsCbs(
  ctx: AppContext,
  perfil: string,
  agora = new Date(),
): Promise<TAvisoTabelaIbsCbs> {
  if (perfil !== PERFIL_ADMINISTRADOR) return { aviso: null };
  const ano = anoFiscal(agora);
  const dezembro = dataHoraBrasilia(agora).slice(5, 7) === '12';
  const anos = dezembro ? [ano, ano + 1] : [ano];
  const cadastrados = await anosCadastrados(ctx.db, anos);
  const onde = `Cadastre-a em ${TELA_TABELA_IBS_CBS}.`;
  if (!cadastrados.has(ano)) {
    return {
      aviso: {
        ano,
        tipo: 'ausente',
        mensagem: `A tabela de IBS e CBS de ${ano} não está cadastrada: nenhuma NF-e de ${ano} pode ser salva. ${onde}`,
      },
    };
  }
  if (dezembro && !cadastrados.has(ano + 1)) {
    return {
      aviso: {
        ano: ano + 1,
        tipo: 'ausente',
        mensagem:
          `A tabela de IBS e CBS de ${ano + 1} ainda não está cadastrada: a partir de 1º de janeiro nenhuma NF-e ` +
          `poderá ser salva sem ela. ${onde}`,
      },
    };
  }
  const provisoria = anos.find((a) => cadastrados.get(a)?.provisoria);
  if (provisoria === undefined) return { aviso: null };
  return {
    aviso: {
      ano: provisoria,
      tipo: 'provisoria',
      mensagem:
        `As alíquotas de IBS e CBS de ${provisoria} estão marcadas como provisórias (a CBS aguarda a Resolução do ` +
        `Senado Federal): confira-as com o contador em ${TELA_TABELA_IBS_CBS}.`,
    },
  };
}
