import type { TOrdem } from '@erp/contracts/producao';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { situacaoKg, situacaoParaResposta } from './kg-da-ordem.ts';
import {
  findClienteDaOrdem,
  findNomesDeUsuarios,
  findOrdem,
  findPerdasNormais,
  listApontamentos,
  listEntradasDaOrdem,
  listNotasDasOrdens,
  type OrdemRow,
} from './producao.repository.ts';

/**
 * The agreed loss an order is held to: the strictest of the client's agreements for its input products (one
 * without an agreement counts as 0 %); null when none of them has one.
 */
export async function perdaNormalDaOrdem(db: Database, idCliente: number, idsProdutos: readonly number[]) {
  const acordos = await findPerdasNormais(db, idCliente, [...new Set(idsProdutos)]);
  if (acordos.size === 0) return null;
  const limites = [...new Set(idsProdutos)].map((id) => new Decimal(acordos.get(id) ?? 0));
  return Decimal.min(...limites).toFixed(4);
}

/** Everything an order's decisions read, once: inputs, pointings and its kg. */
export async function carregarOrdem(db: Database, ordem: OrdemRow) {
  const entradas = await listEntradasDaOrdem(db, [ordem.id]);
  const apontamentos = await listApontamentos(db, [ordem.id]);
  const perdaNormal = await perdaNormalDaOrdem(
    db,
    ordem.idCliente,
    entradas.map((e) => e.entrada.idProduto),
  );
  const situacao = situacaoKg(
    entradas.map((e) => e.entrada),
    apontamentos.map((a) => a.apontamento),
    perdaNormal,
  );
  return { entradas, apontamentos, situacao };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const kgOuNull = (v: string | null) => (v === null ? null : new Decimal(v).toFixed(3));

/** GET /producao/ordens/{id}: header, inputs, pointings, the return notes and the kg situation. */
export async function obterOrdem(ctx: AppContext, id: number): Promise<TOrdem> {
  const ordem = await findOrdem(ctx.db, id);
  if (!ordem) throw AppError.notFound('Ordem de industrialização não encontrada.');
  const cliente = await findClienteDaOrdem(ctx.db, ordem.idCliente);
  const { entradas, apontamentos, situacao } = await carregarOrdem(ctx.db, ordem);
  const notas = await listNotasDasOrdens(ctx.db, [id]);
  const ids = [
    ordem.idUsuario,
    ordem.idUsuarioInicio,
    ordem.idUsuarioConclusao,
    ordem.idUsuarioAprovacaoPerda,
    ordem.idUsuarioCancelamento,
  ].filter((u): u is number => u !== null);
  const nomes = await findNomesDeUsuarios(ctx.db, [...new Set(ids)]);
  const quem = (em: Date | null, idUsuario: number | null) => ({
    em: iso(em),
    id_usuario: idUsuario,
    usuario: idUsuario ? (nomes.get(idUsuario) ?? null) : null,
  });
  const diasEntre = (de: string, ate: string) =>
    Math.round((Date.parse(`${ate}T12:00:00Z`) - Date.parse(`${de}T12:00:00Z`)) / 86_400_000);
  const soma = (campo: 'quantidadeKg' | 'reservadoKg') =>
    entradas.reduce((s, e) => s.plus(e.entrada[campo]), new Decimal(0)).toFixed(3);
  return {
    id: ordem.id,
    numero: ordem.id,
    id_cliente: ordem.idCliente,
    nome_razao_social: cliente?.nomeRazaoSocial ?? '',
    xped: ordem.xped,
    status: ordem.status,
    id_servico: ordem.idServico,
    quantidade_kg: soma('quantidadeKg'),
    reservado_kg: soma('reservadoKg'),
    created_at: ordem.createdAt.toISOString(),
    idade_dias: diasEntre(hojeEmBrasilia(ordem.createdAt), hojeEmBrasilia()),
    criada: quem(ordem.createdAt, ordem.idUsuario),
    iniciada: quem(ordem.iniciadaEm, ordem.idUsuarioInicio),
    concluida: quem(ordem.concluidaEm, ordem.idUsuarioConclusao),
    perda_aprovada: quem(ordem.perdaAprovadaEm, ordem.idUsuarioAprovacaoPerda),
    cancelada: quem(ordem.canceladaEm, ordem.idUsuarioCancelamento),
    faturada_em: iso(ordem.faturadaEm),
    entradas: entradas.map((e) => ({
      id: e.entrada.id,
      id_item_entrada: e.entrada.idItemEntrada,
      id_nfe_entrada: e.idNfeEntrada,
      numero_nf: e.numeroNf,
      serie_nf: e.serieNf,
      id_produto: e.entrada.idProduto,
      codigo_produto: e.codigoProduto,
      nome_produto: e.nomeProduto,
      quantidade_kg: new Decimal(e.entrada.quantidadeKg).toFixed(3),
      reservado_kg: new Decimal(e.entrada.reservadoKg).toFixed(3),
      aplicado_kg: kgOuNull(e.entrada.aplicadoKg),
      sucata_devolvida_kg: kgOuNull(e.entrada.sucataDevolvidaKg),
      nao_aplicado_kg: kgOuNull(e.entrada.naoAplicadoKg),
      retido_kg: kgOuNull(e.entrada.retidoKg),
    })),
    apontamentos: apontamentos.map(({ apontamento: a, ...p }) => ({
      id: a.id,
      tipo: a.tipo,
      id_produto: a.idProduto,
      codigo_produto: p.codigoProduto,
      nome_produto: p.nomeProduto,
      ncm: p.ncm,
      unidade: p.unidade,
      id_servico: a.idServico,
      quantidade: a.quantidade,
      quantidade_kg: new Decimal(a.quantidadeKg).toFixed(3),
      destino: a.destino,
      documento_acordo: a.documentoAcordo,
      id_usuario: a.idUsuario,
      usuario: p.usuario,
      created_at: a.createdAt.toISOString(),
    })),
    notas: notas.map((n) => ({ id: n.id, numero: n.numero, status: n.status })),
    situacao_kg: situacaoParaResposta(situacao),
  };
}
