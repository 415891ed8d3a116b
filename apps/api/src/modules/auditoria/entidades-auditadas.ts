import type { TEntidadeAuditoria } from '@erp/contracts/auditoria';

/** Where an `entidade`'s rows are: the tables they name, or, for events that name no table, their actions. */
export type OrigemDaEntidade = { tabelas?: readonly string[]; acoes?: readonly string[] };

/**
 * How each `entidade` of GET /api/auditoria is found in the table: by the tables its rows name (the registers,
 * the lançamentos, the fiscal documents), or, for sign-ins and refusals, which name none, by their actions.
 */
export const ORIGEM_DA_ENTIDADE: Record<TEntidadeAuditoria, OrigemDaEntidade> = {
  clientes: { tabelas: ['clientes'] },
  produtos: { tabelas: ['produtos'] },
  fornecedores: { tabelas: ['fornecedores'] },
  servicos: { tabelas: ['servicos'] },
  lancamentos: { tabelas: ['lancamentos'] },
  contas_bancarias: { tabelas: ['contas_bancarias'] },
  // The company's certificate, fiscal environment and material deadlines are set on its screen (Dados da Empresa).
  empresa: { tabelas: ['empresa', 'certificados_a1', 'configuracao_fiscal', 'prazos_material_terceiros'] },
  tabela_ibs_cbs: { tabelas: ['aliquotas_ibs_cbs'] },
  usuarios: { tabelas: ['usuarios'] },
  nfe: { tabelas: ['notas_fiscais', 'nfe_inutilizacoes'] },
  nfse: { tabelas: ['notas_servico'] },
  entradas: { tabelas: ['nfe_entradas', 'documentos_distribuidos'] },
  producao: { tabelas: ['ordens_industrializacao'] },
  login: { acoes: ['LOGIN', 'LOGIN_FALHA', 'LOGIN_BLOQUEADO', 'LOGOUT'] },
  permissoes: { acoes: ['PERMISSAO_NEGADA'] },
};

const origens = Object.entries(ORIGEM_DA_ENTIDADE) as [TEntidadeAuditoria, OrigemDaEntidade][];
const porTabela = new Map(origens.flatMap(([e, o]) => (o.tabelas ?? []).map((t) => [t, e] as const)));
const porAcao = new Map(origens.flatMap(([e, o]) => (o.acoes ?? []).map((a) => [a, e] as const)));

/** The `entidade` a stored row answers as, the same value that filters it; null for an event of neither kind. */
export function entidadeDoRegistro(tabela: string | null, acao: string): TEntidadeAuditoria | null {
  return (tabela ? porTabela.get(tabela) : porAcao.get(acao)) ?? null;
}
