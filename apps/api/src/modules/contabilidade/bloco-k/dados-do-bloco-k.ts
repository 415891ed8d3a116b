import type { LeiauteBlocoK } from '@erp/contracts/bloco-k';
import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type EmpresaRow, findEmpresa } from '../../empresa/empresa.repository.ts';
import {
  clientesPorIds,
  estoqueProprioEm,
  type OrdemDoMes,
  ordensConcluidasNoMes,
  type ParticipanteDoArquivo,
  type ProdutoDoArquivo,
  produtosPorIds,
  produzidosAte,
  type SaldoEstoque,
  saldosDeTerceirosEm,
  sucataPropriaEm,
} from './bloco-k.repository.ts';
import { periodoDoMes } from './campos-efd.ts';
import {
  custoProprioEm,
  type LinhaExportada,
  type MovimentoDoMes,
  movimentosDoMes,
  type SaldoValorado,
  saldosExportadosAntesDe,
  valorDeTerceirosEm,
} from './historico-bloco-k.repository.ts';
import {
  type EmPoderDeTerceiros,
  emPoderDeTerceirosEm,
  industrializacoesDeTerceirosNoMes,
} from './terceiros-bloco-k.repository.ts';

/** A K280: an earlier month's balance (at `fim`) that changed after its final file, by `diferenca` kg. */
export interface CorrecaoDoEstoque {
  mes: string;
  fim: string;
  id_produto: number;
  id_cliente: number | null;
  ind_est?: string | undefined;
  /** Now less exported: positive QTD_COR_POS, negative QTD_COR_NEG. */
  diferenca: string;
  exportado: string;
}

/** Last month's K200 (as exported when a final file of it went out, else recomputed) and this month's flows. */
export interface MesAnterior {
  fim: string;
  exportado: boolean;
  saldos: SaldoEstoque[];
  movimentos: MovimentoDoMes[];
}

/** Everything one month's file says, read once before the first line is written. */
export interface DadosDoBlocoK {
  mes: string;
  inicio: string;
  fim: string;
  leiaute: LeiauteBlocoK;
  empresa: EmpresaRow;
  /** K200: own stock (id_cliente null; the sucata item's id negative) and each client's material. */
  estoque: SaldoEstoque[];
  /** K230/K235: the orders closed in the month (none for the layout restricted to stock balances). */
  ordens: OrdemDoMes[];
  /** K250/K255: the industrializers' returns received in the month (none for the restricted layout). */
  industrializacoes: OrdemDoMes[];
  /** K280: earlier months' balances changed after their final file. */
  correcoes: CorrecaoDoEstoque[];
  anterior: MesAnterior;
  /** Bloco H, when asked for: the inventory's day and each balance with its value. */
  inventario: { dia: string; itens: SaldoValorado[] } | null;
  /** The items (0200) and participants (0150) the file names. */
  produtos: Map<number, ProdutoDoArquivo>;
  clientes: Map<number, ParticipanteDoArquivo>;
  /** Codes of products and names of clients for the warnings, last month's included. */
  nomes: { produtos: Map<number, string>; clientes: Map<number, string> };
  /**
   * Products of the file ever made (by an order or an industrializer) up to the month's end: TIPO_ITEM 04 (produto
   * acabado) by use, in their own unit.
   */
  produzidos: Set<number>;
}

const semZeros = (saldos: EmPoderDeTerceiros[]): SaldoEstoque[] =>
  saldos.filter((s) => !new Decimal(s.quantidade_kg).isZero()).map(({ ajuste_proprio_kg: _, ...s }) => s);

/** The ledger's own kg with the adjustment of the industrializations (see EmPoderDeTerceiros). */
function proprioEmCasa<T extends SaldoEstoque>(proprio: T[], emTerceiros: EmPoderDeTerceiros[]): T[] {
  const ajuste = new Map<number, Decimal>();
  for (const s of emTerceiros) {
    ajuste.set(s.id_produto, (ajuste.get(s.id_produto) ?? new Decimal(0)).plus(s.ajuste_proprio_kg));
  }
  const daLista = new Set(proprio.map((s) => s.id_produto));
  const faltam = [...ajuste.keys()].filter((id) => !daLista.has(id));
  const todos = [
    ...proprio,
    ...faltam.map(
      (id) => ({ id_produto: id, id_cliente: null, quantidade_kg: '0', valor: '0' }) as unknown as T,
    ),
  ];
  return todos.flatMap((s) => {
    const kg = new Decimal(s.quantidade_kg).plus(ajuste.get(s.id_produto) ?? 0);
    return kg.isZero() ? [] : [{ ...s, quantidade_kg: kg.toFixed(4) }];
  });
}

/**
 * K200 of a day's end: own stock in own possession (the ledger's own kg, an issued 5901 already out of them, with
 * the industrializers' returns as emPoderDeTerceirosEm adjusts them), the sucata kept, own stock with
 * industrializers (IND_EST 1), each client's material.
 */
async function saldosEm(db: Database, fim: string): Promise<SaldoEstoque[]> {
  const [proprio, sucata, emTerceiros, terceiros] = await Promise.all([
    estoqueProprioEm(db, fim),
    sucataPropriaEm(db, fim),
    emPoderDeTerceirosEm(db, fim),
    saldosDeTerceirosEm(db, fim),
  ]);
  return [...proprioEmCasa(proprio, emTerceiros), ...sucata, ...semZeros(emTerceiros), ...terceiros];
}

const chave = (s: { id_produto: number; id_cliente: number | null; ind_est?: string | undefined }) =>
  `${s.id_produto}:${s.id_cliente ?? ''}:${s.ind_est === '1' ? '1' : ''}`;

/**
 * K280: each month before this one whose final file went out, its balances now against what the EFDs say of it
 * (the exported K200 plus the K280 later files reported). A difference of the file's 3 decimals is a correction.
 */
async function correcoesDoEstoque(db: Database, exportados: LinhaExportada[]) {
  const porMes = new Map<string, LinhaExportada[]>();
  for (const l of exportados) porMes.set(l.mes, [...(porMes.get(l.mes) ?? []), l]);
  const correcoes: CorrecaoDoEstoque[] = [];
  for (const [mes, linhas] of porMes) {
    const { fim } = periodoDoMes(mes.slice(0, 7));
    const agora = await saldosEm(db, fim);
    const antes = new Map(linhas.map((l) => [chave(l), l]));
    const hoje = new Map(agora.map((s) => [chave(s), s]));
    for (const k of new Set([...antes.keys(), ...hoje.keys()])) {
      const a = antes.get(k);
      const h = hoje.get(k);
      const exportado = new Decimal(a?.quantidade ?? 0).toFixed(3);
      const atual = new Decimal(h?.quantidade_kg ?? 0).toDecimalPlaces(3);
      const diferenca = atual.minus(a?.quantidade ?? 0);
      if (diferenca.isZero()) continue;
      const s = (a ?? h) as { id_produto: number; id_cliente: number | null; ind_est?: string };
      correcoes.push({
        mes,
        fim,
        id_produto: s.id_produto,
        id_cliente: s.id_cliente,
        ind_est: s.ind_est === '1' ? '1' : undefined,
        diferenca: diferenca.toFixed(3),
        exportado,
      });
    }
  }
  return correcoes;
}

/** The month before `mes` (AAAA-MM-01 of both). */
function mesAnterior(mes: string): string {
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  return m === 1 ? `${ano - 1}-12-01` : `${ano}-${String(m - 1).padStart(2, '0')}-01`;
}

/**
 * Last month's K200 for the month-over-month check: the lines its final file carried (with the K280 later files
 * reported), else the balances recomputed at its end.
 */
async function doMesAnterior(
  db: Database,
  inicio: string,
  fim: string,
  exportados: LinhaExportada[],
): Promise<MesAnterior> {
  const anterior = mesAnterior(inicio);
  const fimAnterior = periodoDoMes(anterior.slice(0, 7)).fim;
  const linhas = exportados.filter((l) => l.mes === anterior);
  const movimentos = await movimentosDoMes(db, inicio, fim);
  if (linhas.length > 0) {
    const saldos = linhas.map((l) => ({
      id_produto: l.id_produto,
      id_cliente: l.id_cliente,
      ind_est: l.ind_est === '1' ? '1' : undefined,
      quantidade_kg: l.quantidade,
    }));
    return { fim: fimAnterior, exportado: true, saldos, movimentos };
  }
  return { fim: fimAnterior, exportado: false, saldos: await saldosEm(db, fimAnterior), movimentos };
}

/**
 * Bloco H: own stock at its weighted average cost (what is with an industrializer, IND_PROP 1, at the product's
 * cost per kg, the rest IND_PROP 0), the sucata kept at no cost (it cost nothing of its own), each client's
 * material at its remessa's value (IND_PROP 2).
 */
async function inventarioEm(db: Database, dia: string) {
  const [proprio, sucata, emTerceiros, terceiros] = await Promise.all([
    custoProprioEm(db, dia),
    sucataPropriaEm(db, dia),
    emPoderDeTerceirosEm(db, dia),
    valorDeTerceirosEm(db, dia),
  ]);
  const custoPorKg = new Map(
    proprio.map((p) => [p.id_produto, new Decimal(p.valor).dividedBy(p.quantidade_kg)]),
  );
  const aoCusto = <T extends SaldoEstoque>(s: T) => ({
    ...s,
    valor: (custoPorKg.get(s.id_produto) ?? new Decimal(0)).times(s.quantidade_kg).toFixed(2),
  });
  const emCasa = proprioEmCasa(proprio, emTerceiros).map(aoCusto);
  const semCusto = sucata.map((s) => ({ ...s, valor: '0' }));
  return { dia, itens: [...emCasa, ...semCusto, ...semZeros(emTerceiros).map(aoCusto), ...terceiros] };
}

/**
 * The month's data for the Bloco K. The stock at the last day and the orders closed in the month are a few
 * thousand rows even for a busy month (5 000 items, 2 000 orders): they are held while the lines stream out,
 * because the Bloco 0 that comes first must list every item and participant the K and H registers name.
 */
export async function dadosDoBlocoK(ctx: AppContext, mes: string, dia?: string): Promise<DadosDoBlocoK> {
  const { inicio, fim } = periodoDoMes(mes);
  const empresa = await findEmpresa(ctx.db);
  if (!empresa?.cnpj || !empresa.uf || !empresa.codigoMunicipio) {
    throw AppError.unprocessable(
      'Complete os Dados da Empresa (CNPJ, UF e município) antes de gerar o Bloco K.',
    );
  }
  const leiaute = empresa.blocoKLeiaute as LeiauteBlocoK;
  const restrito = leiaute === 'restrito';
  const [estoque, ordens, industrializacoes, exportados, inventario] = await Promise.all([
    saldosEm(ctx.db, fim),
    restrito ? Promise.resolve([]) : ordensConcluidasNoMes(ctx.db, inicio, fim),
    restrito ? Promise.resolve([]) : industrializacoesDeTerceirosNoMes(ctx.db, inicio, fim),
    saldosExportadosAntesDe(ctx.db, inicio),
    dia ? inventarioEm(ctx.db, dia) : Promise.resolve(null),
  ]);
  const correcoes = await correcoesDoEstoque(ctx.db, exportados);
  const anterior = await doMesAnterior(ctx.db, inicio, fim, exportados);
  const doMes = new Set([...ordens, ...industrializacoes].flatMap((o) => o.saidas.map((s) => s.id_produto)));
  const nomeados = [...estoque, ...correcoes, ...(inventario?.itens ?? [])];
  const idsProdutos = new Set([
    ...nomeados.map((s) => s.id_produto),
    ...doMes,
    ...(leiaute === 'completo'
      ? [...ordens, ...industrializacoes].flatMap((o) => o.insumos.map((i) => i.id_produto))
      : []),
  ]);
  const idsClientes = new Set(nomeados.flatMap((s) => (s.id_cliente === null ? [] : [s.id_cliente])));
  // Last month's items no longer in the file are read only for the warnings' names.
  const doAnterior = [...anterior.saldos, ...anterior.movimentos];
  const [produtos, clientes, produzidos] = await Promise.all([
    produtosPorIds(ctx.db, [...new Set([...idsProdutos, ...doAnterior.map((s) => s.id_produto)])]),
    clientesPorIds(ctx.db, [
      ...new Set([
        ...idsClientes,
        ...doAnterior.flatMap((s) => (s.id_cliente === null ? [] : [s.id_cliente])),
      ]),
    ]),
    produzidosAte(ctx.db, [...idsProdutos], fim),
  ]);
  const nomes = {
    produtos: new Map(produtos.map((p) => [p.id, p.codigo_interno])),
    clientes: new Map(clientes.map((c) => [c.id, c.nome])),
  };
  return {
    mes,
    inicio,
    fim,
    leiaute,
    empresa,
    estoque,
    ordens,
    industrializacoes,
    correcoes,
    anterior,
    inventario,
    produtos: new Map(produtos.filter((p) => idsProdutos.has(p.id)).map((p) => [p.id, p])),
    clientes: new Map(clientes.filter((c) => idsClientes.has(c.id)).map((c) => [c.id, c])),
    nomes,
    produzidos: new Set([...doMes, ...produzidos]),
  };
}
