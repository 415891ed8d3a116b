import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificarComXmlsec1 } from '../../../../packages/fiscal/test/support/assinatura.ts';
import { clientes, produtos } from '../../src/db/schema/cadastros.ts';
import { nfeEntradaItens, nfeEntradas } from '../../src/db/schema/entradas.ts';
import { estoqueMovimentos } from '../../src/db/schema/estoque.ts';
import { formComXml, prepararEmpresaDaRemessa, remessaXml } from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  await prepararEmpresaDaRemessa(t, token);
});
afterAll(async () => t.close());

const upload = (path: string, xml: string | Buffer, nome?: string) =>
  t.request(`/api/upload/nfe-entrada${path}`, { method: 'POST', token, body: formComXml(xml, nome) });
const PP = {
  cProd: 'PP-H503',
  xProd: 'Polipropileno H503',
  qCom: '1250.5000',
  vUnCom: '8.00',
  vProd: '10004.00',
};
const PEAD = {
  cProd: 'PEAD-01',
  xProd: 'Polietileno de Alta Densidade',
  NCM: '39012029',
  uCom: 'TN',
  qCom: '2.0000',
  vUnCom: '7500.00',
  vProd: '15000.00',
};

describe('analysing an incoming NF-e', () => {
  it('answers ok when every cProd is a registered SKU', async () => {
    const res = await upload('/analisar', remessaXml({ nNF: 1, itens: [PP] }).xml);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      numero_nf: 1,
      emitente: 'Embalagens Paulista Ltda',
      ja_importada: false,
      produtos: [],
    });
  });

  it('lists the unregistered products once each', async () => {
    const res = await upload('/analisar', remessaXml({ nNF: 2, itens: [PP, PEAD, PEAD] }).xml);
    expect(await res.json()).toMatchObject({
      status: 'produtos_faltantes',
      produtos: [{ nome: 'Polietileno de Alta Densidade', codigo_interno: 'PEAD-01', ncm: '39012029' }],
    });
  });
});

describe('importing an incoming NF-e', () => {
  it('imports entry, kg balances, stock and the client, keeping the XML verbatim', async () => {
    await t.request('/api/produtos', {
      method: 'POST',
      token,
      json: { nome: 'PEAD', codigo_interno: 'PEAD-01', ncm: '39012029' },
    });
    const { xml, chave } = remessaXml({ nNF: 10, itens: [PP, PEAD], comProtocolo: true });
    const res = await upload('', xml);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; avisos: string[] };
    expect(body).toMatchObject({ message: 'NF-e 10 importada com sucesso.', chave, avisos: [] });

    const [entrada] = await t.db.select().from(nfeEntradas).where(eq(nfeEntradas.id, body.id));
    expect(entrada?.xmlOriginal).toBe(xml);
    expect(entrada).toMatchObject({
      numeroNf: 10,
      serie: 1,
      valorTotal: '25004.00',
      situacaoAssinatura: 'valida',
      protocoloAutorizacao: '135260000000001',
      statusManifestacao: 'Pendente',
    });

    const itens = await t.db
      .select()
      .from(nfeEntradaItens)
      .where(eq(nfeEntradaItens.idNfeEntrada, body.id))
      .orderBy(nfeEntradaItens.numeroItem);
    expect(itens.map((i) => [i.codigoProduto, i.quantidadeKg, i.saldoKg])).toEqual([
      ['PP-H503', '1250.5000', '1250.5000'],
      ['PEAD-01', '2000.0000', '2000.0000'],
    ]);
    const [pp] = await t.db.select().from(produtos).where(eq(produtos.codigoInterno, 'PP-H503'));
    expect(pp?.estoqueAtual).toBe('1250.5000');
    const movimentos = await t.db
      .select()
      .from(estoqueMovimentos)
      .where(eq(estoqueMovimentos.origem, 'ENTRADA_NFE'));
    expect(movimentos.map((m) => m.quantidadeKg).sort()).toEqual(['1250.5000', '2000.0000']);

    const [cliente] = await t.db.select().from(clientes).where(eq(clientes.cpfCnpj, '06157250000116'));
    expect(cliente).toMatchObject({
      nomeRazaoSocial: 'Embalagens Paulista Ltda',
      codigoMunicipio: 3509502,
      uf: 'SP',
      indicadorIe: '1',
    });
  });

  it('refuses a second import of the same key with 409, even at the same moment', async () => {
    const { xml, chave } = remessaXml({ nNF: 11, itens: [PP] });
    const results = await Promise.all([upload('', xml), upload('', xml), upload('', xml)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const conflict = results.find((r) => r.status === 409);
    expect(await conflict?.json()).toEqual({ error: `NF-e já importada (chave ${chave}).`, details: chave });
    const [n] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(nfeEntradas)
      .where(eq(nfeEntradas.chaveAcesso, chave));
    expect(n?.n).toBe(1);
  });

  it('keeps an unsigned note without protocol waiting for an Administrador (202), with both warnings', async () => {
    const res = await upload('', remessaXml({ nNF: 12, itens: [PP], assinar: false }).xml);
    expect(res.status).toBe(202);
    expect(((await res.json()) as { avisos: string[] }).avisos).toEqual([
      'Assinatura inválida',
      'Sem protocolo de autorização',
    ]);
  });

  it('flags a note altered after signing', async () => {
    const { xml } = remessaXml({ nNF: 13, itens: [PP] });
    const res = await upload('', xml.replace('<qCom>1250.5000</qCom>', '<qCom>9250.5000</qCom>'));
    expect(res.status).toBe(202);
    expect(((await res.json()) as { avisos: string[] }).avisos).toContain('Assinatura inválida');
  });

  it('refuses a note declared ISO-8859-1 whose signature xmlsec1 finds wrong, and gives its UTF-8 twin the verdict xmlsec1 gives', async () => {
    // The emitente's address ("Rua das Indústrias") is signed: its bytes read as ISO-8859-1 are other characters.
    const { xml } = remessaXml({ nNF: 14, itens: [PP] });
    const iso = xml.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    expect(verificarComXmlsec1(xml, 'infNFe').ok).toBe(true);
    expect(verificarComXmlsec1(iso, 'infNFe').ok).toBe(false);
    const antes = await t.db.select({ n: sql<number>`count(*)::int` }).from(nfeEntradas);

    for (const rota of ['', '/analisar']) {
      const recusa = await upload(rota, iso);
      expect(recusa.status, rota).toBe(400);
      expect(await recusa.json()).toEqual({
        error: 'O XML deve estar em UTF-8, a codificação exigida para NF-e (o arquivo declara ISO-8859-1).',
      });
    }
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(nfeEntradas)).toEqual(antes);

    const utf8 = await upload('', xml);
    expect(utf8.status).toBe(201);
    const { id, avisos } = (await utf8.json()) as { id: number; avisos: string[] };
    expect(avisos).toEqual(['Sem protocolo de autorização']);
    const [entrada] = await t.db.select().from(nfeEntradas).where(eq(nfeEntradas.id, id));
    expect(entrada?.situacaoAssinatura).toBe('valida');
  });

  it('writes nothing when a note is not addressed to the company, has no weight or an unknown product', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(nfeEntradas);
    const notForUs = await upload('', remessaXml({ nNF: 20, itens: [PP], dest: '44555666000181' }).xml);
    expect(notForUs.status).toBe(422);
    expect(((await notForUs.json()) as { error: string }).error).toMatch(
      /^Esta NF-e não é destinada à empresa/,
    );
    const semPeso = await upload(
      '',
      remessaXml({ nNF: 21, itens: [PP, { ...PP, cProd: 'PP-H503', uCom: 'UN', uTrib: 'UN' }] }).xml,
    );
    expect(semPeso.status).toBe(422);
    expect(((await semPeso.json()) as { error: string }).error).toMatch(/não informa o peso em kg/);
    const desconhecido = await upload('', remessaXml({ nNF: 22, itens: [{ ...PP, cProd: 'XYZ' }] }).xml);
    expect(desconhecido.status).toBe(422);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(nfeEntradas);
    expect(after).toEqual(before);
  });

  it('refuses hostile and broken files with 400 or 413 in Portuguese', async () => {
    const { xml } = remessaXml({ nNF: 30, itens: [PP] });
    const cases: [string | Buffer, number, RegExp][] = [
      [
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><NFe>&b;</NFe>',
        400,
        /DOCTYPE|entidades/,
      ],
      ['<html><body>não é nota</body></html>', 400, /não é um XML de NF-e válido/],
      [xml.slice(0, xml.length / 2), 400, /./],
      [
        '<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><__proto__><polluted>1</polluted></__proto__><constructor/></NFe>',
        400,
        /./,
      ],
      [
        Buffer.from(
          xml.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"').replace('Indústrias', 'Ind\u00fastrias'),
          'latin1',
        ),
        400,
        /UTF-8|codificação/,
      ],
      ['apenas texto, renomeado para .xml', 400, /./],
      [
        Buffer.alloc(20 * 1024 * 1024, 0x20),
        413,
        /^O arquivo nota\.xml excede 1 MB, o tamanho máximo de um XML de NF-e/,
      ],
    ];
    for (const [content, status, message] of cases) {
      const res = await upload('', content);
      expect(res.status, String(content).slice(0, 40)).toBe(status);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
