import type { LeiauteBlocoK } from '@erp/contracts/bloco-k';
import type { AppContext } from '../../../app-context.ts';
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
  type SaldoEstoque,
  saldosDeTerceirosEm,
} from './bloco-k.repository.ts';
import { periodoDoMes } from './campos-efd.ts';

/** Everything one month's file says, read once before the first line is written. */
export interface DadosDoBlocoK {
  mes: string;
  inicio: string;
  fim: string;
  leiaute: LeiauteBlocoK;
  empresa: EmpresaRow;
  /** K200: own stock (id_cliente null) and each client's material, at the month's last day. */
  estoque: SaldoEstoque[];
  /** K230/K235: the orders closed in the month (none for the layout restricted to stock balances). */
  ordens: OrdemDoMes[];
  produtos: Map<number, ProdutoDoArquivo>;
  clientes: Map<number, ParticipanteDoArquivo>;
  /** Products made by an order in the month: TIPO_ITEM 04 (produto acabado), in their own unit. */
  produzidos: Set<number>;
}

/**
 * The month's data for the Bloco K. The stock at the last day and the orders closed in the month are a few
 * thousand rows even for a busy month (5 000 items, 2 000 orders): they are held while the lines stream out,
 * because the Bloco 0 that comes first must list every item and participant the K registers name.
 */
export async function dadosDoBlocoK(ctx: AppContext, mes: string): Promise<DadosDoBlocoK> {
  const { inicio, fim } = periodoDoMes(mes);
  const empresa = await findEmpresa(ctx.db);
  if (!empresa?.cnpj || !empresa.uf || !empresa.codigoMunicipio) {
    throw AppError.unprocessable(
      'Complete os Dados da Empresa (CNPJ, UF e município) antes de gerar o Bloco K.',
    );
  }
  const leiaute = empresa.blocoKLeiaute as LeiauteBlocoK;
  const [proprio, terceiros, ordens] = await Promise.all([
    estoqueProprioEm(ctx.db, fim),
    saldosDeTerceirosEm(ctx.db, fim),
    leiaute === 'restrito' ? Promise.resolve([]) : ordensConcluidasNoMes(ctx.db, inicio, fim),
  ]);
  const produzidos = new Set(ordens.flatMap((o) => o.saidas.map((s) => s.id_produto)));
  const idsProdutos = new Set([
    ...proprio.map((s) => s.id_produto),
    ...terceiros.map((s) => s.id_produto),
    ...produzidos,
    ...(leiaute === 'completo' ? ordens.flatMap((o) => o.insumos.map((i) => i.id_produto)) : []),
  ]);
  const idsClientes = new Set(terceiros.map((s) => s.id_cliente as number));
  const [produtos, clientes] = await Promise.all([
    produtosPorIds(ctx.db, [...idsProdutos]),
    clientesPorIds(ctx.db, [...idsClientes]),
  ]);
  return {
    mes,
    inicio,
    fim,
    leiaute,
    empresa,
    estoque: [...proprio, ...terceiros],
    ordens,
    produtos: new Map(produtos.map((p) => [p.id, p])),
    clientes: new Map(clientes.map((c) => [c.id, c])),
    produzidos,
  };
}
