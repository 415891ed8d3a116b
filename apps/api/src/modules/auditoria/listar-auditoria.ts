import type { TAlteracao, TAuditoriaQuery, TRegistroAuditoria } from '@erp/contracts/auditoria';
import type { TPaginated } from '@erp/contracts/pagination';
import type { AppContext } from '../../app-context.ts';
import { paginate } from '../../lib/pagination.ts';
import { countAuditoria, type FiltroAuditoria, listAuditoria } from './auditoria.repository.ts';
import { entidadeDoRegistro, ORIGEM_DA_ENTIDADE } from './entidades-auditadas.ts';

type Linha = Awaited<ReturnType<typeof listAuditoria>>[number];

/** A register's change keeps its fields under `alteracoes`; anything else in `detalhes` is shown as it is. */
function separarDetalhes(detalhes: unknown): Pick<TRegistroAuditoria, 'alteracoes' | 'detalhes'> {
  if (!detalhes || typeof detalhes !== 'object') return { alteracoes: [], detalhes: null };
  const { alteracoes, ...resto } = detalhes as { alteracoes?: TAlteracao[] } & Record<string, unknown>;
  return {
    alteracoes: Array.isArray(alteracoes) ? alteracoes : [],
    detalhes: Object.keys(resto).length > 0 ? resto : null,
  };
}

function toRegistroDto(linha: Linha): TRegistroAuditoria {
  return {
    id: linha.id,
    data_hora: linha.createdAt.toISOString(),
    id_usuario: linha.idUsuario,
    usuario_nome: linha.usuarioNome,
    usuario_email: linha.usuarioEmail,
    ip: linha.ip,
    acao: linha.acao,
    entidade: entidadeDoRegistro(linha.entidade, linha.acao),
    id_entidade: linha.idEntidade,
    ...separarDetalhes(linha.detalhes),
  };
}

/** GET /api/auditoria: who did what, newest first, by user, entity and Brasília period. */
export async function listarAuditoria(
  ctx: AppContext,
  query: TAuditoriaQuery,
): Promise<TPaginated<TRegistroAuditoria>> {
  const filtro: FiltroAuditoria = {
    idUsuario: query.usuario,
    origem: query.entidade ? ORIGEM_DA_ENTIDADE[query.entidade] : undefined,
    dataInicio: query.data_inicio,
    dataFim: query.data_fim,
  };
  const pagina = await paginate(
    query,
    () => countAuditoria(ctx.db, filtro),
    (window) => listAuditoria(ctx.db, filtro, window),
  );
  return { ...pagina, data: pagina.data.map(toRegistroDto) };
}
