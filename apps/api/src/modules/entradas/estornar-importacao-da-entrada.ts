import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { insertMovimentos } from '../estoque/estoque.repository.ts';
import { deletePagaveis, lockPagaveisDaEntrada } from '../financeiro/pagaveis.repository.ts';
import { formatarKg } from '../nfe/linhas-nfe.ts';
import { deleteEntrada, lockEntrada, lockEstoques, lockItensParaEstorno } from './entradas.repository.ts';

const naoEstornavel = (motivo: string) =>
  AppError.conflict(`A importação desta nota não pode ser desfeita: ${motivo}`);

/**
 * Undoes an import while nothing of it was used (issue 24), in one transaction: the client's items still hold
 * their whole balance, unreserved and named by no NF-e line or ordem de industrialização; the purchase's kg are
 * still in the product's own stock (nothing sold or adjusted below them); no payable was settled. The stock
 * leaves at the entry's own cost (ESTORNO_ENTRADA_NFE), the payables are deleted, the entry and its items too;
 * the client or supplier registered from the emitente stays. Audited as NFE_ENTRADA_ESTORNADA.
 */
export async function estornarImportacaoDaEntrada(ctx: AppContext, id: number, caller: Caller) {
  return ctx.db.transaction(async (tx) => {
    const entrada = await lockEntrada(tx, id);
    if (!entrada) throw AppError.notFound('Nota de entrada não encontrada.');
    const itens = await lockItensParaEstorno(tx, id);
    for (const item of itens) {
      if (item.usos > 0 || new Decimal(item.reservadoKg).gt(0)) {
        throw naoEstornavel(
          `o item ${item.numeroItem} (${item.descricao}) já está em uma NF-e ou ordem de produção.`,
        );
      }
      if (
        !entrada.assinaturaPendente &&
        item.destino === 'terceiros' &&
        !item.ignorado &&
        !new Decimal(item.saldoKg).eq(item.quantidadeKg)
      ) {
        throw naoEstornavel(`o item ${item.numeroItem} (${item.descricao}) já teve material devolvido.`);
      }
    }
    // A note still waiting for its signature (issue 26) moved no stock and holds no balance: nothing to take back.
    const movidos = entrada.assinaturaPendente
      ? []
      : itens.filter((i) => !i.ignorado && i.idProduto !== null);
    const estoques = await lockEstoques(tx, [...new Set(movidos.map((i) => i.idProduto as number))]);
    const pedido = new Map<number, { proprio: Decimal; total: Decimal }>();
    for (const item of movidos) {
      const atual = pedido.get(item.idProduto as number) ?? {
        proprio: new Decimal(0),
        total: new Decimal(0),
      };
      atual.total = atual.total.plus(item.quantidadeKg);
      if (item.destino === 'proprio') atual.proprio = atual.proprio.plus(item.quantidadeKg);
      pedido.set(item.idProduto as number, atual);
    }
    for (const [idProduto, kg] of pedido) {
      const estoque = estoques.get(idProduto);
      if (!estoque) continue;
      if (kg.proprio.gt(estoque.estoqueProprioKg) || kg.total.gt(estoque.estoqueAtual)) {
        throw naoEstornavel(
          `o estoque de "${estoque.nome}" já foi usado (disponível ${formatarKg(
            kg.proprio.gt(0) ? estoque.estoqueProprioKg : estoque.estoqueAtual,
          )}, a nota trouxe ${formatarKg(kg.proprio.gt(0) ? kg.proprio : kg.total)}).`,
        );
      }
    }
    const pagaveis = await lockPagaveisDaEntrada(tx, id);
    if (pagaveis.some((p) => p.status === 'Pago')) {
      throw naoEstornavel('uma conta a pagar desta nota já foi baixada.');
    }
    await insertMovimentos(
      tx,
      movidos.map((item) => ({
        idProduto: item.idProduto as number,
        quantidadeKg: new Decimal(item.quantidadeKg).negated().toFixed(4),
        origem: 'ESTORNO_ENTRADA_NFE' as const,
        idDocumento: String(id),
        observacao: `Importação desfeita da NF-e nº ${entrada.numeroNf}/${entrada.serie}`,
        idUsuario: caller.userId,
        destino: item.destino,
        custoTotal: item.custoTotal === null ? null : new Decimal(item.custoTotal).negated().toFixed(2),
      })),
    );
    await deletePagaveis(
      tx,
      pagaveis.map((p) => p.id),
    );
    await deleteEntrada(tx, id);
    await auditarEvento(tx, caller, {
      acao: 'NFE_ENTRADA_ESTORNADA',
      entidade: 'nfe_entradas',
      idEntidade: id,
      detalhes: {
        chave: entrada.chaveAcesso,
        id_cliente: entrada.idCliente,
        id_fornecedor: entrada.idFornecedor,
        lancamentos_excluidos: pagaveis.map((p) => p.id),
      },
    });
    return { message: `Importação da NF-e ${entrada.numeroNf} desfeita.` };
  });
}
