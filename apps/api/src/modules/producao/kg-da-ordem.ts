import { Decimal, formatarDecimalBr } from '@erp/fiscal/decimal';
import type { ApontamentoRow, EntradaDaOrdemRow } from './producao.repository.ts';

/** "1.000,000 kg": an order's kg to the gram, for messages and infCpl (the Decimal's digits, never a float sum). */
export const formatarKgOrdem = (valor: Decimal | string) => `${formatarDecimalBr(valor, 3)} kg`;
/** "0,04 %". */
export const formatarPercentual = (valor: Decimal | string) => `${formatarDecimalBr(valor, 2)} %`;

const soma = (valores: Iterable<Decimal | string>) => {
  let total = new Decimal(0);
  for (const v of valores) total = total.plus(v);
  return total;
};

/** The kg of an order: in, each kind of pointing, and the difference still to point. */
export function situacaoKg(
  entradas: readonly Pick<EntradaDaOrdemRow, 'quantidadeKg'>[],
  apontamentos: readonly Pick<ApontamentoRow, 'tipo' | 'quantidadeKg' | 'destino'>[],
  perdaNormal: string | null,
) {
  const doTipo = (tipo: ApontamentoRow['tipo']) =>
    soma(apontamentos.filter((a) => a.tipo === tipo).map((a) => a.quantidadeKg));
  const entrada = soma(entradas.map((e) => e.quantidadeKg));
  const produzido = doTipo('producao');
  const sucata = doTipo('sucata');
  const sucataDevolvida = soma(
    apontamentos.filter((a) => a.tipo === 'sucata' && a.destino === 'devolver').map((a) => a.quantidadeKg),
  );
  const perda = doTipo('perda');
  const naoAplicado = doTipo('nao_aplicado');
  const apontado = produzido.plus(sucata).plus(perda).plus(naoAplicado);
  const diferenca = entrada.minus(apontado);
  const percentual = entrada.isZero() ? new Decimal(0) : perda.times(100).div(entrada);
  // Without an agreement no loss is normal: any loss needs an administrator.
  const limite = new Decimal(perdaNormal ?? 0);
  return {
    entrada,
    produzido,
    sucata,
    sucataDevolvida,
    perda,
    naoAplicado,
    apontado,
    diferenca,
    percentual,
    perdaNormal,
    // To the gram: the kg are Decimals of at most 4 places, compared exactly after rounding to 3.
    fecha: diferenca.toDecimalPlaces(3, Decimal.ROUND_HALF_UP).isZero(),
    perdaAcimaDoAcordado: perda.times(100).gt(limite.times(entrada)),
  };
}

export type SituacaoKg = ReturnType<typeof situacaoKg>;

export function situacaoParaResposta(s: SituacaoKg) {
  const kg = (v: Decimal) => v.toFixed(3);
  return {
    entrada_kg: kg(s.entrada),
    produzido_kg: kg(s.produzido),
    sucata_kg: kg(s.sucata),
    perda_kg: kg(s.perda),
    nao_aplicado_kg: kg(s.naoAplicado),
    apontado_kg: kg(s.apontado),
    diferenca_kg: kg(s.diferenca),
    perda_percentual: s.percentual.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    perda_normal_percentual: s.perdaNormal,
    fecha: s.fecha,
    perda_acima_do_acordado: s.perdaAcimaDoAcordado,
  };
}

export type Alocacao = {
  aplicado: Decimal;
  sucataDevolvida: Decimal;
  naoAplicado: Decimal;
  retido: Decimal;
  /** Of `retido`, the loss: the sucata kept or reused fills the inputs' retained kg first (the loss report's). */
  perda: Decimal;
};

/**
 * Splits the pointed kg over the order's inputs, in their order (oldest remessa first): first what went into the
 * outputs, then sucata returned, material not applied, and last what stays in the client's balance (loss, sucata
 * kept or reused). Each input is filled before the next, so every part is exact and no input gives more than it
 * received. The caller has checked that the pointings add up to the kg in.
 */
export function alocarKg(
  entradas: readonly Pick<EntradaDaOrdemRow, 'quantidadeKg'>[],
  s: SituacaoKg,
): Alocacao[] {
  const restantes = [
    s.produzido,
    s.sucataDevolvida,
    s.naoAplicado,
    s.sucata.minus(s.sucataDevolvida).plus(s.perda),
  ];
  let sucataRetida = s.sucata.minus(s.sucataDevolvida);
  return entradas.map((e, i) => {
    let capacidade = new Decimal(e.quantidadeKg);
    const partes = restantes.map((resto, j) => {
      const parte = Decimal.min(capacidade, resto);
      restantes[j] = resto.minus(parte);
      capacidade = capacidade.minus(parte);
      return parte;
    });
    // Rounding to the gram may leave less than a gram: it stays with the last input, in the client's balance.
    const ultima = i === entradas.length - 1;
    const [aplicado, sucataDevolvida, naoAplicado, retido] = partes as [Decimal, Decimal, Decimal, Decimal];
    const retidoTotal = ultima ? retido.plus(capacidade) : retido;
    const sucataParte = Decimal.min(retidoTotal, sucataRetida);
    sucataRetida = sucataRetida.minus(sucataParte);
    return {
      aplicado,
      sucataDevolvida,
      naoAplicado,
      retido: retidoTotal,
      perda: retidoTotal.minus(sucataParte),
    };
  });
}
