import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import type { Scenario } from './measure.ts';

export const CNPJ_EMPRESA_BENCH = '11222333000181';

/**
 * 100 000 notes over the bench clients, as a few years of a busy office leave them: mostly authorised, some
 * cancelled, drafts and a few rejected drafts, numbered in série 1. What they bill: a sale all of it, a return
 * about a tenth (the 5124 work on material worth ten times more, which goes back apart).
 */
export async function seedNotasBench(db: Database, total = 100_000) {
  await db.execute(sql`
    insert into notas_fiscais (id_cliente, natureza_operacao, status, valor_total_produtos, valor_total_nota,
      valor_servicos, valor_vendas, valor_material_devolvido, cnpj_emitente, serie, numero, chave_acesso, protocolo, data_emissao, data_autorizacao, c_stat, x_motivo,
      created_at, updated_at)
    select c.id,
      case when g % 3 = 0 then 'VENDA DE MERCADORIA' else 'RETORNO DE INDUSTRIALIZACAO' end,
      s.status::status_nota_fiscal,
      (g % 9000 + 100)::numeric(15,2), (g % 9000 + 100)::numeric(15,2),
      case when g % 3 = 0 then 0 else round((g % 9000 + 100) / 11.0, 2) end,
      case when g % 3 = 0 then (g % 9000 + 100)::numeric(15,2) else 0 end,
      case when g % 3 = 0 then 0 else (g % 9000 + 100) - round((g % 9000 + 100) / 11.0, 2) end,
      ${CNPJ_EMPRESA_BENCH}, 1,
      case when s.status in ('Autorizada', 'Cancelada') then g end,
      case when s.status in ('Autorizada', 'Cancelada') then '3526111122233300018155001' || lpad(g::text, 9, '0') || '1' || lpad((g * 7919 % 100000000)::text, 8, '0') || (g % 10) end,
      case when s.status in ('Autorizada', 'Cancelada') then '1352600' || lpad(g::text, 8, '0') end,
      t.criado, case when s.status in ('Autorizada', 'Cancelada') then t.criado end,
      case when s.status = 'Rascunho' and g % 50 = 0 then '252' end,
      case when s.status = 'Rascunho' and g % 50 = 0 then 'Rejeição: Ambiente informado diverge do Ambiente de recebimento' end,
      t.criado, t.criado
    from generate_series(1, ${total}) g
    cross join lateral (select now() - make_interval(mins => (${total} - g) * 15) as criado) t
    cross join lateral (select case when g % 20 = 0 then 'Cancelada' when g % 10 = 1 then 'Rascunho' else 'Autorizada' end as status) s
    join clientes c on c.id = (select min(id) from clientes) + (g * 7) % 50000`);
  // The série's counter continues after the seeded numbers, as if these notes had been emitted here.
  await db.execute(sql`
    insert into numeracao_documentos (cnpj, modelo, serie, proximo_numero)
    values (${CNPJ_EMPRESA_BENCH}, 55, 1, ${total + 1})`);
  // Sets the visibility map and the statistics, as autovacuum would after a bulk load: deep pages are
  // index-only scans without a heap visit per skipped note.
  await db.execute(sql`vacuum analyze notas_fiscais`);
}

/**
 * The NF-e list as the screen loads it: first page and a status filter (issue 6 target: p95 <= 20 ms), a deep
 * page and a number, for information.
 */
export const cenariosListaNfe: Scenario[] = [
  {
    name: 'GET /api/nfe/listar',
    path: '/api/nfe/listar?page=1&limit=10',
    connections: 20,
    isAuthenticated: true,
    metaP95Ms: 20,
  },
  {
    name: 'GET /api/nfe/listar?status=Cancelada',
    path: '/api/nfe/listar?page=1&limit=10&status=Cancelada',
    connections: 20,
    isAuthenticated: true,
    metaP95Ms: 20,
  },
  {
    name: 'GET /api/nfe/listar?page=5000',
    path: '/api/nfe/listar?page=5000&limit=10',
    connections: 20,
    isAuthenticated: true,
  },
  {
    name: 'GET /api/nfe/listar?search=88888',
    path: '/api/nfe/listar?page=1&limit=10&search=88888',
    connections: 20,
    isAuthenticated: true,
  },
];

type Api = <T>(path: string, method?: string, json?: unknown) => Promise<T>;

/**
 * 200 drafts of 10 lines each (a sale of ten products), emitted end to end through the API against the
 * simulator: numbering, XML, signature, schema validation, SOAP over mutual TLS, stock and receivable.
 */
export async function benchEmissao(baseUrl: string, token: string, notas = 200, paralelas = 4) {
  const api: Api = async (path, method = 'GET', json) => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
      ...(json ? { body: JSON.stringify(json) } : {}),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(body)}`);
    return body as never;
  };
  await api('/preferencias/empresa', 'PUT', {
    razao_social: 'Plásticos Transformação Ltda',
    cnpj: CNPJ_EMPRESA_BENCH,
    inscricao_estadual: '165234567113',
    regime_tributario: 1,
    logradouro: 'Avenida Brasil',
    numero: '500',
    bairro: 'Centro',
    cidade: 'Americana',
    uf: 'SP',
    cep: '13465000',
  });
  const cliente = await api<{ id: number }>('/clientes', 'POST', {
    nome_razao_social: 'Distribuidora Bench Ltda',
    cpf_cnpj: '11444777000161',
    inscricao_estadual: '110042490114',
    logradouro: 'Rua Barão de Jaguara',
    numero: '900',
    bairro: 'Centro',
    cidade: 'Campinas',
    uf: 'SP',
    cep: '13015002',
  });
  const produtos: number[] = [];
  for (let i = 0; i < 10; i++) {
    const p = await api<{ id: number }>('/produtos', 'POST', {
      nome: `Peça injetada modelo ${i + 1}`,
      codigo_interno: `BENCH-NFE-${i + 1}`,
      ncm: '39235000',
      preco_venda: `${12 + i}.34`,
      estoque_atual: '1000000.00',
    });
    produtos.push(p.id);
  }
  const rascunhos: number[] = [];
  for (let n = 0; n < notas; n++) {
    const r = await api<{ id: number }>('/nfe/rascunho', 'POST', {
      id_cliente: cliente.id,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: produtos.map((id_produto, i) => ({ id_produto, quantidade: `${i + 1}.25`, cfop: '5101' })),
    });
    rascunhos.push(r.id);
  }
  const fila = [...rascunhos];
  const inicio = performance.now();
  const trabalhador = async () => {
    for (let id = fila.shift(); id !== undefined; id = fila.shift()) {
      const r = await api<{ status: string }>(`/nfe/emitir/${id}`, 'POST', { data_vencimento: '2099-12-31' });
      if (r.status !== 'Autorizada') throw new Error(`NF-e ${id} não autorizada: ${r.status}`);
    }
  };
  await Promise.all(Array.from({ length: paralelas }, trabalhador));
  const segundos = (performance.now() - inicio) / 1000;
  return { notas, segundos, notasPorSegundo: notas / segundos };
}
