import { parseNFe, validarXml } from '@erp/fiscal/nfe';
import { verificarAssinatura } from '@erp/fiscal/xml';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, produtos } from '../../src/db/schema/cadastros.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { type Cenario, EMPRESA, montarCenario, PP } from './cenario.ts';

let c: Cenario;
let idCliente: number;
beforeAll(async () => {
  c = await montarCenario();
  // Imported raw material the company never sells: no sale price, so only the remessa can value its return.
  await c.t.db.update(produtos).set({ precoVenda: '0' }).where(eq(produtos.id, c.idPP));
});
afterAll(async () => c.t.close());

const RETORNO = 'RETORNO DE INDUSTRIALIZACAO';

async function nfeProc(id: number) {
  const [nota] = await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, id));
  const xml = nota?.xmlAutorizado as string;
  expect(validarXml(xml, 'procNFe')).toEqual({ valido: true, erros: [] });
  expect(verificarAssinatura(xml, { perfilSefaz: true })).toMatchObject({ valida: true });
  return xml;
}

const linhasDaNota = async (id: number) =>
  (await c.obter(id)).itens.map((i) => [
    i.cfop,
    i.quantidade,
    i.valor_unitario,
    i.valor_total_item,
    i.numero_nf_entrada,
    i.serie_nf_entrada,
  ]);

describe('a return is valued at the material’s value in the client’s remessa', () => {
  let primeira: Awaited<ReturnType<Cenario['importarRemessa']>>;
  let segunda: Awaited<ReturnType<Cenario['importarRemessa']>>;

  beforeAll(async () => {
    primeira = await c.importarRemessa(
      [{ ...PP, vUnCom: '7.50', vProd: '750.00' }],
      '2026-11-10T10:00:00-03:00',
    );
    segunda = await c.importarRemessa(
      [{ ...PP, qCom: '50.0000', vUnCom: '9.1234', vProd: '456.17' }],
      '2026-11-12T10:00:00-03:00',
    );
    idCliente = await c.idClienteRemessa();
    await c.definirReferenciacao(idCliente, 'FIFO');
  });

  it('the screen’s lines: a FIFO return split per entry, each at its own value per kg, with its entry NF', async () => {
    const r = await c.api<{ itens: Record<string, unknown>[] }>('/nfe/rascunho/linhas', 'POST', {
      id_cliente: idCliente,
      natureza_operacao: RETORNO,
      itens: [{ id_produto: c.idPP, quantidade: '120', cfop: '5902' }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.itens).toEqual([
      {
        id_produto: c.idPP,
        id_servico: null,
        id_item_entrada: primeira.itens[0]?.id,
        id_nf_entrada_referencia: primeira.id,
        numero_nf_entrada: primeira.nNF,
        serie_nf_entrada: 1,
        nome_produto: 'Polipropileno H503',
        cfop: '5902',
        quantidade: '100',
        valor_unitario: '7.5',
        valor_total: '750.00',
        xPed: null,
        nItemPed: null,
      },
      {
        id_produto: c.idPP,
        id_servico: null,
        id_item_entrada: segunda.itens[0]?.id,
        id_nf_entrada_referencia: segunda.id,
        numero_nf_entrada: segunda.nNF,
        serie_nf_entrada: 1,
        nome_produto: 'Polipropileno H503',
        cfop: '5902',
        quantidade: '20',
        valor_unitario: '9.1234',
        // 20 x 9,1234 = 182,468
        valor_total: '182.47',
        xPed: null,
        nItemPed: null,
      },
    ]);
  });

  it('emits the split return at the remessas’ values, both entry keys in NFref, the draft total = vNF', async () => {
    const r = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: RETORNO,
      itens: [
        { id_produto: c.idPP, quantidade: '120', cfop: '5902' },
        { id_produto: c.idPP, id_servico: c.idServico, quantidade: '120', cfop: '5124' },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // 750,00 + 182,47 of material, 120 kg x 2,50 of service (the service keeps its own price)
    expect(r.body.valor_total_nota).toBe('1232.47');
    expect(await linhasDaNota(r.body.id)).toEqual([
      ['5902', '100.0000', '7.5000000000', '750.00', primeira.nNF, 1],
      ['5902', '20.0000', '9.1234000000', '182.47', segunda.nNF, 1],
      ['5124', '120.0000', '2.5000000000', '300.00', primeira.nNF, 1],
    ]);

    const emitida = await c.emitir(r.body.id);
    expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
    expect(emitida.body.status).toBe('Autorizada');
    const xml = await nfeProc(r.body.id);
    expect(xml).toContain(`<NFref><refNFe>${primeira.chave}</refNFe></NFref>`);
    expect(xml).toContain(`<NFref><refNFe>${segunda.chave}</refNFe></NFref>`);
    const lida = parseNFe(xml);
    expect(lida.det.map((d) => [d.CFOP, d.qCom, d.vUnCom, d.vProd])).toEqual([
      ['5902', '100.0000', '7.50', '750.00'],
      ['5902', '20.0000', '9.1234', '182.47'],
      ['5124', '120.0000', '2.50', '300.00'],
    ]);
    expect(lida.total.vNF).toBe('1232.47');
    expect((await c.obter(r.body.id)).valor_total_nota).toBe('1232.47');
  });

  it('5903 (material not used) takes the remessa’s value too; a remessa in bags is valued per kg', async () => {
    // 2 bags of 15 kg for 250,00: 250 / 30 = 8,3333333333 per kg.
    const sacos = await c.importarRemessa(
      [
        {
          ...PP,
          uCom: 'SC',
          qCom: '2.0000',
          vUnCom: '125.00',
          vProd: '250.00',
          uTrib: 'KG',
          qTrib: '30.0000',
        },
      ],
      '2026-11-14T10:00:00-03:00',
    );
    const r = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: RETORNO,
      itens: [{ id_produto: c.idPP, quantidade: '40', cfop: '5903' }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // 30 kg left of the second remessa x 9,1234 = 273,702; 10 kg x 8,3333333333 = 83,333...
    expect(await linhasDaNota(r.body.id)).toEqual([
      ['5903', '30.0000', '9.1234000000', '273.70', segunda.nNF, 1],
      ['5903', '10.0000', '8.3333333333', '83.33', sacos.nNF, 1],
    ]);
    expect(r.body.valor_total_nota).toBe('357.03');
    const emitida = await c.emitir(r.body.id);
    expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
    const xml = await nfeProc(r.body.id);
    const lida = parseNFe(xml);
    expect(lida.det.map((d) => [d.CFOP, d.vUnCom, d.vProd])).toEqual([
      ['5903', '9.1234', '273.70'],
      ['5903', '8.3333333333', '83.33'],
    ]);
    expect(xml).toContain(`<NFref><refNFe>${sacos.chave}</refNFe></NFref>`);
    expect(lida.total.vNF).toBe('357.03');
    expect(await c.saldo(sacos.id)).toEqual(['20.0000']);
  });

  it('refuses a CFOP that is not of the operation, under the line’s field', async () => {
    const venda = await c.salvarRascunho({
      id_cliente: c.idComprador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: c.idTampa, quantidade: '1', cfop: '5902' }],
    });
    expect(venda.status).toBe(400);
    expect(venda.body.details).toEqual([
      {
        campo: 'itens.0.cfop',
        mensagem: 'O CFOP 5902 não é desta operação para cliente da mesma UF: use 5101 ou 5102.',
      },
    ]);
  });
});

describe('a client in another UF', () => {
  beforeAll(async () => {
    await c.t.db
      .update(clientes)
      .set({
        logradouro: 'Avenida Afonso Pena',
        numero: '1500',
        bairro: 'Centro',
        cidade: 'Belo Horizonte',
        codigoMunicipio: 3106200,
        uf: 'MG',
        cep: '30130-005',
      })
      .where(eq(clientes.id, idCliente));
  });

  it('refuses the in-state return CFOP, naming the interstate ones', async () => {
    const r = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: RETORNO,
      itens: [{ id_produto: c.idPP, quantidade: '1', cfop: '5902' }],
    });
    expect(r.status).toBe(400);
    expect(r.body.details).toEqual([
      {
        campo: 'itens.0.cfop',
        mensagem: 'O CFOP 5902 não é desta operação para cliente de MG: use 6902, 6124 ou 6903.',
      },
    ]);
  });

  it('a 6902 + 6124 return goes out with idDest 2, at the remessa’s value, authorised', async () => {
    const r = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: RETORNO,
      itens: [
        { id_produto: c.idPP, quantidade: '5', cfop: '6902' },
        { id_produto: c.idPP, id_servico: c.idServico, quantidade: '5', cfop: '6124' },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The oldest balance left is the bags' remessa: 5 kg x 8,3333333333 = 41,67; 5 kg x 2,50 = 12,50.
    expect(r.body.valor_total_nota).toBe('54.17');
    const emitida = await c.emitir(r.body.id);
    expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
    expect(emitida.body.status).toBe('Autorizada');
    const xml = await nfeProc(r.body.id);
    expect(xml).toContain('<idDest>2</idDest>');
    expect(xml).toContain('<UF>MG</UF>');
    const lida = parseNFe(xml);
    expect(lida.det.map((d) => [d.CFOP, d.vProd])).toEqual([
      ['6902', '41.67'],
      ['6124', '12.50'],
    ]);
    expect(lida.total.vNF).toBe('54.17');
  });
});

describe('the draft total is the authorised vNF', () => {
  it('a CRT 3 sale with IPI: the draft already shows vProd + vIPI', async () => {
    const empresa = await c.api('/preferencias/empresa', 'PUT', { ...EMPRESA, regime_tributario: 3 });
    expect(empresa.status, JSON.stringify(empresa.body)).toBe(200);
    await c.t.db.update(produtos).set({ aliquotaIpi: '6.5' }).where(eq(produtos.id, c.idTampa));
    const r = await c.salvarRascunho({
      id_cliente: c.idComprador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [
        { id_produto: c.idTampa, quantidade: '10', cfop: '5101' },
        { id_produto: c.idTampa, quantidade: '0.3333', cfop: '5101' },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // 123,40 + IPI 8,02; 0,3333 x 12,34 = 4,112922 -> 4,11 + IPI 0,267 -> 0,27: 127,51 + 8,29 = 135,80
    expect(r.body).toMatchObject({ valor_total_produtos: '127.51', valor_total_nota: '135.80' });
    const antes = (await c.obter(r.body.id)).valor_total_nota;

    const emitida = await c.emitir(r.body.id);
    expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
    const lida = parseNFe(await nfeProc(r.body.id));
    expect(lida.total.vNF).toBe(antes);
    expect((await c.obter(r.body.id)).valor_total_nota).toBe(antes);
  });
});
