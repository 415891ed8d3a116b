import type { TAchadoBlocoK } from '@erp/contracts/bloco-k';
import { Decimal } from '@erp/fiscal/decimal';
import { formatarData, formatarNumero } from '@erp/fiscal/nfe';
import type { AppContext } from '../../../app-context.ts';
import { saldosDeTerceirosPeloSaldoAtual } from './bloco-k.repository.ts';
import type { DadosDoBlocoK } from './dados-do-bloco-k.ts';
import { indicadorDoEstoque } from './escrever-bloco-k.ts';

/** kg as the screens show them (two decimals), with the file's third when it is what differs. */
const kg = (v: Decimal) => `${formatarNumero(v.toFixed(3), 2, 3)} kg`;

/** Warnings of one kind listed one by one; past these, one more counts the rest (a screen of 8 000 helps no one). */
export const LIMITE_DE_AVISOS = 100;

/**
 * The K200 of IND_EST 2 against the Material de Terceiros balances at that date, derived from the items' live
 * balances: for each client and item where the two differ (by more than the file's 3 decimals) a warning naming
 * both, so the clerk looks at that material's history before the accountant files it; the first
 * LIMITE_DE_AVISOS of them, then how many more.
 */
export async function reconciliarTerceiros(ctx: AppContext, d: DadosDoBlocoK): Promise<TAchadoBlocoK[]> {
  const chave = (idCliente: number | null, idProduto: number) => `${idCliente}:${idProduto}`;
  const doArquivo = new Map(
    d.estoque
      .filter((s) => s.id_cliente !== null && s.ind_est !== '1')
      .map((s) => [chave(s.id_cliente, s.id_produto), s]),
  );
  const doSaldo = new Map(
    (await saldosDeTerceirosPeloSaldoAtual(ctx.db, d.fim)).map((s) => [chave(s.id_cliente, s.id_produto), s]),
  );
  const achados: TAchadoBlocoK[] = [];
  let alemDoLimite = 0;
  for (const k of new Set([...doArquivo.keys(), ...doSaldo.keys()])) {
    const arquivo = new Decimal(doArquivo.get(k)?.quantidade_kg ?? 0).toDecimalPlaces(3);
    const saldo = new Decimal(doSaldo.get(k)?.quantidade_kg ?? 0).toDecimalPlaces(3);
    if (arquivo.equals(saldo)) continue;
    if (achados.length === LIMITE_DE_AVISOS) {
      alemDoLimite += 1;
      continue;
    }
    const s = (doArquivo.get(k) ?? doSaldo.get(k)) as { id_cliente: number; id_produto: number };
    const cliente = d.clientes.get(s.id_cliente)?.nome ?? `cliente ${s.id_cliente}`;
    const item = d.produtos.get(s.id_produto)?.codigo_interno ?? `produto ${s.id_produto}`;
    achados.push({
      gravidade: 'aviso',
      registro: 'K200',
      linha: null,
      mensagem:
        `O K200 de ${item} de ${cliente} informa ${kg(arquivo)}, mas o saldo de Material de Terceiros em ` +
        `${formatarData(d.fim)} é ${kg(saldo)}.`,
    });
  }
  if (alemDoLimite > 0) {
    achados.push({
      gravidade: 'aviso',
      registro: 'K200',
      linha: null,
      mensagem:
        `E mais ${alemDoLimite} ${alemDoLimite === 1 ? 'item' : 'itens'} de clientes com o K200 diferente do saldo de ` +
        `Material de Terceiros em ${formatarData(d.fim)}: confira-os no relatório Material de Terceiros.`,
    });
  }
  return achados;
}

type Saldo = { id_produto: number; id_cliente: number | null; ind_est?: string | undefined };

/** 'PP-H503 (estoque próprio)', 'PP-H503 em poder de X' (IND_EST 1), 'PP-H503 de X' (a client's material). */
const nomeDoSaldo = (d: DadosDoBlocoK, s: Saldo) => {
  const item = d.nomes.produtos.get(s.id_produto) ?? `produto ${s.id_produto}`;
  if (s.id_cliente === null) return `${item} (estoque próprio)`;
  const cliente = d.nomes.clientes.get(s.id_cliente) ?? `cliente ${s.id_cliente}`;
  return s.ind_est === '1' ? `${item} em poder de ${cliente}` : `${item} de ${cliente}`;
};
const chaveDoSaldo = (s: Saldo) => `${s.id_produto}:${s.id_cliente ?? ''}:${s.ind_est === '1' ? '1' : ''}`;

/** A warning per K280: which earlier balance changed after its final file, from what to what. */
export function avisosDasCorrecoes(d: DadosDoBlocoK): TAchadoBlocoK[] {
  return d.correcoes.map((c) => {
    const atual = new Decimal(c.exportado).plus(c.diferenca);
    const sinal = new Decimal(c.diferenca).isPositive() ? '+' : '−';
    return {
      gravidade: 'aviso',
      registro: 'K280',
      linha: null,
      mensagem:
        `O saldo de ${nomeDoSaldo(d, c)} em ${formatarData(c.fim)} foi exportado com ${kg(new Decimal(c.exportado))} ` +
        `e hoje é ${kg(atual)}: o K280 corrige ${sinal}${kg(new Decimal(c.diferenca).abs())}.`,
    };
  });
}

/**
 * Month over month, per item and IND_EST/COD_PART: last month's K200 (as its final file carried it, else
 * recomputed) plus the month's entries less its exits must be this month's K200; where not, a warning naming the
 * item with the four figures.
 */
export function reconciliarMesAMes(d: DadosDoBlocoK): TAchadoBlocoK[] {
  const { anterior } = d;
  const antes = new Map(anterior.saldos.map((s) => [chaveDoSaldo(s), s]));
  const movimentos = new Map(anterior.movimentos.map((m) => [chaveDoSaldo(m), m]));
  const agora = new Map(d.estoque.map((s) => [chaveDoSaldo(s), s]));
  const achados: TAchadoBlocoK[] = [];
  for (const k of new Set([...antes.keys(), ...movimentos.keys(), ...agora.keys()])) {
    const inicial = new Decimal(antes.get(k)?.quantidade_kg ?? 0);
    const entradas = new Decimal(movimentos.get(k)?.entradas_kg ?? 0);
    const saidas = new Decimal(movimentos.get(k)?.saidas_kg ?? 0);
    const esperado = inicial.plus(entradas).minus(saidas).toDecimalPlaces(3);
    const final = new Decimal(agora.get(k)?.quantidade_kg ?? 0).toDecimalPlaces(3);
    if (esperado.equals(final)) continue;
    const s = (antes.get(k) ?? movimentos.get(k) ?? agora.get(k)) as Saldo;
    const origem = anterior.exportado ? 'exportado' : 'recalculado';
    achados.push({
      gravidade: 'aviso',
      registro: 'K200',
      linha: null,
      mensagem:
        `O saldo de ${nomeDoSaldo(d, s)} não fecha: K200 de ${formatarData(anterior.fim)} (${origem}) ` +
        `${kg(inicial)} + entradas ${kg(entradas)} − saídas ${kg(saidas)} = ${kg(esperado)}, mas o K200 de ` +
        `${formatarData(d.fim)} informa ${kg(final)}.`,
    });
  }
  return achados;
}

/**
 * Bloco H: an own item (IND_PROP 0 or 1, not the sucata, which cost nothing) valued at 0,00 has no cost in the
 * ledger (an initial stock typed on the product): the accountant must price it before filing.
 */
export function avisosDoInventario(d: DadosDoBlocoK): TAchadoBlocoK[] {
  if (!d.inventario) return [];
  return d.inventario.itens
    .filter((s) => indicadorDoEstoque(s) !== '2' && s.id_produto > 0 && new Decimal(s.valor).isZero())
    .map((s) => ({
      gravidade: 'aviso' as const,
      registro: 'H010',
      linha: null,
      mensagem:
        `O H010 de ${nomeDoSaldo(d, s)} vale 0,00: o estoque não tem custo registrado ` +
        `(estoque inicial sem custo). Informe o valor ao contador.`,
    }));
}
