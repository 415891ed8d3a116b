import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type AuditEntry, insertAuditEntries, insertAuditEntry } from './auditoria.repository.ts';
import { diferencasEntre, type Registro } from './diferencas.ts';

/**
 * The audit's one API, two verbs: `auditarAlteracao` (the diff of a register; `auditarAlteracoes` for several at
 * once) and `auditarEvento` (the event of a document, a sign-in or a refusal). Both write in the transaction they are given, so the change and its audit
 * row commit or roll back together; no other code builds an audit row.
 */

/**
 * Who did it: a signed-in user (a `Caller` is one), someone who only typed an e-mail (a failed sign-in), or nobody, the
 * app itself (null: the background jobs that conclude an emission or a cancellation).
 */
export type Autor = { userId: number | null; ip: string | null; email?: string | null };

/** The signed-in user of a request, as the audit names them (a refusal keeps the e-mail they signed in with). */
export const autorDaRequisicao = (request: FastifyRequest): Autor => ({
  userId: request.user.id,
  email: request.user.email,
  ip: request.ip,
});

export type AlteracaoDeRegistro = {
  /** `CLIENTE_CRIADO`, `PRODUTO_ALTERADO`, `LANCAMENTO_BAIXADO`... (ROTULOS_ACAO_AUDITORIA in the contracts). */
  acao: string;
  /** The table changed: clientes, produtos, fornecedores, servicos, lancamentos, empresa. */
  entidade: string;
  idEntidade: number;
  /** The record as the API shows it before and after the change; null before a creation, after an exclusion. */
  antes: Registro | null;
  depois: Registro | null;
};

export type EventoAuditado = {
  /** `NFE_AUTORIZADA`, `LOGIN_FALHA`, `PERMISSAO_NEGADA`... (ROTULOS_ACAO_AUDITORIA in the contracts). */
  acao: string;
  /** The table of the document (notas_fiscais, notas_servico...); none for sign-ins and refusals. */
  entidade?: string;
  /** The document's id, or the key that names it (a voided range 'série:início-fim'). */
  idEntidade?: number | string;
  detalhes?: Record<string, unknown>;
};

function semId(registro: Registro | null): Registro | null {
  if (!registro) return null;
  const { id: _id, ...campos } = registro;
  return campos;
}

/**
 * Writes who changed which fields of a record, from where, with the old and new values (secrets only as
 * 'alterada'). A save that changed nothing writes nothing. The record's own id is the row's id_entidade, not a
 * changed field.
 */
export async function auditarAlteracao(
  tx: Database,
  autor: Autor,
  { acao, entidade, idEntidade, antes, depois }: AlteracaoDeRegistro,
): Promise<void> {
  const alteracoes = diferencasEntre(semId(antes), semId(depois));
  if (alteracoes.length === 0) return;
  await auditarEvento(tx, autor, { acao, entidade, idEntidade, detalhes: { alteracoes } });
}

/**
 * `auditarAlteracao` of several records changed together (a bank's return file settling a thousand receivables):
 * the same rows, written in one statement.
 */
export async function auditarAlteracoes(
  tx: Database,
  autor: Autor,
  alteracoes: readonly AlteracaoDeRegistro[],
): Promise<void> {
  const linhas: AuditEntry[] = [];
  for (const { acao, entidade, idEntidade, antes, depois } of alteracoes) {
    const campos = diferencasEntre(semId(antes), semId(depois));
    if (campos.length > 0)
      linhas.push(linhaDoEvento(autor, { acao, entidade, idEntidade, detalhes: { alteracoes: campos } }));
  }
  await insertAuditEntries(tx, linhas);
}

const linhaDoEvento = (autor: Autor | null, { acao, entidade, idEntidade, detalhes }: EventoAuditado) => ({
  acao,
  idUsuario: autor?.userId ?? null,
  email: autor?.email ?? null,
  entidade,
  idEntidade: idEntidade === undefined ? undefined : String(idEntidade),
  ip: autor?.ip ?? null,
  detalhes,
});

/** Writes one event: what happened to which document (or at the door), by whom and from where. */
export async function auditarEvento(
  tx: Database,
  autor: Autor | null,
  evento: EventoAuditado,
): Promise<void> {
  await insertAuditEntry(tx, linhaDoEvento(autor, evento));
}
