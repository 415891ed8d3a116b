import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import type { Scenario } from './measure.ts';

/**
 * 100 000 entry items (25 000 remessas of 4 items, one every hour and a quarter over about three and a half
 * years) from the first 200 bench clients, as a processor's history leaves them: material returns within
 * months, so only the last six months' items keep a balance (some partly returned), plus one remessa in fifty
 * of the older ones forgotten here, overdue. About a fifth of the items are in our possession.
 */
export async function seedEntradasBench(db: Database, notas = 25_000, itensPorNota = 4) {
  await db.execute(sql`
    insert into nfe_entradas (chave_acesso, numero_nf, serie, data_emissao, natureza_operacao, id_cliente,
      emitente_cpf_cnpj, valor_total, xml_original, situacao_assinatura, created_at)
    select '3521' || lpad(g::text, 40, '0'), g, 1, t.emissao, 'REMESSA PARA INDUSTRIALIZACAO', c.id, c.cpf_cnpj,
      (${itensPorNota} * 800)::numeric(15,2), '<NFe/>', 'valida', t.emissao + interval '1 day'
    from generate_series(1, ${notas}) g
    cross join lateral (select now() - make_interval(mins => (${notas} - g) * 75) as emissao) t
    join clientes c on c.id = (select min(id) from clientes) + g % 200`);
  await db.execute(sql`
    insert into nfe_entrada_itens (id_nfe_entrada, numero_item, id_produto, codigo_produto, descricao, ncm, cfop,
      unidade, quantidade, valor_unitario, valor_total, quantidade_kg, saldo_kg)
    select e.id, n, p.id, p.codigo_interno, p.nome, '39021020', '5901', 'KG', 100, 8, 800, 100,
      case when e.data_emissao > now() - interval '180 days' then (100 - (e.id + n) % 3 * 25)
        when e.numero_nf % 50 = 0 then 40 else 0 end
    from nfe_entradas e
    cross join generate_series(1, ${itensPorNota}) n
    join produtos p on p.id = (select min(id) from produtos) + (e.numero_nf * 7 + n) % 2000`);
  // Visibility map and statistics, as autovacuum would leave them after a bulk load.
  await db.execute(sql`vacuum analyze nfe_entradas`);
  await db.execute(sql`vacuum analyze nfe_entrada_itens`);
}

/**
 * Relatórios > Material de Terceiros over 100 000 entry items (target p95 <= 50 ms) as the screen opens it and
 * with the dashboard's "overdue" filter, with one connection as the cash flow's (a report one clerk opens, each
 * request summing every open item); the dashboard card as the dashboard is measured; the closed items too, for
 * information (every item, 100 000 rows summed).
 */
export const cenariosMaterialTerceiros: Scenario[] = [
  {
    name: 'GET /api/relatorios/material-terceiros',
    path: '/api/relatorios/material-terceiros?page=1&limit=20',
    connections: 1,
    isAuthenticated: true,
    metaP95Ms: 50,
  },
  {
    name: 'GET /api/relatorios/material-terceiros?situacao=vencido',
    path: '/api/relatorios/material-terceiros?page=1&limit=20&situacao=vencido',
    connections: 1,
    isAuthenticated: true,
    metaP95Ms: 50,
  },
  // Issue 23: the report with its reserved and available kg under the lists' load, 20 connections.
  {
    name: 'GET /api/relatorios/material-terceiros (20 conexões)',
    path: '/api/relatorios/material-terceiros?page=1&limit=20',
    connections: 20,
    isAuthenticated: true,
    metaP95Ms: 50,
  },
  // The totals per product and per client, their own requests since the report's pages stopped carrying all
  // ~2 000 and ~200 of them: the screen asks for their first pages as it opens, beside the report's.
  {
    name: 'GET /api/relatorios/material-terceiros/produtos (20 conexões)',
    path: '/api/relatorios/material-terceiros/produtos?page=1&limit=20',
    connections: 20,
    isAuthenticated: true,
    metaP95Ms: 50,
  },
  {
    name: 'GET /api/relatorios/material-terceiros/clientes (20 conexões)',
    path: '/api/relatorios/material-terceiros/clientes?page=1&limit=20',
    connections: 20,
    isAuthenticated: true,
    metaP95Ms: 50,
  },
  // The dashboard card, asked on every visit of the dashboard beside it: the dashboard's load and target.
  {
    name: 'GET /api/relatorios/material-terceiros/resumo',
    path: '/api/relatorios/material-terceiros/resumo',
    connections: 20,
    isAuthenticated: true,
    metaP95Ms: 50,
  },
  {
    name: 'GET /api/relatorios/material-terceiros?encerrados=true',
    path: '/api/relatorios/material-terceiros?page=1&limit=20&encerrados=true',
    connections: 1,
    isAuthenticated: true,
  },
];
