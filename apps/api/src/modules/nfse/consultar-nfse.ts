import { CANCELAMENTO_PENDENTE } from '@erp/contracts/nfe-operacao';
import type { TNfse, TNfseListaItem, ZNfseListQuery } from '@erp/contracts/nfse';
import type { TPaginated } from '@erp/contracts/pagination';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { paginate } from '../../lib/pagination.ts';
import { findRecebivel } from '../financeiro/recebiveis.repository.ts';
import {
  countNotasServico,
  findCliente,
  findNotaFiscal,
  findNotaServico,
  findServico,
  listEventos,
  listNotasServico,
  type NotaServicoRow,
} from './nfse.repository.ts';

/** Documents exist once the Sefin generated the NFS-e (authorised, later cancelled). */
const COM_DOCUMENTO = new Set<NotaServicoRow['status']>(['Autorizada', 'Cancelada']);

export const caminhosDosDocumentos = (id: number, status: NotaServicoRow['status']) =>
  COM_DOCUMENTO.has(status)
    ? { caminho_pdf: `/api/nfse/${id}/danfse`, caminho_xml: `/api/nfse/${id}/xml` }
    : { caminho_pdf: null, caminho_xml: null };

/** The status shown: an authorised NFS-e whose cancellation waits for the Sefin reads 'Cancelamento pendente'. */
const situacaoDaNfse = (nota: Pick<NotaServicoRow, 'status' | 'cancelamentoPedidoEm'>) =>
  nota.status === 'Autorizada' && nota.cancelamentoPedidoEm ? CANCELAMENTO_PENDENTE : nota.status;

/** A new cancellation can be asked of an authorised NFS-e without one pending. */
const isCancelavel = (nota: Pick<NotaServicoRow, 'status' | 'cancelamentoPedidoEm'>) =>
  nota.status === 'Autorizada' && !nota.cancelamentoPedidoEm;

const numeroNfse = (numero: number | null) => (numero === null ? null : String(numero));

const DESCRICOES_EVENTO: Record<string, string> = { '101101': 'Cancelamento' };

/** GET /nfse/listar: newest first, by tomador or number (NFS-e or DPS), and status. */
export async function listarNfse(
  ctx: AppContext,
  query: z.output<typeof ZNfseListQuery>,
): Promise<TPaginated<TNfseListaItem>> {
  const filtro = { search: query.search || undefined, status: query.status };
  const page = await paginate(
    query,
    () => countNotasServico(ctx.db, filtro),
    (w) => listNotasServico(ctx.db, filtro, w),
  );
  return {
    ...page,
    data: page.data.map((r) => ({
      id: r.id,
      id_cliente: r.idCliente,
      nome_razao_social: r.nomeRazaoSocial,
      numero_nfse: numeroNfse(r.numeroNfse),
      serie_dps: r.serieDps,
      numero_dps: r.numeroDps,
      chave_acesso: r.chaveAcesso,
      valor_servico: r.valorServico,
      valor_liquido: r.valorLiquido,
      data_competencia: r.dataCompetencia,
      created_at: r.createdAt.toISOString(),
      status: situacaoDaNfse(r),
      c_stat: r.cStat,
      mensagem: r.mensagem,
      recusa_cancelamento: r.cancelamentoRecusa,
      ...caminhosDosDocumentos(r.id, r.status),
      cancelavel: isCancelavel(r),
      ambiente: r.ambiente,
      efeitos_estornados_em: r.efeitosEstornadosEm?.toISOString() ?? null,
    })),
  };
}

/**
 * GET /nfse/{id}: the NFS-e with its tomador, service, values (deductions of the ISS base included), referenced
 * NF-e, receivable and events.
 */
export async function obterNfse(ctx: AppContext, id: number): Promise<TNfse> {
  const nota = await findNotaServico(ctx.db, id);
  if (!nota) throw AppError.notFound('NFS-e não encontrada.');
  const [cliente, servico, nfe, recebivel, eventos] = await Promise.all([
    findCliente(ctx.db, nota.idCliente),
    findServico(ctx.db, nota.idServico),
    nota.idNotaFiscal ? findNotaFiscal(ctx.db, nota.idNotaFiscal) : undefined,
    findRecebivel(ctx.db, { origem: 'NFSE', idDocumento: id }),
    listEventos(ctx.db, id),
  ]);
  return {
    id: nota.id,
    id_cliente: nota.idCliente,
    nome_razao_social: cliente?.nomeRazaoSocial ?? '',
    cpf_cnpj_tomador: cliente?.cpfCnpj ?? '',
    numero_nfse: numeroNfse(nota.numeroNfse),
    serie_dps: nota.serieDps,
    numero_dps: nota.numeroDps,
    id_dps: nota.idDps,
    chave_acesso: nota.chaveAcesso,
    status: situacaoDaNfse(nota),
    c_stat: nota.cStat,
    mensagem: nota.mensagem,
    recusa_cancelamento: nota.cancelamentoRecusa,
    ...caminhosDosDocumentos(nota.id, nota.status),
    cancelavel: isCancelavel(nota),
    ambiente: nota.ambiente,
    efeitos_estornados_em: nota.efeitosEstornadosEm?.toISOString() ?? null,
    id_servico: nota.idServico,
    descricao_servico: servico?.descricao ?? '',
    codigo_lc_116: servico?.codigoLc116 ?? '',
    codigo_nbs: nota.codigoNbs,
    quantidade: nota.quantidadeKg,
    preco_kg: nota.precoKg,
    discriminacao: nota.discriminacao,
    data_competencia: nota.dataCompetencia,
    data_vencimento: nota.dataVencimento,
    valor_servico: nota.valorServico,
    valor_deducoes: nota.valorDeducoes,
    valor_base_calculo: nota.valorBaseCalculo,
    aliquota_iss: nota.aliquotaIss,
    valor_iss: nota.valorIss,
    iss_retido: nota.issRetido,
    aliquota_pis: nota.aliquotaPis,
    aliquota_cofins: nota.aliquotaCofins,
    aliquota_csll: nota.aliquotaCsll,
    aliquota_irrf: nota.aliquotaIrrf,
    aliquota_inss: nota.aliquotaInss,
    valor_pis: nota.valorPis,
    valor_cofins: nota.valorCofins,
    valor_csll: nota.valorCsll,
    valor_irrf: nota.valorIrrf,
    valor_inss: nota.valorInss,
    valor_retencoes: nota.valorRetencoes,
    valor_liquido: nota.valorLiquido,
    id_nfe_referencia: nota.idNotaFiscal,
    numero_nfe_referencia: nfe?.numero ?? null,
    chave_nfe_referencia: nfe?.chaveAcesso ?? null,
    data_emissao: nota.dataEmissao.toISOString(),
    data_autorizacao: nota.dataAutorizacao?.toISOString() ?? null,
    data_cancelamento: nota.dataCancelamento?.toISOString() ?? null,
    created_at: nota.createdAt.toISOString(),
    id_lancamento: recebivel?.id ?? null,
    status_lancamento: recebivel?.status ?? null,
    eventos: eventos.map((e) => ({
      tipo_evento: e.tipoEvento,
      descricao: DESCRICOES_EVENTO[e.tipoEvento] ?? e.tipoEvento,
      codigo_motivo: e.codigoMotivo,
      justificativa: e.justificativa,
      created_at: e.createdAt.toISOString(),
    })),
  };
}
