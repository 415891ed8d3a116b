import { parseNFe, validarXml } from '@erp/fiscal/nfe';
import { verificarAssinatura } from '@erp/fiscal/xml';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { type Cenario, EMPRESA, montarCenario } from './cenario.ts';

/** The same processor outside the Simples Nacional (lucro presumido): CRT 3, ICMS and IPI of the regime normal. */
const EMPRESA_CRT3 = { ...EMPRESA, regime_tributario: 3 };

let c: Cenario;
beforeAll(async () => {
  c = await montarCenario();
  const r = await c.api('/preferencias/empresa', 'PUT', EMPRESA_CRT3);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
});
afterAll(async () => c.t.close());

const rascunhoDeVenda = async (quantidade: string) => {
  const r = await c.salvarRascunho({
    id_cliente: c.idComprador,
    natureza_operacao: 'VENDA DE MERCADORIA',
    itens: [{ id_produto: c.idTampa, quantidade, cfop: '5101' }],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.id;
};

const definirAliquota = async (aliquota: string | null) => {
  const r = await c.api(`/produtos/${c.idTampa}`, 'PUT', {
    nome: 'Tampa 28mm',
    codigo_interno: 'TAMPA-28',
    ncm: '39235000',
    preco_venda: '12.34',
    estoque_atual: '50.00',
    cfop_padrao: '5101',
    aliquota_ipi: aliquota,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};

const nfeProcDe = async (id: number) => {
  const r = await c.t.request(`/api/nfe/${id}/xml`, { token: c.token });
  expect(r.status).toBe(200);
  return r.text();
};

describe('a CRT 3 sale with IPI', () => {
  it('without the product’s TIPI rate is refused before a number is taken, naming the field', async () => {
    await definirAliquota(null);
    const id = await rascunhoDeVenda('1');
    const r = await c.emitir(id);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({
      error: 'A NF-e não pode ser montada.',
      details: 'Informe a alíquota do IPI da TIPI (pIPI) do item det[0].',
    });
    expect(await c.obter(id)).toMatchObject({ status: 'Rascunho', numero_nfe: null });
    expect((await c.api(`/nfe/rascunho/${id}`, 'DELETE')).status).toBe(200);
  });

  it('is authorised with the rate typed on the product: IPITrib, vIPI and vNF exact, XSD-valid and signed', async () => {
    await definirAliquota('6,5');
    const id = await rascunhoDeVenda('10');
    const r = await c.emitir(id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ status: 'Autorizada', numero_nfe: 1 });

    const nfeProc = await nfeProcDe(id);
    expect(validarXml(nfeProc, 'procNFe')).toEqual({ valido: true, erros: [] });
    expect(verificarAssinatura(nfeProc, { perfilSefaz: true })).toMatchObject({ valida: true });
    const lida = parseNFe(nfeProc);
    expect(lida.protocolo?.cStat).toBe('100');
    expect(nfeProc).toContain('<CRT>3</CRT>');
    // 10 kg x 12,34 = 123,40; IPI 6,5 % = 8,021 -> 8,02; ICMS 18 % on 123,40 (a contributor buying to resell:
    // the IPI stays out of the ICMS base) = 22,212 -> 22,21; vNF = 123,40 + 8,02 = 131,42.
    expect(lida.det.map((i) => [i.CFOP, i.qCom, i.vUnCom, i.vProd])).toEqual([
      ['5101', '10.0000', '12.34', '123.40'],
    ]);
    expect(nfeProc).toContain(
      '<IPI><cEnq>999</cEnq><IPITrib><CST>50</CST><vBC>123.40</vBC><pIPI>6.50</pIPI><vIPI>8.02</vIPI></IPITrib></IPI>',
    );
    expect(nfeProc).toContain(
      '<ICMS00><orig>0</orig><CST>00</CST><modBC>3</modBC><vBC>123.40</vBC><pICMS>18.00</pICMS><vICMS>22.21</vICMS></ICMS00>',
    );
    const total = /<ICMSTot>(.*?)<\/ICMSTot>/.exec(nfeProc)?.[1] ?? '';
    expect(total).toContain('<vProd>123.40</vProd>');
    expect(total).toContain('<vIPI>8.02</vIPI>');
    expect(total).toContain('<vNF>131.42</vNF>');
    expect(lida.total.vNF).toBe('131.42');

    // The note and its receivable carry the total with the IPI, which the buyer pays.
    expect(await c.obter(id)).toMatchObject({ status: 'Autorizada', valor_total_nota: '131.42' });
    const [recebivel] = await c.t.db
      .select()
      .from(lancamentos)
      .where(and(eq(lancamentos.origem, 'NFE'), eq(lancamentos.idDocumento, id)));
    expect(recebivel).toMatchObject({ tipo: 'RECEITA', valorOriginal: '131.42' });
  });

  it('a product with rate 0 in the TIPI goes out as CST 51, no IPI value', async () => {
    await definirAliquota('0');
    const id = await rascunhoDeVenda('2');
    const r = await c.emitir(id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const nfeProc = await nfeProcDe(id);
    expect(validarXml(nfeProc, 'procNFe')).toEqual({ valido: true, erros: [] });
    expect(nfeProc).toContain('<IPI><cEnq>999</cEnq><IPINT><CST>51</CST></IPINT></IPI>');
    // 2 kg x 12,34 = 24,68, nothing added.
    expect(parseNFe(nfeProc).total.vNF).toBe('24.68');
    expect(/<ICMSTot>.*<vIPI>0.00<\/vIPI>.*<\/ICMSTot>/.test(nfeProc)).toBe(true);
  });
});
