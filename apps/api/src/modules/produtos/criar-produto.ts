import type { TProduto, ZProdutoInput } from '@erp/contracts/produtos';
import { Decimal } from '@erp/fiscal/decimal';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { insertMovimento } from '../estoque/estoque.repository.ts';
import { toProdutoDto } from './produto-dto.ts';
import { findProduto, insertProduto } from './produtos.repository.ts';
import { validarProduto } from './validar-produto.ts';

/** The initial stock enters through the ledger, so the balance always equals the sum of movements. */
export async function criarProduto(
  ctx: AppContext,
  input: z.output<typeof ZProdutoInput>,
  caller: Caller,
): Promise<TProduto> {
  const values = await validarProduto(ctx.db, input);
  return ctx.db.transaction(async (tx) => {
    const produto = await insertProduto(tx, values);
    if (!new Decimal(input.estoque_atual).isZero()) {
      await insertMovimento(tx, {
        idProduto: produto.id,
        quantidadeKg: input.estoque_atual,
        origem: 'ESTOQUE_INICIAL',
        destino: 'proprio',
        idUsuario: caller.userId,
      });
    }
    const criado = toProdutoDto((await findProduto(tx, produto.id)) ?? produto);
    await auditarAlteracao(tx, caller, {
      acao: 'PRODUTO_CRIADO',
      entidade: 'produtos',
      idEntidade: produto.id,
      antes: null,
      depois: criado,
    });
    return criado;
  });
}
