import { validarXml } from '@erp/fiscal/nfe';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes } from '../../src/db/schema/cadastros.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { notasFiscais, notasFiscaisEventos } from '../../src/db/schema/notas-fiscais.ts';
import { type Cenario, montarCenario } from './cenario.ts';

let c: Cenario;
beforeAll(async () => {
  c = await montarCenario();
});
afterAll(async () => c.t.close());

async function vendaAutorizada(quantidade = '1') {
  const r = await c.salvarRascunho({
    id_cliente: c.idComprador,
    natureza_operacao: 'VENDA DE MERCADORIA',
    itens: [{ id_produto: c.idTampa, quantidade, cfop: '5101' }],
  });
  const e = await c.emitir(r.body.id);
  expect(e.status, JSON.stringify(e.body)).toBe(200);
  return r.body.id;
}

describe('Carta de Correção (110110)', () => {
  it('registers letters in sequence and keeps each procEventoNFe', async () => {
    const id = await vendaAutorizada();
    const corrigir = (correcao: string) => c.api(`/nfe/${id}/carta-correcao`, 'POST', { correcao });
    expect((await corrigir('curta')).status).toBe(400);
    const primeira = await corrigir('Endereço de entrega: Rua Barão de Jaguara, 900, fundos.');
    expect(primeira.status, JSON.stringify(primeira.body)).toBe(200);
    expect(primeira.body).toEqual({ message: 'Carta de Correção registrada com sucesso!' });
    expect((await corrigir('Pedido do cliente nº 4521, e não 4512 como constou.')).status).toBe(200);

    const nota = await c.obter(id);
    expect(nota.eventos.map((e) => [e.tipo_evento, e.descricao, e.sequencia])).toEqual([
      ['110110', 'Carta de Correção', 1],
      ['110110', 'Carta de Correção', 2],
    ]);
    const eventos = await c.t.db
      .select()
      .from(notasFiscaisEventos)
      .where(eq(notasFiscaisEventos.idNotaFiscal, id));
    for (const evento of eventos) {
      expect(validarXml(evento.xml, 'procEventoNFe')).toEqual({ valido: true, erros: [] });
      expect(evento.xml).toContain(`<nSeqEvento>${evento.sequencia}</nSeqEvento>`);
    }
  });

  it('is refused for a draft', async () => {
    const r = await c.salvarRascunho({
      id_cliente: c.idComprador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: c.idTampa, quantidade: '1', cfop: '5101' }],
    });
    const cce = await c.api(`/nfe/${r.body.id}/carta-correcao`, 'POST', {
      correcao: 'Correção de uma nota que não foi emitida.',
    });
    expect(cce.status).toBe(409);
  });
});

describe('limites do cancelamento', () => {
  it('is refused after the legal window, and the list stops offering it', async () => {
    const id = await vendaAutorizada();
    await c.t.db
      .update(notasFiscais)
      .set({ dataAutorizacao: sql`now() - interval '25 hours'` })
      .where(eq(notasFiscais.id, id));
    const lista = await c.api<{ data: { id: number; cancelavel_ate: string | null }[] }>('/nfe/listar');
    expect(lista.body.data.find((n) => n.id === id)?.cancelavel_ate).toBeNull();
    const r = await c.api(`/nfe/cancelar/${id}`, 'POST', {
      justificativa: 'Cancelamento fora do prazo legal',
    });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ error: 'O prazo de cancelamento terminou: 24 horas após a autorização.' });
    expect((await c.obter(id)).status).toBe('Autorizada');
  });

  it('is refused when the receivable was already received', async () => {
    const id = await vendaAutorizada();
    await c.t.db
      .update(lancamentos)
      .set({ status: 'Pago', valorPagoRecebido: '12.34', dataPagamentoRecebimento: '2026-11-22' })
      .where(and(eq(lancamentos.origem, 'NFE'), eq(lancamentos.idDocumento, id)));
    const r = await c.api(`/nfe/cancelar/${id}`, 'POST', {
      justificativa: 'Cliente devolveu toda a mercadoria',
    });
    expect(r.status).toBe(409);
    expect((await c.obter(id)).status).toBe('Autorizada');
  });
});

describe('exclusão de rascunho', () => {
  it('deletes a draft and refuses an unknown one', async () => {
    const r = await c.salvarRascunho({
      id_cliente: c.idComprador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: c.idTampa, quantidade: '1', cfop: '5101' }],
    });
    const del = await c.api(`/nfe/rascunho/${r.body.id}`, 'DELETE');
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Rascunho excluído com sucesso!' });
    expect((await c.api(`/nfe/${r.body.id}`)).status).toBe(404);
    expect((await c.api(`/nfe/rascunho/${r.body.id}`, 'DELETE')).status).toBe(404);
  });
});

describe('busca e filtros da lista', () => {
  it('finds by client name without accents or by number, filters by status, pages by 10', async () => {
    const porNome = await c.api<{ data: { nome_razao_social: string }[]; totalItems: number }>(
      '/nfe/listar?search=distribuidora campinas',
    );
    expect(porNome.body.totalItems).toBeGreaterThan(0);
    expect(new Set(porNome.body.data.map((n) => n.nome_razao_social))).toEqual(
      new Set(['Distribuidora Campinas Ltda']),
    );
    const numero = (await c.obter(await vendaAutorizada())).numero_nfe;
    const porNumero = await c.api<{ data: { numero_nfe: number }[] }>(`/nfe/listar?search=${numero}`);
    expect(porNumero.body.data.map((n) => n.numero_nfe)).toEqual([numero]);
    const autorizadas = await c.api<{ data: { status: string }[] }>('/nfe/listar?status=Autorizada');
    expect(new Set(autorizadas.body.data.map((n) => n.status))).toEqual(new Set(['Autorizada']));
    expect((await c.api('/nfe/listar?status=Inexistente')).status).toBe(400);
  });

  it('counts pages from the trigger-kept counters, equal to the rows at every status', async () => {
    const reais = await c.t.db
      .select({ status: notasFiscais.status, n: sql<number>`count(*)::int` })
      .from(notasFiscais)
      .groupBy(notasFiscais.status);
    expect(reais.length).toBeGreaterThan(1);
    for (const { status, n } of reais) {
      const lista = await c.api<{ totalItems: number }>(`/nfe/listar?status=${status}`);
      expect(lista.body.totalItems, status).toBe(n);
    }
    const todas = await c.api<{ totalItems: number; totalPages: number }>('/nfe/listar');
    const total = reais.reduce((soma, r) => soma + r.n, 0);
    expect(todas.body).toMatchObject({ totalItems: total, totalPages: Math.ceil(total / 10) });
  });

  it('answers the last page for a page past the end, with and without filters, the total of the search', async () => {
    type Pagina = { data: { id: number }[]; currentPage: number; totalPages: number; totalItems: number };
    await vendaAutorizada();
    for (const filtro of ['', '&status=Autorizada', '&search=distribuidora campinas']) {
      const ultima = await c.api<Pagina>(`/nfe/listar?limit=1&page=999999${filtro}`);
      expect(ultima.status, filtro).toBe(200);
      const { totalItems } = ultima.body;
      expect(totalItems, filtro).toBeGreaterThan(0);
      expect(ultima.body, filtro).toMatchObject({ currentPage: totalItems, totalPages: totalItems });
      expect(ultima.body.data, filtro).toHaveLength(1);
      const mesma = await c.api<Pagina>(`/nfe/listar?limit=1&page=${totalItems}${filtro}`);
      expect(mesma.body, filtro).toEqual(ultima.body);
    }
    const [{ n } = { n: 0 }] = await c.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notasFiscais)
      .innerJoin(clientes, eq(clientes.id, notasFiscais.idCliente))
      .where(eq(clientes.nomeRazaoSocial, 'Distribuidora Campinas Ltda'));
    const busca = await c.api<Pagina>('/nfe/listar?search=distribuidora campinas');
    expect(busca.body.totalItems).toBe(n);
  });

  it('requires a session on every NF-e route', async () => {
    for (const [path, method] of [
      ['/api/nfe/listar', 'GET'],
      ['/api/nfe/1', 'GET'],
      ['/api/nfe/rascunho', 'POST'],
      ['/api/nfe/emitir/1', 'POST'],
      ['/api/nfe/cancelar/1', 'POST'],
      ['/api/nfe/1/xml', 'GET'],
      ['/api/nfe/1/danfe', 'GET'],
    ] as const) {
      expect((await c.t.request(path, { method })).status, path).toBe(401);
    }
  });
});
