import type { Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { insertAuditEntry } from './auditoria.repository.ts';
import { diferencasEntre, type Registro } from './diferencas.ts';

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

function semId(registro: Registro | null): Registro | null {
  if (!registro) return null;
  const { id: _id, ...campos } = registro;
  return campos;
}

/**
 * Writes who changed which fields of a record, from where, with the old and new values (secrets only as
 * 'alterada'). Called inside the operation's transaction, so the change and its audit row commit or roll back
 * together. A save that changed nothing writes nothing. The record's own id is the row's id_entidade, not a
 * changed field.
 */
export async function registrarAlteracao(
  tx: Database,
  caller: Caller,
  { acao, entidade, idEntidade, antes, depois }: AlteracaoDeRegistro,
): Promise<void> {
  const alteracoes = diferencasEntre(semId(antes), semId(depois));
  if (alteracoes.length === 0) return;
  await insertAuditEntry(tx, {
    acao,
    idUsuario: caller.userId,
    entidade,
    idEntidade: String(idEntidade),
    ip: caller.ip,
    detalhes: { alteracoes },
  });
}
