import { type TProdutoDoCliente, ZProdutoDoClienteInput } from '@erp/contracts/producao';
import { Decimal } from '@erp/fiscal/decimal';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import {
  existemClienteEProduto,
  findPerdaNormal,
  gravarPerdaNormal,
  listCodigosDoCliente,
} from './produtos-do-cliente.repository.ts';

async function exigirClienteEProduto(db: Database, idCliente: number, idProduto: number) {
  const existem = await existemClienteEProduto(db, idCliente, idProduto);
  if (!existem.cliente) throw AppError.notFound('Cliente não encontrado.');
  if (!existem.produto) throw AppError.notFound('Produto não encontrado.');
}

const percentual = (v: string | null) => (v === null ? null : new Decimal(v).toFixed(4));

/** GET /clientes/{id}/produtos/{id_produto}: the agreed loss ('perda normal') and the client's codes for it. */
export async function obterProdutoDoCliente(
  ctx: AppContext,
  idCliente: number,
  idProduto: number,
): Promise<TProdutoDoCliente> {
  await exigirClienteEProduto(ctx.db, idCliente, idProduto);
  const codigos = await listCodigosDoCliente(ctx.db, idCliente, idProduto);
  return {
    id_cliente: idCliente,
    id_produto: idProduto,
    perda_normal_percentual: percentual(await findPerdaNormal(ctx.db, idCliente, idProduto)),
    codigos_do_cliente: codigos.map((c) => ({
      codigo_produto: c.codigoProduto,
      unidade: c.unidade,
      kg_por_unidade: c.kgPorUnidade,
    })),
  };
}

/**
 * PUT /clientes/{id}/produtos/{id_produto}: sets the loss the client agreed for the product (null: none agreed,
 * so any loss of its orders needs an administrator), audited as a change of the client.
 */
export async function salvarProdutoDoCliente(
  ctx: AppContext,
  idCliente: number,
  idProduto: number,
  input: z.input<typeof ZProdutoDoClienteInput>,
  caller: Caller,
) {
  const dados = ZProdutoDoClienteInput.parse(input);
  const novo = percentual(dados.perda_normal_percentual);
  await ctx.db.transaction(async (tx) => {
    await exigirClienteEProduto(tx, idCliente, idProduto);
    const antes = percentual(await findPerdaNormal(tx, idCliente, idProduto, 'update'));
    await gravarPerdaNormal(tx, {
      idCliente,
      idProduto,
      perdaNormalPercentual: novo,
      idUsuario: caller.userId,
    });
    await auditarAlteracao(tx, caller, {
      acao: 'CLIENTE_PERDA_NORMAL_ALTERADA',
      entidade: 'clientes',
      idEntidade: idCliente,
      antes: { id_produto: idProduto, perda_normal_percentual: antes },
      depois: { id_produto: idProduto, perda_normal_percentual: novo },
    });
  });
  return obterProdutoDoCliente(ctx, idCliente, idProduto);
}
