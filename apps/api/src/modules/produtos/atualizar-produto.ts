import type { TProduto, ZProdutoInput } from '@erp/contracts/produtos';
import { Decimal } from '@erp/fiscal/decimal';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { insertMovimento } from '../estoque/estoque.repository.ts';
import { toProdutoDto } from './produto-dto.ts';
import { findProduto, lockProduto, updateProduto } from './produtos.repository.ts';
import { validarProduto } from './validar-produto.ts';

/**
 * A changed stock figure is recorded as an adjustment of the difference, never as an overwrite; the change is
 * audited in the same transaction.
 */
export async function atualizarProduto(
  ctx: AppContext,
  id: number,
  input: z.output<typeof ZProdutoInput>,
  caller: Caller,
): Promise<TProduto> {
  const values = await validarProduto(ctx.db, input);
  return ctx.db.transaction(async (tx) => {
    // Row lock: two edits of the same product must not compute their adjustments from the same balance.
    const atual = await lockProduto(tx, id);
    if (!atual) throw AppError.notFound('Produto não encontrado.');
    await updateProduto(tx, id, values);
    const diferenca = new Decimal(input.estoque_atual).minus(new Decimal(atual.estoqueAtual).toFixed(2));
    if (!diferenca.isZero()) {
      await insertMovimento(tx, {
        idProduto: id,
        quantidadeKg: diferenca.toFixed(4),
        origem: 'AJUSTE',
        // The count typed on the product is the company's own stock (issue 24), moved at its average cost.
        destino: 'proprio',
        observacao: 'Ajuste manual no cadastro do produto',
        idUsuario: caller.userId,
      });
    }
    const saved = await findProduto(tx, id);
    if (!saved) throw AppError.notFound('Produto não encontrado.');
    const alterado = toProdutoDto(saved);
    await auditarAlteracao(tx, caller, {
      acao: 'PRODUTO_ALTERADO',
      entidade: 'produtos',
      idEntidade: id,
      antes: toProdutoDto(atual),
      depois: alterado,
    });
    return alterado;
  });
}
