import { parseNFe, validarXml } from '@erp/fiscal/nfe';
import { verificarAssinatura } from '@erp/fiscal/xml';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { type CenarioProducao, montarCenarioProducao, PP_1000 } from './cenario-producao.ts';

let c: CenarioProducao;
let idCliente: number;
let remessa: { id: number; nNF: number; chave: string; itens: { id: number; saldo_kg: string }[] };
let idOrdem: number;
let idNota: number;

beforeAll(async () => {
  c = await montarCenarioProducao();
  remessa = await c.importarRemessa([PP_1000], '2026-11-10T10:00:00-03:00');
  idCliente = await c.idClienteRemessa();
  await c.definirReferenciacao(idCliente, 'FIFO');
  const acordo = await c.api(`/clientes/${idCliente}/produtos/${c.idPP}`, 'PUT', {
    perda_normal_percentual: '1',
  });
  expect(acordo.status, JSON.stringify(acordo.body)).toBe(200);
});
afterAll(async () => c.t.close());

const idItem = () => remessa.itens[0]?.id as number;

describe('the golden return rebuilt from an ordem de industrialização', () => {
  it('opens an order of 1 000 kg FIFO: the remessa’s kg are reserved, not returned', async () => {
    const r = await c.criarOrdem({
      id_cliente: idCliente,
      xped: 'OC-2026-118',
      entradas: [{ id_produto: c.idPP, quantidade_kg: '1000' }],
    });
    expect(r.status, await r.clone().text()).toBe(201);
    idOrdem = ((await r.json()) as { id: number }).id;
    expect(await c.itemEntrada(idItem())).toEqual({ saldo_kg: '1000.0000', reservado_kg: '1000.0000' });
    const ordem = await c.ordem(idOrdem);
    expect(ordem).toMatchObject({ status: 'Aberta', quantidade_kg: '1000.000', reservado_kg: '1000.000' });
    expect(ordem.entradas).toMatchObject([
      { id_item_entrada: idItem(), numero_nf: remessa.nNF, quantidade_kg: '1000.000' },
    ]);
  });

  it('starts, points caps, borra returned and loss; closes to the gram', async () => {
    expect((await c.acao(idOrdem, 'iniciar')).status).toBe(200);
    await c.apontar(idOrdem, {
      tipo: 'producao',
      id_produto: c.idTampaBranca,
      id_servico: c.idInjecao,
      quantidade: '60000',
      quantidade_kg: '600',
    });
    await c.apontar(idOrdem, {
      tipo: 'producao',
      id_produto: c.idTampaBranca,
      id_servico: c.idInjecao,
      quantidade: '38000',
      quantidade_kg: '380',
    });
    await c.apontar(idOrdem, { tipo: 'sucata', quantidade_kg: '19.6', destino: 'devolver' });
    await c.apontar(idOrdem, { tipo: 'perda', quantidade_kg: '0.4' });
    const antes = await c.ordem(idOrdem);
    expect(antes.situacao_kg).toEqual({
      entrada_kg: '1000.000',
      produzido_kg: '980.000',
      sucata_kg: '19.600',
      perda_kg: '0.400',
      nao_aplicado_kg: '0.000',
      apontado_kg: '1000.000',
      diferenca_kg: '0.000',
      perda_percentual: '0.04',
      perda_normal_percentual: '1.0000',
      fecha: true,
      perda_acima_do_acordado: false,
    });
    expect(antes.apontamentos.map((a) => [a.tipo, a.quantidade_kg, a.usuario !== null])).toEqual([
      ['producao', '600.000', true],
      ['producao', '380.000', true],
      ['sucata', '19.600', true],
      ['perda', '0.400', true],
    ]);
    const r = await c.acao(idOrdem, 'concluir');
    expect(r.status, await r.clone().text()).toBe(200);
    const ordem = await c.ordem(idOrdem);
    expect(ordem.status).toBe('Concluída');
    expect(ordem.entradas[0]).toMatchObject({
      aplicado_kg: '980.000',
      sucata_devolvida_kg: '19.600',
      nao_aplicado_kg: '0.000',
      retido_kg: '0.400',
      reservado_kg: '999.600',
    });
    // The loss stays in the client's balance, free for a symbolic return; the rest is still reserved.
    expect(await c.itemEntrada(idItem())).toEqual({ saldo_kg: '1000.0000', reservado_kg: '999.6000' });
  });

  it('builds the return draft: 5902 applied and sucata at the remessa’s 8,40/kg, 5124 for the caps', async () => {
    const r = await c.api<{ id: number }>('/producao/ordens/nfe-retorno', 'POST', {
      ordens: [idOrdem],
      data_vencimento: '2099-01-15',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    idNota = r.body.id;
    const nota = await c.obter(idNota);
    expect(nota.status).toBe('Rascunho');
    expect(
      nota.itens.map((i) => [
        i.nome_produto,
        i.cfop,
        i.quantidade,
        i.valor_unitario,
        i.valor_total_item,
        i.numero_nf_entrada,
      ]),
    ).toEqual([
      ['Polipropileno H503', '5902', '980.0000', '8.4000000000', '8232.00', remessa.nNF],
      ['Polipropileno H503', '5902', '19.6000', '8.4000000000', '164.64', remessa.nNF],
      [
        'Injeção de tampas 28 mm (Tampa 28 mm branca)',
        '5124',
        '980.0000',
        '4.1500000000',
        '4067.00',
        remessa.nNF,
      ],
    ]);
    expect(nota.itens[2]).toMatchObject({ id_produto: c.idTampaBranca, xPed: 'OC-2026-118' });
    expect(nota.valor_total_nota).toBe('12463.64');
    expect(nota.informacoes_complementares).toBe(
      `Ordens de industrialização nº ${idOrdem}. NF-e ${remessa.nNF}/1 item 1 (Polipropileno H503): recebido 1.000,000 kg, ` +
        'aplicado 980,000 kg, perda 0,400 kg (0,04 %), sucata devolvida 19,600 kg. ' +
        'Produzido: Tampa 28 mm branca 98.000 UN (980,000 kg).',
    );
    // The same orders cannot be invoiced twice while the draft lives.
    const outra = await c.api('/producao/ordens/nfe-retorno', 'POST', { ordens: [idOrdem] });
    expect(outra.status).toBe(409);
  });

  it('emits in simulação: schema-valid, signed, values to the centavo, the remessa in NFref; the order Faturada', async () => {
    const r = await c.emitir(idNota, '2099-01-15');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [nota] = await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, idNota));
    const xml = nota?.xmlAutorizado as string;
    expect(validarXml(xml, 'procNFe')).toEqual({ valido: true, erros: [] });
    expect(verificarAssinatura(xml, { perfilSefaz: true })).toMatchObject({ valida: true });
    const nfe = parseNFe(xml);
    expect(nfe.det.map((d) => [d.cProd, d.NCM, d.CFOP, d.qCom, d.vUnCom, d.vProd])).toEqual([
      ['PP-H503', '39021020', '5902', '980.0000', '8.40', '8232.00'],
      ['PP-H503', '39021020', '5902', '19.6000', '8.40', '164.64'],
      ['TAMPA-28-BR', '39235000', '5124', '980.0000', '4.15', '4067.00'],
    ]);
    expect([...xml.matchAll(/<refNFe>(\d{44})<\/refNFe>/g)].map((m) => m[1])).toEqual([remessa.chave]);
    expect(nfe.total.vNF).toBe('12463.64');
    const infCpl = /<infCpl>([^<]*)<\/infCpl>/.exec(xml)?.[1];
    expect(infCpl).toContain('recebido 1.000,000 kg, aplicado 980,000 kg, perda 0,400 kg (0,04 %)');
    expect(infCpl).toContain(`Ordens de industrialização nº ${idOrdem}.`);
    // Reserved kg became returned kg in the emission's transaction: 1000 - 999,6 = 0,4 left (the loss).
    expect(await c.itemEntrada(idItem())).toEqual({ saldo_kg: '0.4000', reservado_kg: '0.0000' });
    const ordem = await c.ordem(idOrdem);
    expect(ordem.status).toBe('Faturada');
    expect(ordem.notas).toEqual([{ id: idNota, numero: nota?.numero, status: 'Autorizada' }]);
  });

  it('cancelling the return note gives the kg back, reserved again, and the order is Concluída again', async () => {
    const r = await c.api(`/nfe/cancelar/${idNota}`, 'POST', {
      justificativa: 'Nota emitida com dados incorretos do pedido',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await c.itemEntrada(idItem())).toEqual({ saldo_kg: '1000.0000', reservado_kg: '999.6000' });
    const ordem = await c.ordem(idOrdem);
    expect(ordem.status).toBe('Concluída');
    expect(ordem.reservado_kg).toBe('999.600');
    // It can be invoiced again.
    const novo = await c.api<{ id: number }>('/producao/ordens/nfe-retorno', 'POST', { ordens: [idOrdem] });
    expect(novo.status, JSON.stringify(novo.body)).toBe(201);
    // Deleting that draft frees the order once more.
    expect((await c.api(`/nfe/rascunho/${novo.body.id}`, 'DELETE')).status).toBe(200);
    expect((await c.ordem(idOrdem)).notas.map((n) => n.status)).toEqual(['Cancelada']);
    expect((await c.api('/producao/ordens/nfe-retorno', 'POST', { ordens: [idOrdem] })).status).toBe(201);
  });

  it('audits the order’s life: creation, start, each pointing, closing, invoicing and its cancellation', async () => {
    const linhas = await c.t.db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(
        and(eq(auditoria.entidade, 'ordens_industrializacao'), eq(auditoria.idEntidade, String(idOrdem))),
      )
      .orderBy(auditoria.id);
    expect(linhas.map((l) => l.acao)).toEqual([
      'ORDEM_CRIADA',
      'ORDEM_INICIADA',
      'ORDEM_APONTAMENTO',
      'ORDEM_APONTAMENTO',
      'ORDEM_APONTAMENTO',
      'ORDEM_APONTAMENTO',
      'ORDEM_CONCLUIDA',
      'ORDEM_NFE_RETORNO_GERADA',
      'ORDEM_FATURADA',
      'ORDEM_FATURAMENTO_CANCELADO',
      'ORDEM_NFE_RETORNO_GERADA',
      'ORDEM_NFE_RETORNO_GERADA',
    ]);
  });
});
