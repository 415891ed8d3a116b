import { expect } from 'vitest';
import { type CenarioProducao, montarCenarioProducao, PP_1000 } from '../../producao/cenario-producao.ts';
import { compraXml, formComXml, remessaXml } from '../../support/nfe-remessa.ts';

/** The second client: Distribuidora Campinas (the NF-e scenario's buyer), sending its own PP for caps. */
export const CLIENTE_B = { CNPJ: '11444777000161', xNome: 'Distribuidora Campinas Ltda' };

/**
 * The small month of the golden file, October 2026: Embalagens Paulista's 1 000 kg and Distribuidora Campinas'
 * 500 kg of PP, a purchase of 200 kg of PP into own stock, and three orders closed in the month (one making two
 * products), with sucata returned, sucata kept and loss. What the API records today is moved to October's days
 * with SQL, as the clock of a month's history.
 */
export async function montarMesDoBlocoK() {
  const c: CenarioProducao = await montarCenarioProducao();
  const upload = async (xml: string) => {
    const r = await c.t.request('/api/upload/nfe-entrada', {
      method: 'POST',
      token: c.token,
      body: formComXml(xml),
    });
    expect(r.status, await r.clone().text()).toBe(201);
    return ((await r.json()) as { id: number }).id;
  };
  await c.importarRemessa([PP_1000], '2026-10-05T10:00:00-03:00');
  const idClienteA = await c.idClienteRemessa();
  const pp500 = { ...PP_1000, qCom: '500.0000', vProd: '4200.00' };
  const idEntradaB = await upload(
    remessaXml({
      nNF: 7001,
      itens: [pp500],
      comProtocolo: true,
      dhEmi: '2026-10-07T09:00:00-03:00',
      emitente: CLIENTE_B,
    }).xml,
  );
  const idCompra = await upload(
    compraXml({
      nNF: 5001,
      itens: [
        { cProd: 'PP-H503', xProd: 'Polipropileno H503', qCom: '200.0000', vUnCom: '8.00', vProd: '1600.00' },
      ],
      comProtocolo: true,
      dhEmi: '2026-10-08T08:00:00-03:00',
      pagamentos: [{ tPag: '15', vPag: '1600.00' }],
    }).xml,
  );
  const { rows } = await c.t.pool.query<{ id_cliente: number }>(
    'select id_cliente from nfe_entradas where id = $1',
    [idEntradaB],
  );
  const idClienteB = rows[0]?.id_cliente as number;
  for (const id of [idClienteA, idClienteB]) {
    await c.definirReferenciacao(id, 'FIFO');
    const acordo = await c.api(`/clientes/${id}/produtos/${c.idPP}`, 'PUT', { perda_normal_percentual: '1' });
    expect(acordo.status, JSON.stringify(acordo.body)).toBe(200);
  }
  const ordem = async (idCliente: number, kg: string) => {
    const r = await c.criarOrdem({
      id_cliente: idCliente,
      entradas: [{ id_produto: c.idPP, quantidade_kg: kg }],
    });
    expect(r.status, await r.clone().text()).toBe(201);
    const id = ((await r.json()) as { id: number }).id;
    expect((await c.acao(id, 'iniciar')).status).toBe(200);
    return id;
  };
  const tampas = (quantidade: string, kg: string, idProduto = c.idTampaBranca) => ({
    tipo: 'producao',
    id_produto: idProduto,
    id_servico: c.idInjecao,
    quantidade,
    quantidade_kg: kg,
  });
  const o1 = await ordem(idClienteA, '600');
  await c.apontar(o1, tampas('58000', '580'));
  await c.apontar(o1, { tipo: 'sucata', quantidade_kg: '15', destino: 'devolver' });
  await c.apontar(o1, { tipo: 'perda', quantidade_kg: '5' });
  const o2 = await ordem(idClienteA, '300');
  await c.apontar(o2, tampas('29000', '290'));
  // Tampa 28mm is counted in kg (its unit): its K230 says the kg.
  await c.apontar(o2, tampas('9', '9', c.idTampa));
  await c.apontar(o2, { tipo: 'perda', quantidade_kg: '1' });
  const o3 = await ordem(idClienteB, '400');
  await c.apontar(o3, tampas('39000', '390'));
  await c.apontar(o3, {
    tipo: 'sucata',
    quantidade_kg: '6',
    destino: 'manter',
    documento_acordo: 'E-mail de 20/10',
  });
  await c.apontar(o3, { tipo: 'perda', quantidade_kg: '4' });
  for (const id of [o1, o2, o3]) {
    const r = await c.acao(id, 'concluir');
    expect(r.status, await r.clone().text()).toBe(200);
  }
  // October's clock: the orders' start and closing, and the ledger's own movements (the purchase, the caps'
  // initial stock).
  const dias: [number, string, string][] = [
    [o1, '2026-10-12 08:00-03', '2026-10-14 17:00-03'],
    [o2, '2026-10-20 08:00-03', '2026-10-21 17:00-03'],
    [o3, '2026-10-27 08:00-03', '2026-10-31 22:00-03'],
  ];
  for (const [id, inicio, fim] of dias) {
    await c.t.pool.query(
      'update ordens_industrializacao set iniciada_em = $2, concluida_em = $3 where id = $1',
      [id, inicio, fim],
    );
  }
  await c.t.pool.query(
    `update estoque_movimentos set created_at = '2026-10-08 08:00-03' where destino = 'proprio'`,
  );
  return { ...c, idClienteA, idClienteB, idCompra, ordens: [o1, o2, o3] as const };
}
