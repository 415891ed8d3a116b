import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ModoFiscal } from '../fiscal/modo-fiscal.ts';

/**
 * The test documents (simulação, homologação) whose effects still stand: not reversed by a switch to produção
 * (`efeitos_estornados_em` null) and settled or on their way. Drafts are left out: they took nothing, and one
 * emitted later goes to the environment then in use. `lock` locks them until the caller's transaction ends.
 */
export type DocumentoDeTeste = {
  id: number;
  /** Text for the NFS-e (a bigint); converted by the caller. */
  numero: number | string | null;
  serie: number | null;
  ambiente: ModoFiscal;
  status: string;
  natureza_operacao: string | null;
  cliente: string;
  cancelamento_pendente: boolean;
};

/** One array parameter ('{1,2,3}'): Drizzle would expand a JS array into a row of parameters. */
const arrayDeIds = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

export async function listNfeDeTeste(db: Database, lock?: 'update') {
  const { rows } = await db.execute<DocumentoDeTeste>(sql`
    select n.id, n.numero, n.serie, n.ambiente, n.status::text as status, n.natureza_operacao,
      c.nome_razao_social as cliente, n.cancelamento_pedido_em is not null as cancelamento_pendente
    from notas_fiscais n join clientes c on c.id = n.id_cliente
    where n.ambiente <> 'producao' and n.efeitos_estornados_em is null and n.status <> 'Rascunho'
    order by n.id
    ${lock ? sql`for update of n` : sql``}`);
  return rows;
}

export async function listNfseDeTeste(db: Database, lock?: 'update') {
  const { rows } = await db.execute<DocumentoDeTeste>(sql`
    select s.id, s.numero_nfse::text as numero, s.serie_dps as serie, s.ambiente, s.status::text as status,
      null as natureza_operacao, c.nome_razao_social as cliente,
      s.cancelamento_pedido_em is not null as cancelamento_pendente
    from notas_servico s join clientes c on c.id = s.id_cliente
    where s.ambiente <> 'producao' and s.efeitos_estornados_em is null
    order by s.id
    ${lock ? sql`for update of s` : sql``}`);
  return rows;
}

/** The return lines of authorised notes, with the remessa item they took kg from. */
export async function listDevolucoesDasNotas(db: Database, idsNfe: number[]) {
  if (idsNfe.length === 0) return [];
  const { rows } = await db.execute<{
    id_item_entrada: number;
    id_nfe_entrada: number;
    numero_nf: number;
    serie: number;
    cliente: string;
    descricao: string;
    cfop: string;
    quantidade: string;
  }>(sql`
    select ni.id_item_entrada, ie.id_nfe_entrada, e.numero_nf, e.serie, c.nome_razao_social as cliente,
      ie.descricao, ni.cfop, ni.quantidade::text as quantidade
    from notas_fiscais_itens ni join notas_fiscais n on n.id = ni.id_nota_fiscal
      join nfe_entrada_itens ie on ie.id = ni.id_item_entrada
      join nfe_entradas e on e.id = ie.id_nfe_entrada join clientes c on c.id = e.id_cliente
    where ni.id_nota_fiscal = any(${arrayDeIds(idsNfe)}::int[]) and n.status = 'Autorizada'
    order by ni.id_item_entrada`);
  return rows;
}

/**
 * What the notes' stock movements add up to per product and note, from the ledger itself (exits, and the
 * entries a cancellation wrote back): exactly what is still out because of them.
 */
export async function listEstoqueDasNotas(db: Database, idsNfe: number[]) {
  if (idsNfe.length === 0) return [];
  const { rows } = await db.execute<{
    id_produto: number;
    produto: string;
    id_nota_fiscal: number;
    kg: string;
    destino: 'terceiros' | 'proprio';
  }>(sql`
    select m.id_produto, p.nome as produto, m.id_documento::int as id_nota_fiscal, m.destino,
      sum(m.quantidade_kg)::numeric(15,4)::text as kg
    from estoque_movimentos m join produtos p on p.id = m.id_produto
    where m.id_documento = any(${`{${idsNfe.map((id) => `"${Math.trunc(id)}"`).join(',')}}`}::text[])
      and m.origem in ('SAIDA_NFE', 'ESTORNO_NFE')
    group by m.id_produto, p.nome, m.id_documento, m.destino
    having sum(m.quantidade_kg) <> 0
    order by m.id_produto, m.id_documento`);
  return rows;
}

/** The receivables of the documents that still count: pending, or paid. */
export async function listRecebiveisDosDocumentos(
  db: Database,
  idsNfe: number[],
  idsNfse: number[],
  lock?: 'update',
) {
  if (idsNfe.length === 0 && idsNfse.length === 0) return [];
  const { rows } = await db.execute<{
    id_lancamento: number;
    descricao: string;
    valor: string;
    status: 'Pendente' | 'Pago';
    valor_pago_recebido: string | null;
    data_pagamento_recebimento: string | null;
  }>(sql`
    select id as id_lancamento, descricao, valor_original::text as valor, status::text as status,
      valor_pago_recebido::text as valor_pago_recebido, data_pagamento_recebimento::text as data_pagamento_recebimento
    from lancamentos
    where ((origem = 'NFE' and id_documento = any(${arrayDeIds(idsNfe)}::int[]))
        or (origem = 'NFSE' and id_documento = any(${arrayDeIds(idsNfse)}::int[])))
      and status in ('Pendente', 'Pago')
    order by id
    ${lock ? sql`for update` : sql``}`);
  return rows;
}

/**
 * Cancels the test receivables. A paid one loses its baixa too (the CHECK lancamentos_baixa_check ties the payment
 * to Pago): what was received stays written in its observação and in the audit row.
 */
export async function cancelarRecebiveisDeTeste(db: Database, ids: number[], observacao: string) {
  if (ids.length === 0) return;
  await db.execute(sql`
    update lancamentos set status = 'Cancelado',
      observacao = concat_ws(E'\n', nullif(observacao, ''), ${observacao} || case when status = 'Pago' then
        ' Recebido em teste: R$ ' || valor_pago_recebido::text || ' em ' || to_char(data_pagamento_recebimento, 'DD/MM/YYYY') || '.'
        else '' end),
      valor_pago_recebido = null, data_pagamento_recebimento = null, updated_at = now()
    where id = any(${arrayDeIds(ids)}::int[])`);
}

/** From now on these documents count nowhere: reports, dashboard, Material de Terceiros. */
export async function marcarEfeitosEstornados(db: Database, idsNfe: number[], idsNfse: number[]) {
  if (idsNfe.length > 0) {
    await db.execute(sql`update notas_fiscais set efeitos_estornados_em = now()
      where id = any(${arrayDeIds(idsNfe)}::int[])`);
  }
  if (idsNfse.length > 0) {
    await db.execute(sql`update notas_servico set efeitos_estornados_em = now()
      where id = any(${arrayDeIds(idsNfse)}::int[])`);
  }
}
