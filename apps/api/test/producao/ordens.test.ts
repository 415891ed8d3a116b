import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { PP } from '../nfe/cenario.ts';
import { entrarComoOperador } from '../support/operador.ts';
import { type CenarioProducao, montarCenarioProducao } from './cenario-producao.ts';

let c: CenarioProducao;
let idCliente: number;
let operador: { id: number; token: string };
let primeira: Awaited<ReturnType<CenarioProducao['importarRemessa']>>;
let segunda: Awaited<ReturnType<CenarioProducao['importarRemessa']>>;

beforeAll(async () => {
  c = await montarCenarioProducao();
  // 100 kg at 8,00 and then 50 kg at 9,00: FIFO takes the first before the second.
  primeira = await c.importarRemessa([PP], '2026-11-10T10:00:00-03:00');
  segunda = await c.importarRemessa(
    [{ ...PP, qCom: '50.0000', vUnCom: '9.00', vProd: '450.00' }],
    '2026-11-12T10:00:00-03:00',
  );
  idCliente = await c.idClienteRemessa();
  operador = await entrarComoOperador(c.t, c.token, {
    nome: 'Olívia Operadora',
    email: 'olivia@empresa.local',
    senha: 'granulado-verde-9',
  });
});
afterAll(async () => c.t.close());

const item1 = () => primeira.itens[0]?.id as number;
const item2 = () => segunda.itens[0]?.id as number;

async function abrir(entradas: unknown[], token = c.token) {
  const r = await c.criarOrdem({ id_cliente: idCliente, entradas }, token);
  const body = (await r.json()) as { id: number; error?: string; details?: unknown };
  return { status: r.status, body };
}

describe('ordens de industrialização: reservations', () => {
  it('FIFO splits an input over the oldest remessas; cancelling frees every kg', async () => {
    const r = await abrir([{ id_produto: c.idPP, quantidade_kg: '120' }]);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const ordem = await c.ordem(r.body.id);
    expect(ordem.entradas.map((e) => [e.id_item_entrada, e.quantidade_kg])).toEqual([
      [item1(), '100.000'],
      [item2(), '20.000'],
    ]);
    expect(await c.itemEntrada(item1())).toEqual({ saldo_kg: '100.0000', reservado_kg: '100.0000' });
    expect(await c.itemEntrada(item2())).toEqual({ saldo_kg: '50.0000', reservado_kg: '20.0000' });
    // Material de Terceiros shows received / reserved / available per item.
    const mt = await c.api<{
      data: { id_item: number; saldo_kg: string; reservado_kg: string; disponivel_kg: string }[];
    }>('/relatorios/material-terceiros?limit=100');
    expect(mt.body.data.find((l) => l.id_item === item2())).toMatchObject({
      saldo_kg: '50.0000',
      reservado_kg: '20.0000',
      disponivel_kg: '30.0000',
    });
    const lista = await c.api<{
      data: { id: number; status: string; reservado_kg: string }[];
      totalItems: number;
    }>(`/producao/ordens?page=1&limit=10&status=Aberta&id_cliente=${idCliente}`);
    expect(lista.body.data.find((o) => o.id === r.body.id)).toMatchObject({
      status: 'Aberta',
      reservado_kg: '120.000',
    });

    const cancelada = await c.api(`/producao/ordens/${r.body.id}`, 'DELETE');
    expect(cancelada.status, JSON.stringify(cancelada.body)).toBe(200);
    expect((await c.ordem(r.body.id)).status).toBe('Cancelada');
    expect(await c.itemEntrada(item1())).toEqual({ saldo_kg: '100.0000', reservado_kg: '0.0000' });
    expect(await c.itemEntrada(item2())).toEqual({ saldo_kg: '50.0000', reservado_kg: '0.0000' });
  });

  it('two orders racing for the last kg of an item: exactly one wins and the reservation is exact', async () => {
    const [a, b] = await Promise.all([
      abrir([{ id_item_entrada: item2(), id_produto: c.idPP, quantidade_kg: '30' }]),
      abrir([{ id_item_entrada: item2(), id_produto: c.idPP, quantidade_kg: '30' }]),
    ]);
    expect([a?.status, b?.status].sort()).toEqual([201, 422]);
    const perdedora = a?.status === 422 ? a : b;
    expect(perdedora?.body.error).toBe('Saldo insuficiente do material do cliente para esta ordem.');
    expect(perdedora?.body.details).toMatch(/disponível 20,000 kg, pedido 30,000 kg/);
    expect(await c.itemEntrada(item2())).toEqual({ saldo_kg: '50.0000', reservado_kg: '30.0000' });
    const vencedora = a?.status === 201 ? a : b;
    expect((await c.api(`/producao/ordens/${vencedora?.body.id}`, 'DELETE')).status).toBe(200);
  });

  it('a manual draft cannot take reserved kg; the free kg it can', async () => {
    const r = await abrir([{ id_item_entrada: item1(), id_produto: c.idPP, quantidade_kg: '90' }]);
    expect(r.status).toBe(201);
    const saldo = await c.api<{ saldo_kg: string }>(
      `/nfe/rascunho/saldo-disponivel?id_cliente=${idCliente}&id_produto=${c.idPP}`,
    );
    expect(saldo.body.saldo_kg).toBe('60.0000');
    const rascunho = (quantidade: string) =>
      c.salvarRascunho({
        id_cliente: idCliente,
        natureza_operacao: 'RETORNO DE INDUSTRIALIZACAO',
        itens: [{ id_produto: c.idPP, quantidade, cfop: '5902', id_item_entrada: item1() }],
      });
    const recusado = await rascunho('20');
    expect(recusado.status).toBe(422);
    expect(recusado.body.details).toMatch(/disponível 10(,00)? kg, pedido 20(,00)? kg/);
    expect((await rascunho('10')).status).toBe(200);
    expect((await c.api(`/producao/ordens/${r.body.id}`, 'DELETE')).status).toBe(200);
  });

  it('refuses more than the client has, and an item of another product or client', async () => {
    const demais = await abrir([{ id_produto: c.idPP, quantidade_kg: '1000' }]);
    expect(demais.status).toBe(422);
    expect(demais.body.details).toMatch(
      /"Polipropileno H503": disponível 150,000 kg, pedido 1\.000,000 kg\./,
    );
    const outro = await abrir([
      { id_item_entrada: item1(), id_produto: c.idTampaBranca, quantidade_kg: '1' },
    ]);
    expect(outro.status).toBe(400);
  });
});

describe('ordens de industrialização: pointing and closing', () => {
  let id: number;
  beforeAll(async () => {
    const r = await abrir([{ id_item_entrada: item1(), id_produto: c.idPP, quantidade_kg: '100' }]);
    id = r.body.id;
  });

  it('points only once started; sucata needs its destination and, kept, the agreement', async () => {
    const antes = await c.acao(id, 'apontamentos', { tipo: 'perda', quantidade_kg: '1' });
    expect(antes.status).toBe(409);
    expect(await antes.json()).toEqual({ error: 'Inicie a ordem antes de apontar.' });
    expect((await c.acao(id, 'iniciar', undefined, operador.token)).status).toBe(200);
    const semDestino = await c.acao(id, 'apontamentos', { tipo: 'sucata', quantidade_kg: '1' });
    expect(semDestino.status).toBe(400);
    const semAcordo = await c.acao(id, 'apontamentos', {
      tipo: 'sucata',
      quantidade_kg: '1',
      destino: 'manter',
    });
    expect(semAcordo.status).toBe(400);
    expect(JSON.stringify(await semAcordo.json())).toContain('documento_acordo');
    const semProduto = await c.acao(id, 'apontamentos', { tipo: 'producao', quantidade_kg: '1' });
    expect(semProduto.status).toBe(400);
  });

  it('an order that does not close is refused with the difference in kg', async () => {
    await c.apontar(
      id,
      { tipo: 'producao', id_produto: c.idTampaBranca, quantidade: '9000', quantidade_kg: '90' },
      operador.token,
    );
    await c.apontar(
      id,
      {
        tipo: 'sucata',
        quantidade_kg: '2',
        destino: 'manter',
        documento_acordo: 'E-mail do cliente de 10/11',
      },
      operador.token,
    );
    await c.apontar(id, { tipo: 'perda', quantidade_kg: '6.5' }, operador.token);
    const r = await c.acao(id, 'concluir', undefined, operador.token);
    expect(r.status).toBe(422);
    expect(await r.json()).toEqual({
      error: 'A ordem não fecha: entraram 100,000 kg e foram apontados 98,500 kg; faltam 1,500 kg.',
    });
    await c.apontar(id, { tipo: 'perda', quantidade_kg: '1.5' }, operador.token);
  });

  it('a loss above the agreed % needs an administrator: 403 for an Operador, audited; the admin’s approval recorded', async () => {
    const acordo = await c.api(`/clientes/${idCliente}/produtos/${c.idPP}`, 'PUT', {
      perda_normal_percentual: '5',
    });
    expect(acordo.body).toMatchObject({
      id_cliente: idCliente,
      id_produto: c.idPP,
      perda_normal_percentual: '5.0000',
    });
    expect((await c.ordem(id)).situacao_kg).toMatchObject({
      perda_percentual: '8.00',
      perda_normal_percentual: '5.0000',
      perda_acima_do_acordado: true,
      fecha: true,
    });
    const r = await c.acao(id, 'concluir', undefined, operador.token);
    expect(r.status).toBe(403);
    expect(((await r.json()) as { error: string }).error).toBe(
      'A perda de 8,000 kg (8,00 %) está acima da perda normal acordada com o cliente (5,00 %): só um Administrador pode concluir esta ordem.',
    );
    const recusas = await c.t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'PERMISSAO_NEGADA'), eq(auditoria.idUsuario, operador.id)));
    expect(recusas).toHaveLength(1);
    expect((await c.ordem(id)).status).toBe('Em produção');

    const ok = await c.acao(id, 'concluir');
    expect(ok.status, await ok.clone().text()).toBe(200);
    const ordem = await c.ordem(id);
    expect(ordem.status).toBe('Concluída');
    expect(ordem.perda_aprovada.id_usuario).not.toBeNull();
    expect(ordem.perda_aprovada.em).not.toBeNull();
    expect(ordem.concluida.id_usuario).toBe(ordem.perda_aprovada.id_usuario);
    const [conclusao] = await c.t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'ORDEM_CONCLUIDA'), eq(auditoria.idEntidade, String(id))));
    expect(conclusao?.detalhes).toMatchObject({
      perda_kg: '8.000',
      perda_normal_percentual: '5.0000',
      perda_aprovada_por: ordem.perda_aprovada.id_usuario,
    });
    // Loss and sucata kept stay in the client's balance, released for a symbolic return.
    expect(ordem.entradas[0]).toMatchObject({
      aplicado_kg: '90.000',
      retido_kg: '10.000',
      reservado_kg: '90.000',
    });
    expect(await c.itemEntrada(item1())).toEqual({ saldo_kg: '100.0000', reservado_kg: '90.0000' });
  });

  it('a closed order can no longer be cancelled nor pointed', async () => {
    expect((await c.api(`/producao/ordens/${id}`, 'DELETE')).status).toBe(409);
    expect((await c.acao(id, 'apontamentos', { tipo: 'perda', quantidade_kg: '1' })).status).toBe(409);
  });

  it('the agreed loss per client and product: null when none was agreed', async () => {
    const nenhum = await c.api(`/clientes/${idCliente}/produtos/${c.idTampaBranca}`);
    expect(nenhum.body).toEqual({
      id_cliente: idCliente,
      id_produto: c.idTampaBranca,
      perda_normal_percentual: null,
      codigos_do_cliente: [],
    });
    const limpo = await c.api(`/clientes/${idCliente}/produtos/${c.idPP}`, 'PUT', {
      perda_normal_percentual: null,
    });
    expect(limpo.body).toMatchObject({ perda_normal_percentual: null });
    expect(
      (await c.api(`/clientes/${idCliente}/produtos/${c.idPP}`, 'PUT', { perda_normal_percentual: '101' }))
        .status,
    ).toBe(400);
  });
});
