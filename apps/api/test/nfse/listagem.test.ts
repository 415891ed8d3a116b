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
