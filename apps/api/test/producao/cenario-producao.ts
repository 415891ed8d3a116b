import { expect } from 'vitest';
import { type Cenario, montarCenario, PP } from '../nfe/cenario.ts';
import type { ItemRemessa } from '../support/nfe-remessa.ts';

/** 1 000 kg of the client's polypropylene at 8,40/kg: the golden return's material (packages/fiscal golden). */
export const PP_1000: ItemRemessa = { ...PP, qCom: '1000.0000', vUnCom: '8.40', vProd: '8400.00' };

export type CenarioProducao = Awaited<ReturnType<typeof montarCenarioProducao>>;

/**
 * The NF-e scenario (company, PP, the client's remessas) plus what an order needs: the caps the client orders
 * (their own code, NCM and unit), the injection service priced per kg, and helpers for the orders' API.
 */
export async function montarCenarioProducao() {
  const c: Cenario = await montarCenario();
  const criar = async (path: string, json: unknown) => {
    const r = await c.api<{ id: number }>(path, 'POST', json);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id;
  };
  const idTampaBranca = await criar('/produtos', {
    nome: 'Tampa 28 mm branca',
    codigo_interno: 'TAMPA-28-BR',
    ncm: '39235000',
    unidade_medida: 'UN',
  });
  const idInjecao = await criar('/servicos', {
    descricao: 'Injeção de tampas 28 mm',
    codigo_lc_116: '14.05',
    aliquota_iss: '5.00',
    preco: '4.15',
  });
  const criarOrdem = (json: unknown, token = c.token) =>
    c.t.request('/api/producao/ordens', { method: 'POST', token, json });
  const ordem = async (id: number) =>
    (await c.api<import('@erp/contracts/producao').TOrdem>(`/producao/ordens/${id}`)).body;
  const acao = (id: number, caminho: string, json?: unknown, token = c.token) =>
    c.t.request(`/api/producao/ordens/${id}/${caminho}`, { method: 'POST', token, json });
  const apontar = async (id: number, json: unknown, token = c.token) => {
    const r = await acao(id, 'apontamentos', json, token);
    expect(r.status, await r.clone().text()).toBe(201);
  };
  const itemEntrada = async (id: number) =>
    (
      await c.t.pool.query<{ saldo_kg: string; reservado_kg: string }>(
        'select saldo_kg, reservado_kg from nfe_entrada_itens where id = $1',
        [id],
      )
    ).rows[0];
  return { ...c, c, idTampaBranca, idInjecao, criarOrdem, ordem, acao, apontar, itemEntrada };
}
