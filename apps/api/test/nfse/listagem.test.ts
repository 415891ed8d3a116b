import type { TNfseListaItem } from '@erp/contracts/nfse';
import type { TPaginated } from '@erp/contracts/pagination';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cenario, montarCenario } from './cenario.ts';

let c: Cenario;
let outroTomador: number;
const ids: number[] = [];
beforeAll(async () => {
  c = await montarCenario();
  outroTomador = await c.criar('/clientes', {
    nome_razao_social: 'Indústria São José Ltda',
    cpf_cnpj: '58.716.523/0001-19',
    logradouro: 'Rua XV de Novembro',
    numero: '10',
    bairro: 'Centro',
    cidade: 'Americana',
    uf: 'SP',
    cep: '13465-000',
  });
  for (let i = 0; i < 12; i++) {
    const r = await c.emitir(
      c.pedido({ id_cliente: i % 3 === 0 ? outroTomador : c.idTomador, quantidade: String(10 + i) }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    ids.push(r.body.id as number);
  }
  expect(
    (
      await c.api(`/nfse/cancelar/${ids[0]}`, 'POST', {
        codigo_motivo: '1',
        justificativa: 'Erro na emissão da nota',
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => c.t.close());

const listar = (query = '') => c.api<TPaginated<TNfseListaItem>>(`/nfse/listar${query}`);

describe('GET /api/nfse/listar', () => {
  it('pages of 10, newest first', async () => {
    const primeira = await listar();
    expect(primeira.status).toBe(200);
    expect(primeira.body).toMatchObject({ totalItems: 12, totalPages: 2, currentPage: 1 });
    expect(primeira.body.data.map((n) => n.id)).toEqual([...ids].reverse().slice(0, 10));
    const segunda = await listar('?page=2');
    expect(segunda.body.data.map((n) => n.id)).toEqual([ids[1], ids[0]]);
    expect(primeira.body.data[0]).toMatchObject({
      nome_razao_social: 'Distribuidora Campinas Ltda',
      status: 'Autorizada',
      valor_servico: '52.50',
      valor_liquido: '52.50',
      serie_dps: 1,
      numero_dps: 12,
      data_competencia: c.hoje(),
      cancelavel: true,
    });
    expect(primeira.body.data[0]?.numero_nfse).toMatch(/^[0-9]+$/);
  });

  it('searches by tomador (accents and case ignored), by NFS-e or DPS number, and filters by status', async () => {
    const porNome = await listar(`?search=${encodeURIComponent('sao jose')}`);
    expect(porNome.body.totalItems).toBe(4);
    expect(porNome.body.data.every((n) => n.nome_razao_social === 'Indústria São José Ltda')).toBe(true);

    const alvo = (await c.obter(ids[4] as number)).numero_nfse as string;
    const porNumero = await listar(`?search=${alvo}`);
    expect(porNumero.body.data.map((n) => n.numero_nfse)).toContain(alvo);
    expect(porNumero.body.data.find((n) => n.numero_nfse === alvo)?.id).toBe(ids[4]);

    const porDps = await listar('?search=7');
    expect(porDps.body.data.some((n) => n.numero_dps === 7)).toBe(true);

    const canceladas = await listar('?status=Cancelada');
    expect(canceladas.body).toMatchObject({
      totalItems: 1,
      data: [{ id: ids[0], status: 'Cancelada', cancelavel: false }],
    });
    const autorizadasDoOutro = await listar(`?status=Autorizada&search=${encodeURIComponent('São José')}`);
    expect(autorizadasDoOutro.body.totalItems).toBe(3);
    expect((await listar('?status=Inexistente')).status).toBe(400);
    expect((await listar('?search=ninguem')).body).toMatchObject({ totalItems: 0, data: [], totalPages: 1 });
  });

  it('GET /nfse/{id} of an unknown NFS-e is 404', async () => {
    const r = await c.api('/nfse/999999');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: 'NFS-e não encontrada.' });
  });
});

describe('GET /api/nfe/listar?id_cliente (the NF-e an NFS-e can refer to)', () => {
  type NfeListada = { id: number; id_cliente: number; status: string };
  const nfes = (query: string) => c.api<TPaginated<NfeListada>>(`/nfe/listar${query}`);

  it("answers only that client's notes, with the status filter and the count of that client", async () => {
    const doTomador = [await c.nfeAutorizada(c.idTomador), await c.nfeAutorizada(c.idTomador)];
    const doOutro = await c.nfeAutorizada(outroTomador);
    // A draft of the same tomador: listed by client, left out with status Autorizada.
    const idProduto = await c.criar('/produtos', {
      nome: 'Tampa 38mm',
      codigo_interno: 'TAMPA-38',
      ncm: '39235000',
      preco_venda: '10.00',
      estoque_atual: '10.00',
      cfop_padrao: '5101',
    });
    const rascunho = await c.api<{ id: number }>('/nfe/rascunho', 'POST', {
      id_cliente: c.idTomador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: idProduto, quantidade: '1', cfop: '5101' }],
    });
    expect(rascunho.status, JSON.stringify(rascunho.body)).toBe(200);

    const autorizadas = await nfes(`?id_cliente=${c.idTomador}&status=Autorizada&limit=100`);
    expect(autorizadas.status).toBe(200);
    expect(autorizadas.body).toMatchObject({ totalItems: 2, totalPages: 1, currentPage: 1 });
    expect(autorizadas.body.data.map((n) => n.id)).toEqual([doTomador[1]?.id, doTomador[0]?.id]);

    const todas = await nfes(`?id_cliente=${c.idTomador}`);
    expect(todas.body.totalItems).toBe(3);
    expect(todas.body.data.map((n) => n.id)).toEqual([rascunho.body.id, doTomador[1]?.id, doTomador[0]?.id]);
    expect((await nfes(`?id_cliente=${outroTomador}`)).body.data.map((n) => n.id)).toEqual([doOutro.id]);
    // Without the filter every client's notes are there.
    expect((await nfes('?status=Autorizada')).body.totalItems).toBe(3);
    expect((await nfes('?id_cliente=')).body.totalItems).toBe(4);
    expect((await nfes('?id_cliente=999999')).body).toMatchObject({ totalItems: 0, data: [] });
  });

  it('refuses an id_cliente that is not a positive integer', async () => {
    for (const invalido of ['abc', '0', '-3', '1.5']) {
      const r = await nfes(`?id_cliente=${invalido}`);
      expect(r.status, invalido).toBe(400);
      expect(JSON.stringify(r.body), invalido).toContain('Cliente inválido.');
    }
    const semToken = await c.t.request(`/api/nfe/listar?id_cliente=${c.idTomador}`);
    expect(semToken.status).toBe(401);
  });
});

describe('autenticação', () => {
  it('every NFS-e route answers 401 without a valid token', async () => {
    const id = ids[1] as number;
    const rotas: [string, string, unknown?][] = [
      ['POST', '/api/nfse/previa', { id_servico: c.idServico, quantidade: '1' }],
      ['POST', '/api/nfse/emitir', c.pedido()],
      ['GET', '/api/nfse/listar'],
      ['GET', `/api/nfse/${id}`],
      ['POST', `/api/nfse/cancelar/${id}`, { codigo_motivo: '1', justificativa: 'Sem token não cancela' }],
      ['GET', `/api/nfse/${id}/xml`],
      ['GET', `/api/nfse/${id}/danfse`],
    ];
    for (const [method, path, json] of rotas) {
      const semToken = await c.t.request(path, { method, ...(json ? { json } : {}) });
      expect(semToken.status, `${method} ${path}`).toBe(401);
      const falso = await c.t.request(path, { method, token: 'x'.repeat(43), ...(json ? { json } : {}) });
      expect(falso.status, `${method} ${path}`).toBe(401);
    }
    expect((await listar()).body.totalItems).toBe(12);
    expect((await c.obter(id)).status).toBe('Autorizada');
  });
});
