import { arredondarCentavos, Decimal } from '@erp/fiscal/decimal';
import type { estoqueMovimentos } from '../../db/schema/estoque.ts';

type Movimento = typeof estoqueMovimentos.$inferInsert;

/** A product's own kg and what they cost (produtos.estoque_proprio_kg, valor_estoque_proprio), as decimal text. */
export type CustoDoEstoque = { kg: string; valor: string };

/**
 * Weighted average cost, movement by movement in the order given: an own movement with its cost (a purchase: vProd
 * + vIPI + vFrete - vDesc; a purchase's reversal, its cost negated) moves its kg and that cost; any other own movement (a sale, an adjustment, an initial stock,
 * a reversal) moves its kg at the average of the moment, value / kg, rounded to the centavo, except that the exit
 * of the last kg takes the whole value left, so an emptied stock is worth exactly R$ 0,00 and no centavo is ever
 * lost in rounding. Clients' material ('terceiros') carries no cost. `estoques` is updated in place to what the
 * products hold after the movements; the movements come back with destino, custo_kg and custo_total filled.
 */
export function custearMovimentos(
  movimentos: Movimento[],
  estoques: Map<number, CustoDoEstoque>,
): Movimento[] {
  return movimentos.map((m) => {
    if (m.destino !== 'proprio') return { ...m, destino: 'terceiros', custoKg: null, custoTotal: null };
    const atual = estoques.get(m.idProduto) ?? { kg: '0', valor: '0' };
    const kg = new Decimal(atual.kg);
    const valor = new Decimal(atual.valor);
    const quantidade = new Decimal(m.quantidadeKg);
    const depois = kg.plus(quantidade);
    const medio = kg.gt(0) && valor.gt(0) ? valor.div(kg) : new Decimal(0);
    let custo: Decimal;
    if (quantidade.lt(0) && depois.lte(0)) custo = valor.negated();
    else if (m.custoTotal != null) custo = arredondarCentavos(new Decimal(m.custoTotal));
    else custo = arredondarCentavos(quantidade.times(medio));
    const novoValor = depois.lte(0) ? new Decimal(0) : Decimal.max(valor.plus(custo), 0);
    estoques.set(m.idProduto, { kg: depois.toFixed(4), valor: novoValor.toFixed(2) });
    const custoKg = quantidade.isZero() ? medio : custo.div(quantidade).abs();
    return {
      ...m,
      custoKg: custoKg.toDecimalPlaces(10, Decimal.ROUND_HALF_UP).toFixed(),
      custoTotal: custo.toFixed(2),
    };
  });
}
