import { validarXml } from '@erp/fiscal/nfe';
import { verificarAssinatura } from '@erp/fiscal/xml';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notasFiscaisEventos } from '../../src/db/schema/notas-fiscais.ts';
import { type Cenario, montarCenario } from './cenario.ts';

// What a person types or pastes from a text editor: the schema's TString takes only U+0020..U+00FF on one line.
let c: Cenario;
beforeAll(async () => {
  c = await montarCenario();
});
afterAll(async () => c.t.close());

async function vendaAutorizada() {
  const r = await c.salvarRascunho({
    id_cliente: c.idComprador,
    natureza_operacao: 'VENDA DE MERCADORIA',
    itens: [{ id_produto: c.idTampa, quantidade: '1', cfop: '5101' }],
  });
  const e = await c.emitir(r.body.id);
  expect(e.status, JSON.stringify(e.body)).toBe(200);
  return r.body.id;
}

async function xmlDoEvento(idNota: number, tipoEvento: string) {
  const [evento] = await c.t.db
    .select()
    .from(notasFiscaisEventos)
    .where(and(eq(notasFiscaisEventos.idNotaFiscal, idNota), eq(notasFiscaisEventos.tipoEvento, tipoEvento)));
  return evento?.xml as string;
}

describe('free texts that reach the NF-e events', () => {
  it("CC-e with '—' and '“ ”': registered, the event schema-valid and signed, the text as the XML carries it", async () => {
    const id = await vendaAutorizada();
    const r = await c.api(`/nfe/${id}/carta-correcao`, 'POST', {
      correcao: 'Onde se lê “Tampa 28 mm” — leia-se “Tampa 38 mm”…\nPedido nº 4521',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    const esperado = 'Onde se lê "Tampa 28 mm" - leia-se "Tampa 38 mm"... Pedido nº 4521';
    const xml = await xmlDoEvento(id, '110110');
    expect(xml).toContain(`<xCorrecao>${esperado}</xCorrecao>`);
    expect(validarXml(xml, 'procEventoNFe')).toEqual({ valido: true, erros: [] });
    expect(verificarAssinatura(xml, { perfilSefaz: true })).toMatchObject({ valida: true });
    expect((await c.obter(id)).eventos.map((e) => [e.tipo_evento, e.texto])).toEqual([['110110', esperado]]);
  });

  it('a cancellation justification with a line break: cancelled, xJust on one line', async () => {
    const id = await vendaAutorizada();
    const r = await c.api(`/nfe/cancelar/${id}`, 'POST', {
      justificativa: 'Cliente desistiu da compra\r\nmercadoria não saiu',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    const xml = await xmlDoEvento(id, '110111');
    expect(xml).toContain('<xJust>Cliente desistiu da compra; mercadoria não saiu</xJust>');
    expect(validarXml(xml, 'procEventoNFe')).toEqual({ valido: true, erros: [] });
    expect(verificarAssinatura(xml, { perfilSefaz: true })).toMatchObject({ valida: true });
    const nota = await c.obter(id);
    expect(nota.status).toBe('Cancelada');
    expect(nota.eventos.find((e) => e.tipo_evento === '110111')?.texto).toBe(
      'Cliente desistiu da compra; mercadoria não saiu',
    );
  });

  it('what has no counterpart (an emoji) is refused under the field, and nothing is sent', async () => {
    const id = await vendaAutorizada();
    const cce = await c.api(`/nfe/${id}/carta-correcao`, 'POST', {
      correcao: 'Endereço de entrega errado 🚚',
    });
    expect(cce.status).toBe(400);
    expect(cce.body.details).toEqual([
      { campo: 'correcao', mensagem: 'Remova os caracteres que o documento fiscal não aceita: 🚚' },
    ]);
    // 14 characters once the spaces and the line break are joined: too short for the schema.
    const curta = await c.api(`/nfe/cancelar/${id}`, 'POST', { justificativa: 'Erro   \n\n   valor' });
    expect(curta.status).toBe(400);
    expect(curta.body.details).toEqual([
      { campo: 'justificativa', mensagem: 'A justificativa deve ter entre 15 e 255 caracteres.' },
    ]);
    const nota = await c.obter(id);
    expect([nota.status, nota.eventos]).toEqual(['Autorizada', []]);
  });
});
