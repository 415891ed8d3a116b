import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** An open entry as a suggestion shows it. */
export type LancamentoAberto = {
  id: number;
  descricao: string;
  tipo: 'RECEITA' | 'DESPESA';
  valor_em_aberto: string;
  data_vencimento: string;
  nome: string | null;
};

const colunas = sql`l.id, l.descricao, l.tipo::text as tipo, l.valor_original::text as valor_em_aberto,
  l.data_vencimento::text as data_vencimento,
  coalesce((select c.nome_razao_social from clientes c where c.id = l.id_cliente),
           (select f.nome_razao_social from fornecedores f where f.id = l.id_fornecedor)) as nome`;

/** The open entries among `ids` (the receivables that txids name). */
export async function abertosPorId(db: Database, ids: number[]): Promise<LancamentoAberto[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<LancamentoAberto>(sql`
    select ${colunas} from lancamentos l
    where l.id = any(${sql.param(ids)}::int[]) and l.status = 'Pendente'`);
  return rows;
}

/** The open receivables whose boleto, issued on this account, has one of these nossos números. */
export async function abertosPorNossoNumero(
  db: Database,
  idConta: number,
  numeros: number[],
): Promise<(LancamentoAberto & { nosso_numero: string })[]> {
  if (numeros.length === 0) return [];
  const { rows } = await db.execute<LancamentoAberto & { nosso_numero: string }>(sql`
    select ${colunas}, b.nosso_numero::text as nosso_numero
    from boletos b join lancamentos l on l.id = b.id_lancamento
    where b.id_conta = ${idConta} and b.nosso_numero = any(${sql.param(numeros)}::bigint[])
      and l.status = 'Pendente'`);
  return rows;
}

/**
 * The open entries of the clients (receivables) and suppliers (payables) whose CPF/CNPJ is among `documentos`,
 * at most 30 of each, by due date: enough to suggest and to find a few that sum to a credit.
 */
export async function abertosPorDocumento(
  db: Database,
  documentos: string[],
): Promise<(LancamentoAberto & { documento: string })[]> {
  if (documentos.length === 0) return [];
  const { rows } = await db.execute<LancamentoAberto & { documento: string }>(sql`
    with donos as (
      select 'RECEITA' as tipo, c.id as id_cliente, null::int as id_fornecedor, c.cpf_cnpj as documento
      from clientes c where c.cpf_cnpj = any(${sql.param(documentos)}::text[])
      union all
      select 'DESPESA', null, f.id, f.cpf_cnpj
      from fornecedores f where f.cpf_cnpj = any(${sql.param(documentos)}::text[])
    )
    select x.*, d.documento from donos d
    cross join lateral (
      select ${colunas} from lancamentos l
      where l.status = 'Pendente' and l.tipo = d.tipo::tipo_lancamento
        and (l.id_cliente = d.id_cliente or l.id_fornecedor = d.id_fornecedor)
      order by l.data_vencimento, l.id limit 30
    ) x`);
  return rows;
}

export type BuscaPorValor = { indice: number; tipo: 'RECEITA' | 'DESPESA'; valor: string; data: string };

/**
 * For each transaction, the open entries of its type with exactly its amount due within `dias` days of it, the
 * nearest due dates first, at most five; one statement for a whole page (the partial index of migration 0059).
 */
export async function abertosPorValorEData(
  db: Database,
  buscas: BuscaPorValor[],
  dias: number,
): Promise<(LancamentoAberto & { indice: number })[]> {
  if (buscas.length === 0) return [];
  const { rows } = await db.execute<LancamentoAberto & { indice: number }>(sql`
    select b.indice, x.* from unnest(
      ${sql.param(buscas.map((b) => b.indice))}::int[], ${sql.param(buscas.map((b) => b.tipo))}::text[],
      ${sql.param(buscas.map((b) => b.valor))}::numeric[], ${sql.param(buscas.map((b) => b.data))}::date[]
    ) as b(indice, tipo, valor, data)
    cross join lateral (
      select ${colunas} from lancamentos l
      where l.tipo = b.tipo::tipo_lancamento and l.status = 'Pendente' and l.valor_original = b.valor
        and l.data_vencimento between b.data - ${dias}::int and b.data + ${dias}::int
      order by abs(l.data_vencimento - b.data), l.id limit 5
    ) x`);
  return rows;
}
