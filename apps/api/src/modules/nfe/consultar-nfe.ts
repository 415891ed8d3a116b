import {
  TIPOS_EVENTO_NFE,
  type TNfe,
  type TNfeListaItem,
  type TNfeListQuery,
  type ZNfeListQuery,
} from '@erp/contracts/nfe-documento';
import { CANCELAMENTO_PENDENTE, DIVERGENTE_DA_SEFAZ } from '@erp/contracts/nfe-operacao';
import type { TPaginated } from '@erp/contracts/pagination';
import { isSiglaUF } from '@erp/fiscal/documentos';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { paginateCounted } from '../../lib/pagination.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { contingenciaDisponivel, podeIrParaContingencia } from './contingencia-nfe.ts';
import { cancelavelAte } from './eventos-nfe.ts';
import {
  countNotas,
  findCliente,
  findNota,
  listEventos,
  listItensDaNota,
  listNotas,
  type NotaRow,
} from './nfe.repository.ts';
import { transporteDaNota } from './transporte-nfe.ts';

/** Documents exist once SEFAZ has answered with a protocol (authorised, later cancelled, or denied). */
const COM_DOCUMENTO = new Set(['Autorizada', 'Cancelada', 'Denegada']);

/**
 * The status shown: an authorised note whose cancellation is waiting for SEFAZ reads 'Cancelamento pendente'; a
 * note SEFAZ holds with another XML reads 'Divergente da SEFAZ' (x_motivo says what to do).
 */
export const situacaoDaNota = (
  nota: Pick<NotaRow, 'status' | 'cancelamentoPedidoEm'> & { divergenteDaSefaz?: boolean },
) =>
  nota.status === 'Autorizada' && nota.cancelamentoPedidoEm
    ? CANCELAMENTO_PENDENTE
    : nota.status === 'Processando' && nota.divergenteDaSefaz
      ? DIVERGENTE_DA_SEFAZ
      : nota.status;

export const caminhosDosDocumentos = (id: number, status: string) =>
  COM_DOCUMENTO.has(status)
    ? { caminho_pdf: `/api/nfe/${id}/danfe`, caminho_xml: `/api/nfe/${id}/xml` }
    : { caminho_pdf: null, caminho_xml: null };

/** GET /nfe/{id}: the header, its lines with the entry NF-e they reference, and the events. */
export async function obterNfe(ctx: AppContext, id: number): Promise<TNfe> {
  const nota = await findNota(ctx.db, id);
  if (!nota) throw AppError.notFound('NF-e não encontrada.');
  const [cliente, itens, eventos] = await Promise.all([
    findCliente(ctx.db, nota.idCliente),
    listItensDaNota(ctx.db, id),
    listEventos(ctx.db, id),
  ]);
  return {
    id: nota.id,
    id_cliente: nota.idCliente,
    nome_razao_social: cliente?.nomeRazaoSocial ?? '',
    natureza_operacao: nota.naturezaOperacao,
    finalidade_emissao: nota.finalidadeEmissao,
    transporte: transporteDaNota(nota),
    informacoes_complementares: nota.informacoesComplementares,
    status: situacaoDaNota(nota),
    valor_total_produtos: nota.valorTotalProdutos,
    valor_total_nota: nota.valorTotalNota,
    data_vencimento: nota.dataVencimento,
    numero_nfe: nota.numero,
    serie_nfe: nota.serie,
    chave_acesso: nota.chaveAcesso,
    protocolo: nota.protocolo,
    c_stat: nota.cStat,
    x_motivo: nota.xMotivo,
    recusa_cancelamento: nota.cancelamentoRecusa,
    data_emissao: nota.dataEmissao?.toISOString() ?? null,
    data_autorizacao: nota.dataAutorizacao?.toISOString() ?? null,
    data_cancelamento: nota.dataCancelamento?.toISOString() ?? null,
    contingencia: nota.contingencia,
    contingencia_desde: nota.contingenciaDesde?.toISOString() ?? null,
    contingencia_justificativa: nota.contingenciaJustificativa,
    ambiente: nota.ambiente,
    efeitos_estornados_em: nota.efeitosEstornadosEm?.toISOString() ?? null,
    created_at: nota.createdAt.toISOString(),
    itens: itens.map(({ item, idNfEntrada, numeroNfEntrada, serieNfEntrada }) => ({
      id: item.id,
      numero_item: item.numeroItem,
      nome_produto: item.nomeProduto,
      id_produto: item.idProduto,
      id_servico: item.idServico,
      quantidade: item.quantidade,
      cfop: item.cfop,
      id_item_entrada: item.idItemEntrada,
      id_nf_entrada_referencia: idNfEntrada,
      numero_nf_entrada: numeroNfEntrada,
      serie_nf_entrada: serieNfEntrada,
      valor_unitario: item.valorUnitario,
      valor_total_item: item.valorTotal,
      xPed: item.xPed,
      nItemPed: item.nItemPed,
    })),
    eventos: eventos.map((e) => ({
      tipo_evento: e.tipoEvento,
      descricao: TIPOS_EVENTO_NFE[e.tipoEvento as keyof typeof TIPOS_EVENTO_NFE] ?? e.tipoEvento,
      sequencia: e.sequencia,
      protocolo: e.protocolo,
      texto: e.texto,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

/** GET /nfe/listar: newest first, by client name or note number, status and client. */
export async function listarNfes(
  ctx: AppContext,
  query: z.output<typeof ZNfeListQuery> | TNfeListQuery,
): Promise<TPaginated<TNfeListaItem>> {
  const q = query as z.output<typeof ZNfeListQuery>;
  const filtro = { search: q.search || undefined, status: q.status, idCliente: q.id_cliente };
  const page = await paginateCounted(
    q,
    (w) => listNotas(ctx.db, filtro, w),
    () => countNotas(ctx.db, filtro),
  );
  const prazo = ctx.config.nfe.prazoCancelamentoHoras;
  // The company's UF names the SVC: read only when some note of the page waits for an autorizador.
  const empresa = page.data.some(podeIrParaContingencia) ? await findEmpresa(ctx.db) : undefined;
  const uf = empresa?.uf && isSiglaUF(empresa.uf) ? empresa.uf : undefined;
  return {
    ...page,
    data: page.data.map((r) => ({
      id: r.id,
      id_cliente: r.idCliente,
      nome_razao_social: r.nomeRazaoSocial,
      numero_nfe: r.numero,
      serie_nfe: r.serie,
      valor_total_nota: r.valorTotalNota,
      created_at: r.createdAt.toISOString(),
      status: situacaoDaNota(r),
      c_stat: r.cStat,
      x_motivo: r.xMotivo,
      recusa_cancelamento: r.cancelamentoRecusa,
      chave_acesso: r.chaveAcesso,
      ...caminhosDosDocumentos(r.id, r.status),
      cancelavel_ate: cancelavelAte(r, prazo)?.toISOString() ?? null,
      contingencia: r.contingencia,
      contingencia_disponivel: uf ? contingenciaDisponivel(r, uf) : null,
      ambiente: r.ambiente,
      efeitos_estornados_em: r.efeitosEstornadosEm?.toISOString() ?? null,
    })),
  };
}
