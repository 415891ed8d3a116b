import type { TCategoriaFinanceira, TLancamento } from '@erp/contracts/financeiro';
import { clientes, fornecedores } from '../../src/db/schema/cadastros.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import type { TestApp } from '../support/test-app.ts';

/** Small factories of the financial tests: rows straight into the database, the API under test. */

export type Api = (path: string, method?: string, json?: unknown) => Promise<Response>;

export function apiOf(t: TestApp, token: string): Api {
  return (path, method = 'GET', json) => t.request(`/api${path}`, { method, token, json });
}

export async function categorias(api: Api) {
  const lista = (await (await api('/financeiro/categorias')).json()) as TCategoriaFinanceira[];
  const byName = (nome: string) => {
    const c = lista.find((x) => x.nome === nome);
    if (!c) throw new Error(`categoria ${nome} não semeada`);
    return c.id;
  };
  return {
    lista,
    energia: byName('Energia Elétrica'),
    materiaPrima: byName('Matéria-Prima e Insumos'),
    industrializacao: byName('Serviços de Industrialização'),
    venda: byName('Venda de Mercadorias'),
  };
}

let seq = 0;

export async function novoCliente(t: TestApp, nome: string) {
  seq += 1;
  const [row] = await t.db
    .insert(clientes)
    .values({ nomeRazaoSocial: nome, cpfCnpj: String(10_000_000_000 + seq) })
    .returning();
  if (!row) throw new Error('cliente');
  return row.id;
}

export async function novoFornecedor(t: TestApp, nome: string) {
  const [row] = await t.db.insert(fornecedores).values({ nomeRazaoSocial: nome }).returning();
  if (!row) throw new Error('fornecedor');
  return row.id;
}

/** A pending entry written directly, e.g. the receivable an authorised NF-e creates (origem NFE). */
export async function inserirLancamento(
  t: TestApp,
  values: Partial<typeof lancamentos.$inferInsert> & {
    descricao: string;
    tipo: 'RECEITA' | 'DESPESA';
    idCategoria: number;
  },
) {
  const [row] = await t.db
    .insert(lancamentos)
    .values({ valorOriginal: '100.00', dataVencimento: '2025-03-10', ...values })
    .returning();
  if (!row) throw new Error('lançamento');
  return row.id;
}

export async function json<T = TLancamento>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export type Pagina = { data: TLancamento[]; totalPages: number; currentPage: number; totalItems: number };
