import { type TOrdemInput, ZOrdemInput } from '@erp/contracts/producao';
import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { formatarKgOrdem } from './kg-da-ordem.ts';
import {
  findClienteDaOrdem,
  findProdutosPorId,
  insertEntradasDaOrdem,
  insertOrdem,
  lockItemEntrada,
  lockItensFifo,
  reservarKg,
} from './producao.repository.ts';

type Reserva = { idItemEntrada: number; idProduto: number; kg: Decimal };

const saldoInsuficiente = (detalhe: string) =>
  AppError.unprocessable('Saldo insuficiente do material do cliente para esta ordem.', detalhe);

/** An input on a named entry item: it must be the client's, of that product, with the kg free. */
async function reservaNoItem(tx: Database, idCliente: number, entrada: Reserva, indice: number) {
  const item = await lockItemEntrada(tx, entrada.idItemEntrada);
  if (!item || item.ignorado || item.idCliente !== idCliente) {
    throw AppError.validation('Confira o material da ordem.', [
      {
        campo: `entradas.${indice}.id_item_entrada`,
        mensagem: 'O item da nota de entrada não existe ou não é deste cliente.',
      },
    ]);
  }
  if (item.idProduto !== entrada.idProduto) {
    throw AppError.validation('Confira o material da ordem.', [
      { campo: `entradas.${indice}.id_produto`, mensagem: 'O produto não é o do item da nota de entrada.' },
    ]);
  }
  return [entrada];
}

/** Without an item, the kg come from the client's oldest remessas of the product, split across items. */
async function reservasFifo(
  tx: Database,
  idCliente: number,
  idProduto: number,
  kg: Decimal,
  jaUsado: Map<number, Decimal>,
  nome: string,
) {
  const itens = await lockItensFifo(tx, idCliente, idProduto);
  const partes: Reserva[] = [];
  let falta = kg;
  let disponivel = new Decimal(0);
  for (const item of itens) {
    const livre = new Decimal(item.saldoKg).minus(item.reservadoKg).minus(jaUsado.get(item.id) ?? 0);
    if (livre.lte(0)) continue;
    disponivel = disponivel.plus(livre);
    if (falta.isZero()) continue;
    const parte = Decimal.min(livre, falta);
    partes.push({ idItemEntrada: item.id, idProduto, kg: parte });
    jaUsado.set(item.id, (jaUsado.get(item.id) ?? new Decimal(0)).plus(parte));
    falta = falta.minus(parte);
  }
  if (falta.gt(0)) {
    throw saldoInsuficiente(
      `"${nome}": disponível ${formatarKgOrdem(disponivel)}, pedido ${formatarKgOrdem(kg)}.`,
    );
  }
  return partes;
}

/**
 * POST /producao/ordens: opens an order reserving the client's kg, item by item or FIFO. Every reservation is a
 * conditional update in item-id order, so two orders racing for the last kg of an item cannot both win: the
 * loser is refused with the kg free, and nothing of it stays reserved.
 */
export async function criarOrdem(ctx: AppContext, input: TOrdemInput, caller: Caller) {
  const dados = ZOrdemInput.parse(input);
  return ctx.db.transaction(async (tx) => {
    const cliente = await findClienteDaOrdem(tx, dados.id_cliente);
    if (!cliente) {
      throw AppError.validation('Cliente não encontrado.', [
        { campo: 'id_cliente', mensagem: 'Cliente não encontrado.' },
      ]);
    }
    const produtos = new Map(
      (await findProdutosPorId(tx, [...new Set(dados.entradas.map((e) => e.id_produto))])).map((p) => [
        p.id,
        p,
      ]),
    );
    const erros = dados.entradas.flatMap((e, i) =>
      produtos.has(e.id_produto)
        ? []
        : [{ campo: `entradas.${i}.id_produto`, mensagem: 'Produto não encontrado.' }],
    );
    if (erros.length > 0) throw AppError.validation('Confira o material da ordem.', erros);

    const reservas: Reserva[] = [];
    const jaUsado = new Map<number, Decimal>();
    // Named items first, so a FIFO input of the same product takes what they leave.
    for (const [i, e] of dados.entradas.entries()) {
      if (!e.id_item_entrada) continue;
      const kg = new Decimal(e.quantidade_kg);
      reservas.push(
        ...(await reservaNoItem(
          tx,
          cliente.id,
          { idItemEntrada: e.id_item_entrada, idProduto: e.id_produto, kg },
          i,
        )),
      );
      jaUsado.set(e.id_item_entrada, (jaUsado.get(e.id_item_entrada) ?? new Decimal(0)).plus(kg));
    }
    for (const e of dados.entradas) {
      if (e.id_item_entrada) continue;
      const nome = produtos.get(e.id_produto)?.nome ?? '';
      reservas.push(
        ...(await reservasFifo(tx, cliente.id, e.id_produto, new Decimal(e.quantidade_kg), jaUsado, nome)),
      );
    }

    const porItem = new Map<number, Decimal>();
    for (const r of reservas)
      porItem.set(r.idItemEntrada, (porItem.get(r.idItemEntrada) ?? new Decimal(0)).plus(r.kg));
    for (const [idItem, kg] of [...porItem].sort(([a], [b]) => a - b)) {
      if (!(await reservarKg(tx, idItem, kg.toFixed()))) {
        const item = await lockItemEntrada(tx, idItem);
        const livre = item ? new Decimal(item.saldoKg).minus(item.reservadoKg) : new Decimal(0);
        throw saldoInsuficiente(
          `NF de entrada nº ${item?.numeroNf ?? ''}, item "${item?.descricao ?? ''}": disponível ${formatarKgOrdem(livre)}, pedido ${formatarKgOrdem(kg)}.`,
        );
      }
    }

    const ordem = await insertOrdem(tx, {
      idCliente: cliente.id,
      xped: dados.xped ?? null,
      idServico: dados.id_servico ?? null,
      idUsuario: caller.userId,
    });
    await insertEntradasDaOrdem(
      tx,
      reservas.map((r) => ({
        idOrdem: ordem.id,
        idItemEntrada: r.idItemEntrada,
        idProduto: r.idProduto,
        quantidadeKg: r.kg.toFixed(),
        reservadoKg: r.kg.toFixed(),
      })),
    );
    await auditarEvento(tx, caller, {
      acao: 'ORDEM_CRIADA',
      entidade: 'ordens_industrializacao',
      idEntidade: ordem.id,
      detalhes: {
        id_cliente: cliente.id,
        xped: dados.xped ?? null,
        entradas: reservas.map((r) => ({ id_item_entrada: r.idItemEntrada, quantidade_kg: r.kg.toFixed() })),
      },
    });
    return ordem.id;
  });
}
