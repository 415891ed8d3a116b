import { type TApontamentoInput, ZApontamentoInput } from '@erp/contracts/producao';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findProdutos, findServicos } from '../nfe/nfe.repository.ts';
import { auditarOrdem } from '../ordens-da-nota/auditar-ordem.ts';
import { ordemNaoPermite, ordemParaAlterar } from './auditar-ordem.ts';
import { insertApontamento } from './producao.repository.ts';

/**
 * POST /producao/ordens/{id}/apontamentos: one pointing of an order in production (several per order), stored with
 * who and when. An output names its product (code, NCM, unit), its quantity in that unit and in kg, and may name
 * its 5124 service (else the order's); sucata names its destination, and sucata kept needs the agreement.
 */
export async function apontarOrdem(ctx: AppContext, id: number, input: TApontamentoInput, caller: Caller) {
  const dados = ZApontamentoInput.parse(input);
  return ctx.db.transaction(async (tx) => {
    const ordem = await ordemParaAlterar(tx, id);
    if (ordem.status !== 'Em produção') {
      throw ordem.status === 'Aberta'
        ? AppError.conflict('Inicie a ordem antes de apontar.')
        : ordemNaoPermite(ordem.status, 'receber apontamentos');
    }
    const producao = dados.tipo === 'producao';
    if (producao && dados.id_produto && (await findProdutos(tx, [dados.id_produto])).length === 0) {
      throw AppError.validation('Produto não encontrado.', [
        { campo: 'id_produto', mensagem: 'Produto não encontrado.' },
      ]);
    }
    if (dados.id_servico && (await findServicos(tx, [dados.id_servico])).length === 0) {
      throw AppError.validation('Serviço não encontrado.', [
        { campo: 'id_servico', mensagem: 'Serviço não encontrado.' },
      ]);
    }
    const apontamento = await insertApontamento(tx, {
      idOrdem: id,
      tipo: dados.tipo,
      idProduto: producao ? (dados.id_produto ?? null) : null,
      idServico: producao ? (dados.id_servico ?? null) : null,
      quantidade: producao ? (dados.quantidade ?? null) : null,
      quantidadeKg: dados.quantidade_kg,
      destino: dados.tipo === 'sucata' ? (dados.destino ?? null) : null,
      documentoAcordo: dados.destino === 'manter' ? (dados.documento_acordo ?? null) : null,
      idUsuario: caller.userId,
    });
    await auditarOrdem(tx, id, 'ORDEM_APONTAMENTO', caller, {
      id_apontamento: apontamento.id,
      tipo: dados.tipo,
      quantidade_kg: dados.quantidade_kg,
      ...(producao
        ? { id_produto: dados.id_produto, quantidade: dados.quantidade, id_servico: dados.id_servico ?? null }
        : {}),
      ...(dados.destino ? { destino: dados.destino } : {}),
      ...(dados.documento_acordo && dados.destino === 'manter'
        ? { documento_acordo: dados.documento_acordo }
        : {}),
    });
    return { id: apontamento.id };
  });
}
