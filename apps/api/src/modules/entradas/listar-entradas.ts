import type { TEntrada, TEntradasQuery } from '@erp/contracts/entradas';
import type { TPaginated } from '@erp/contracts/pagination';
import type { AppContext } from '../../app-context.ts';
import { paginate } from '../../lib/pagination.ts';
import { countEntradas, listEntradas } from './entradas.repository.ts';
import { manifestacoesPorChave } from './manifestacoes-da-nota.ts';

export async function listarEntradas(ctx: AppContext, query: TEntradasQuery): Promise<TPaginated<TEntrada>> {
  const filtro = { search: query.search, dataInicio: query.data_inicio, dataFim: query.data_fim };
  const page = await paginate(
    query,
    () => countEntradas(ctx.db, filtro),
    (w) => listEntradas(ctx.db, filtro, w),
  );
  const manifestacoes = await manifestacoesPorChave(
    ctx.db,
    page.data.map((r) => r.chaveAcesso),
    (await ctx.fiscal.atual()).modo,
  );
  return {
    ...page,
    data: page.data.map((r) => ({
      id: r.id,
      id_cliente: r.idCliente,
      id_fornecedor: r.idFornecedor,
      nome_razao_social: r.nomeRazaoSocial,
      destinos: [
        ...(r.idCliente !== null ? (['terceiros'] as const) : []),
        ...(r.idFornecedor !== null ? (['proprio'] as const) : []),
      ],
      chave_acesso: r.chaveAcesso,
      numero_nf: r.numeroNf,
      serie: r.serie,
      data_emissao: r.dataEmissao.toISOString(),
      created_at: r.createdAt.toISOString(),
      valor_total: r.valorTotal,
      status_manifestacao: r.statusManifestacao,
      manifestacoes: manifestacoes.get(r.chaveAcesso) ?? [],
      avisos: [
        ...(r.situacaoAssinatura === 'valida' ? [] : ['Assinatura inválida']),
        ...(r.protocoloAutorizacao ? [] : ['Sem protocolo de autorização']),
      ],
      assinatura_pendente: r.assinaturaPendente,
    })),
  };
}
