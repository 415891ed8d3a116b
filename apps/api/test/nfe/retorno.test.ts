import { parseNFe, validarXml } from '@erp/fiscal/nfe';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { type Cenario, montarCenario, PP } from './cenario.ts';

let c: Cenario;
let idCliente: number;
beforeAll(async () => {
  c = await montarCenario();
});
afterAll(async () => c.t.close());

const RETORNO = 'RETORNO DE INDUSTRIALIZACAO';

async function nfeProc(id: number) {
  const [nota] = await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, id));
  return nota?.xmlAutorizado as string;
}

describe('retorno de industrialização, cliente FIFO, com linha de serviço 5124', () => {
  let primeira: Awaited<ReturnType<Cenario['importarRemessa']>>;
  let segunda: Awaited<ReturnType<Cenario['importarRemessa']>>;
  let id: number;

  beforeAll(async () => {
    primeira = await c.importarRemessa([PP], '2026-11-10T10:00:00-03:00');
    segunda = await c.importarRemessa(
      [{ ...PP, qCom: '50.0000', vProd: '400.00' }],
      '2026-11-12T10:00:00-03:00',
    );
    idCliente = await c.idClienteRemessa();
    await c.definirReferenciacao(idCliente, 'FIFO');
  });

  it('splits a return larger than the oldest entry’s balance across the next entries, oldest first', async () => {
    const r = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: RETORNO,
      itens: [
        { id_produto: c.idPP, quantidade: '120', cfop: '5902', id_item_entrada: primeira.itens[0]?.id },
        {
          id_produto: c.idPP,
          id_servico: c.idServico,
          quantidade: '120',
          cfop: '5124',
          id_item_entrada: primeira.itens[0]?.id,
        },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    id = r.body.id;
    // 100 + 20 kg at 8,00 (returned material) and 120 kg x 2,50 (service) = 800 + 160 + 300
    expect(r.body.valor_total_nota).toBe('1260.00');
    const nota = await c.obter(id);
    expect(
      nota.itens.map((i) => [i.nome_produto, i.cfop, i.quantidade, i.numero_nf_entrada, i.valor_total_item]),
    ).toEqual([
      ['Polipropileno H503', '5902', '100.0000', primeira.nNF, '800.00'],
      ['Polipropileno H503', '5902', '20.0000', segunda.nNF, '160.00'],
      ['Injeção de peças (Polipropileno H503)', '5124', '120.0000', primeira.nNF, '300.00'],
    ]);
  });

  it('emits: both entry NF-e referenced, balances consumed, only the service billed, stock out by the material', async () => {
    const estoqueAntes = await c.estoque(c.idPP);
    const r = await c.emitir(id, '2099-01-15');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status).toBe('Autorizada');

    const xml = await nfeProc(id);
    expect(validarXml(xml, 'procNFe')).toEqual({ valido: true, erros: [] });
    expect(xml).toContain(`<NFref><refNFe>${primeira.chave}</refNFe></NFref>`);
    expect(xml).toContain(`<NFref><refNFe>${segunda.chave}</refNFe></NFref>`);
    const lida = parseNFe(xml);
    expect(lida.det.map((d) => d.CFOP)).toEqual(['5902', '5902', '5124']);
    expect(lida.total.vNF).toBe('1260.00');

    expect(await c.saldo(primeira.id)).toEqual(['0.0000']);
    expect(await c.saldo(segunda.id)).toEqual(['30.0000']);
    expect(Number(estoqueAntes) - Number(await c.estoque(c.idPP))).toBe(120);

    const recebiveis = await c.t.db
      .select()
      .from(lancamentos)
      .where(and(eq(lancamentos.origem, 'NFE'), eq(lancamentos.idDocumento, id)));
    expect(recebiveis.map((l) => [l.valorOriginal, l.dataVencimento, l.status])).toEqual([
      ['300.00', '2099-01-15', 'Pendente'],
    ]);
  });

  it('cancelling restores the entry balances and the stock, and cancels the receivable', async () => {
    const r = await c.api(`/nfe/cancelar/${id}`, 'POST', {
      justificativa: 'Quantidade devolvida errada no pedido',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await c.saldo(primeira.id)).toEqual(['100.0000']);
    expect(await c.saldo(segunda.id)).toEqual(['50.0000']);
  });

  it('refuses a FIFO return larger than everything the client sent, naming the kg', async () => {
    const r = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: RETORNO,
      itens: [{ id_produto: c.idPP, quantidade: '150.5', cfop: '5902' }],
    });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      error: 'Saldo insuficiente nas notas de entrada do cliente.',
      details: '"Polipropileno H503": disponível 150,00 kg, pedido 150,50 kg.',
    });
  });
});

describe('retorno de industrialização, cliente MANUAL', () => {
  let entrada: Awaited<ReturnType<Cenario['importarRemessa']>>;

  beforeAll(async () => {
    entrada = await c.importarRemessa([PP]);
    await c.definirReferenciacao(idCliente, 'MANUAL');
  });

  it('requires the entry item of each line', async () => {
    const r = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: RETORNO,
      itens: [{ id_produto: c.idPP, quantidade: '10', cfop: '5902' }],
    });
    expect(r.status).toBe(400);
    expect(r.body.details).toEqual([
      { campo: 'itens.0.id_item_entrada', mensagem: 'Selecione o item da nota de entrada de referência.' },
    ]);
  });

  it('requires a service on a 5124 line', async () => {
    const r = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: RETORNO,
      itens: [{ id_produto: c.idPP, quantidade: '10', cfop: '5124', id_item_entrada: entrada.itens[0]?.id }],
    });
    expect(r.status).toBe(400);
    expect(r.body.details).toEqual([
      {
        campo: 'itens.0.id_servico',
        mensagem: 'Para o CFOP 5124, é obrigatório selecionar um serviço executado.',
      },
    ]);
  });

  it('refuses an entry item of another client', async () => {
    const r = await c.salvarRascunho({
      id_cliente: c.idComprador,
      natureza_operacao: RETORNO,
      itens: [{ id_produto: c.idPP, quantidade: '10', cfop: '5902', id_item_entrada: entrada.itens[0]?.id }],
    });
    expect(r.status).toBe(400);
    expect(r.body.details).toEqual([
      {
        campo: 'itens.0.id_item_entrada',
        mensagem: 'O item da nota de entrada não existe ou não é deste cliente.',
      },
    ]);
  });

  it('refuses more than the chosen item’s balance, naming the entry NF', async () => {
    const r = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: RETORNO,
      itens: [
        { id_produto: c.idPP, quantidade: '100.01', cfop: '5902', id_item_entrada: entrada.itens[0]?.id },
      ],
    });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      error: `Saldo insuficiente na NF de entrada nº ${entrada.nNF}.`,
      details: 'Item "Polipropileno H503": disponível 100,00 kg, pedido 100,01 kg.',
    });
  });

  it('two drafts may ask for the same kg, but only the first emitted gets them', async () => {
    const item = entrada.itens[0]?.id;
    const rascunho = () =>
      c.salvarRascunho({
        id_cliente: idCliente,
        natureza_operacao: RETORNO,
        itens: [{ id_produto: c.idPP, quantidade: '80', cfop: '5902', id_item_entrada: item }],
      });
    const a = await rascunho();
    const b = await rascunho();
    expect((await c.emitir(a.body.id)).status).toBe(200);
    const falha = await c.emitir(b.body.id);
    expect(falha.status).toBe(422);
    expect(falha.body).toEqual({
      error: `Saldo insuficiente na NF de entrada nº ${entrada.nNF}.`,
      details: 'Item "Polipropileno H503": disponível 20,00 kg, pedido 80,00 kg.',
    });
    // Nothing was taken by the refused emission: no number, still a draft, the balance untouched.
    expect(await c.obter(b.body.id)).toMatchObject({ status: 'Rascunho', numero_nfe: null });
    expect(await c.saldo(entrada.id)).toEqual(['20.0000']);
  });
});
