import { z } from 'zod';
import { zLimit, zPage } from './pagination.ts';

/**
 * What `GET /api/auditoria?entidade=` filters by, and what each row answers as its `entidade`. The registers and
 * the financial entries are their own tables; `nfe` also holds the inutilizações of the série, `entradas` the
 * notes the SEFAZ distributes, `producao` the ordens de industrialização; `login` is sign-in, failed sign-in,
 * blocking and sign-out; `permissoes` the refusals (403) of an operation reserved to an Administrador.
 */
export const ENTIDADES_AUDITORIA = [
  'clientes',
  'produtos',
  'fornecedores',
  'servicos',
  'lancamentos',
  'contas_bancarias',
  'empresa',
  'tabela_ibs_cbs',
  'usuarios',
  'nfe',
  'nfse',
  'entradas',
  'producao',
  'login',
  'permissoes',
] as const;
export type TEntidadeAuditoria = (typeof ENTIDADES_AUDITORIA)[number];

export const ROTULOS_ENTIDADE_AUDITORIA: Record<TEntidadeAuditoria, string> = {
  clientes: 'Clientes',
  produtos: 'Produtos',
  fornecedores: 'Fornecedores',
  servicos: 'Serviços',
  lancamentos: 'Lançamentos',
  contas_bancarias: 'Contas Bancárias',
  empresa: 'Dados da Empresa',
  tabela_ibs_cbs: 'Tabela IBS/CBS',
  usuarios: 'Utilizadores',
  nfe: 'NF-e',
  nfse: 'NFS-e',
  entradas: 'Entradas (XML)',
  producao: 'Produção',
  login: 'Login',
  permissoes: 'Permissões',
};

/**
 * The actions written to the audit, and how the screen names them. A register's change is `<ENTIDADE>_CRIADO`,
 * `_ALTERADO` or `_EXCLUIDO` (the company data only `EMPRESA_ALTERADA`), a lançamento's settlement
 * `LANCAMENTO_BAIXADO`; each carries its `alteracoes`. An action missing here is shown by its code.
 */
export const ROTULOS_ACAO_AUDITORIA: Record<string, string> = {
  ORDEM_CRIADA: 'Ordem aberta',
  ORDEM_INICIADA: 'Ordem iniciada',
  ORDEM_APONTAMENTO: 'Apontamento',
  ORDEM_CONCLUIDA: 'Ordem concluída',
  ORDEM_CANCELADA: 'Ordem cancelada',
  ORDEM_NFE_RETORNO_GERADA: 'NF-e de retorno gerada',
  ORDEM_FATURADA: 'Ordem faturada',
  ORDEM_FATURAMENTO_CANCELADO: 'NF-e de retorno cancelada',
  CLIENTE_PERDA_NORMAL_ALTERADA: 'Perda normal alterada',
  TABELA_IBS_CBS_CRIADA: 'Criação',
  TABELA_IBS_CBS_ALTERADA: 'Alteração',
  CLIENTE_CRIADO: 'Criação',
  CLIENTE_ALTERADO: 'Alteração',
  CLIENTE_EXCLUIDO: 'Exclusão',
  PRODUTO_CRIADO: 'Criação',
  PRODUTO_ALTERADO: 'Alteração',
  PRODUTO_EXCLUIDO: 'Exclusão',
  FORNECEDOR_CRIADO: 'Criação',
  FORNECEDOR_ALTERADO: 'Alteração',
  FORNECEDOR_EXCLUIDO: 'Exclusão',
  SERVICO_CRIADO: 'Criação',
  SERVICO_ALTERADO: 'Alteração',
  SERVICO_EXCLUIDO: 'Exclusão',
  CONTA_BANCARIA_CRIADA: 'Criação',
  CONTA_BANCARIA_ALTERADA: 'Alteração',
  CONTA_BANCARIA_EXCLUIDA: 'Exclusão',
  LANCAMENTO_CRIADO: 'Criação',
  LANCAMENTO_ALTERADO: 'Alteração',
  LANCAMENTO_EXCLUIDO: 'Exclusão',
  LANCAMENTO_BAIXADO: 'Baixa',
  BOLETO_EMITIDO: 'Boleto emitido (nosso número reservado)',
  CNAB_REMESSA_GERADA: 'Remessa CNAB gerada (títulos enviados ao banco)',
  CNAB_RETORNO_IMPORTADO: 'Retorno CNAB do banco importado',
  LANCAMENTO_BAIXADO_RETORNO_CNAB: 'Baixa pelo retorno CNAB do banco',
  BOLETO_AUTOMATICO_NAO_EMITIDO: 'Boleto automático não emitido na autorização da NF-e',
  EXTRATO_IMPORTADO: 'Extrato bancário (OFX) importado',
  EXTRATO_TRANSACAO_CONCILIADA: 'Transação do extrato conciliada',
  LANCAMENTO_CONCILIADO: 'Baixa pela conciliação do extrato',
  LANCAMENTO_PAGO_EM_PARTE: 'Pagamento parcial (o saldo ficou em aberto em outro lançamento)',
  LANCAMENTO_SALDO_CRIADO: 'Saldo em aberto de um pagamento parcial',
  EXTRATO_CONCILIACAO_DESFEITA: 'Conciliação da transação do extrato desfeita',
  LANCAMENTO_BAIXA_DESFEITA: 'Baixa desfeita (conciliação desfeita)',
  EMPRESA_ALTERADA: 'Alteração',
  CERTIFICADO_ENVIADO: 'Certificado digital enviado',
  CERTIFICADO_SUBSTITUIDO: 'Certificado digital substituído',
  CERTIFICADO_REMOVIDO: 'Certificado digital removido',
  CERTIFICADO_SEM_HTTPS_ALTERADO: 'Envio do certificado sem HTTPS alterado',
  AMBIENTE_FISCAL_ALTERADO: 'Ambiente fiscal alterado',
  DOCUMENTOS_DE_TESTE_ESTORNADOS: 'Documentos de teste estornados ao entrar em produção',
  PRAZOS_MATERIAL_TERCEIROS_ALTERADOS: 'Prazos de material de terceiros alterados',
  USUARIO_CRIADO: 'Criação',
  USUARIO_ALTERADO: 'Alteração',
  USUARIO_EXCLUIDO: 'Exclusão',
  NFE_RASCUNHO_CRIADO: 'Rascunho criado',
  NFE_RASCUNHO_ALTERADO: 'Rascunho alterado',
  NFE_RASCUNHO_EXCLUIDO: 'Rascunho excluído',
  NFE_ENVIADA: 'Enviada à SEFAZ',
  NFE_AUTORIZADA: 'Autorizada',
  NFE_REJEITADA: 'Rejeitada',
  NFE_DENEGADA: 'Denegada',
  NFE_DIVERGENTE_DA_SEFAZ: 'Divergente da SEFAZ (outro XML autorizado na chave)',
  NFE_CANCELADA: 'Cancelamento',
  NFE_CARTA_CORRECAO: 'Carta de Correção',
  NFE_NUMERACAO_INUTILIZADA: 'Inutilização de numeração',
  NFE_INUTILIZACAO_PENDENTE: 'Inutilização pendente (sem resposta conclusiva da SEFAZ)',
  NFE_INUTILIZACAO_RECUSADA: 'Inutilização recusada pela SEFAZ',
  NFSE_ENVIADA: 'Enviada à Sefin Nacional',
  NFSE_AUTORIZADA: 'Autorizada',
  NFSE_REJEITADA: 'Rejeitada',
  NFSE_CANCELADA: 'Cancelamento',
  NFE_ENTRADA_IMPORTADA: 'Importação',
  NFE_ENTRADA_ESTORNADA: 'Importação desfeita',
  NFE_ENTRADA_ASSINATURA_CONFIRMADA: 'Assinatura inválida aceita',
  MANIFESTACAO_CONFIRMADA: 'Confirmação de recebimento',
  MANIFESTACAO_RECUSADA: 'Manifestação recusada',
  MANIFESTACAO_DESCONHECIDA: 'Desconhecimento da operação',
  MANIFESTACAO_NAO_REALIZADA: 'Operação não realizada',
  CIENCIA_ENVIADA: 'Ciência da operação',
  CIENCIA_RECUSADA: 'Ciência recusada',
  LOGIN: 'Login',
  LOGIN_FALHA: 'Falha de login',
  LOGIN_BLOQUEADO: 'Login bloqueado',
  LOGOUT: 'Saída',
  PERMISSAO_NEGADA: 'Permissão negada',
};

export function rotuloDaAcao(acao: string): string {
  return ROTULOS_ACAO_AUDITORIA[acao] ?? acao;
}

/** What the audit keeps of a field: the API's own values (money and dates as the API writes them). */
export const ZValorAuditado = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type TValorAuditado = z.infer<typeof ZValorAuditado>;

/**
 * One changed field, named as the API names it: its old and new value (null before a creation and after an
 * exclusion), or, for a secret (a password, a token, a certificate), only that it was changed.
 */
export const ZAlteracao = z.union([
  z.object({ campo: z.string(), antigo: ZValorAuditado, novo: ZValorAuditado }),
  z.object({ campo: z.string(), valor: z.literal('alterada') }),
]);
export type TAlteracao = z.infer<typeof ZAlteracao>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const zData = z.iso.date('Data inválida (use AAAA-MM-DD).');
const USUARIO_INVALIDO = 'Utilizador inválido (use o id numérico do utilizador).';

/**
 * `GET /api/auditoria`. Unlike the registers' lists, a bad page or limit is refused (400) rather than replaced:
 * this is a query an auditor types, and answering another page than the one asked for would mislead. The
 * period is of Brasília calendar days, both ends included.
 */
export const ZAuditoriaQuery = z
  .object({
    page: zPage.default(1),
    limit: zLimit(100).default(10),
    usuario: z.preprocess(
      blankToUndefined,
      z.coerce
        .number(USUARIO_INVALIDO)
        .int(USUARIO_INVALIDO)
        .positive(USUARIO_INVALIDO)
        .max(2_147_483_647, USUARIO_INVALIDO)
        .optional(),
    ),
    entidade: z.preprocess(
      blankToUndefined,
      z.enum(ENTIDADES_AUDITORIA, `Entidade inválida: use ${ENTIDADES_AUDITORIA.join(', ')}.`).optional(),
    ),
    data_inicio: z.preprocess(blankToUndefined, zData.optional()),
    data_fim: z.preprocess(blankToUndefined, zData.optional()),
  })
  .refine((q) => !q.data_inicio || !q.data_fim || q.data_inicio <= q.data_fim, {
    path: ['data_fim'],
    message: 'A data final não pode ser anterior à data inicial.',
  });
export type TAuditoriaQuery = z.infer<typeof ZAuditoriaQuery>;

export const ZRegistroAuditoria = z.object({
  id: z.number().int(),
  /** The instant, ISO 8601 in UTC; the screen shows it in Brasília time. */
  data_hora: z.string(),
  id_usuario: z.number().int().nullable(),
  /** Null for a deleted user or a sign-in with an unknown e-mail (then `usuario_email` is the e-mail typed). */
  usuario_nome: z.string().nullable(),
  usuario_email: z.string().nullable(),
  ip: z.string().nullable(),
  acao: z.string(),
  entidade: z.enum(ENTIDADES_AUDITORIA).nullable(),
  id_entidade: z.string().nullable(),
  /** The changed fields of a register or lançamento; empty for the other events. */
  alteracoes: z.array(ZAlteracao),
  /** What the other events keep (the route refused, the SEFAZ status, the reason of a failed login...). */
  detalhes: z.record(z.string(), z.unknown()).nullable(),
});
export type TRegistroAuditoria = z.infer<typeof ZRegistroAuditoria>;
