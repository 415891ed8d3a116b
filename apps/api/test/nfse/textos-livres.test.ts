import { validarDps } from '@erp/fiscal/nfse';
import { validarComXsd, verificarAssinatura } from '@erp/fiscal/xml';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificarComXmlsec1 } from '../../../../packages/fiscal/test/support/assinatura.ts';
import { notasServico, notasServicoEventos } from '../../src/db/schema/notas-servico.ts';
import { type Cenario, montarCenario } from './cenario.ts';

let c: Cenario;
beforeAll(async () => {
  c = await montarCenario();
});
afterAll(async () => c.t.close());

const linha = async (id: number) =>
  (
    await c.t.db.select().from(notasServico).where(eq(notasServico.id, id))
  )[0] as typeof notasServico.$inferSelect;

describe('free texts that reach the NFS-e', () => {
  it('an NFS-e discriminação with an em dash and curly quotes: the DPS schema-valid and signed, the text it carries stored', async () => {
    const r = await c.emitir(
      c.pedido({
        discriminacao: 'Injeção de peças — lote “A12”\r\n\r\n\r\n\tMolde ‘M-7’… 100 kg',
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const id = r.body.id as number;
    const nota = await linha(id);
    // xDescServ (TSStringComQuebraDeLinha) keeps the lines; the typographic characters become Latin-1.
    const esperado = 'Injeção de peças - lote "A12"\n\nMolde \'M-7\'... 100 kg';
    expect(nota.xmlDps).toContain(`<xDescServ>${esperado}</xDescServ>`);
    expect(validarDps(nota.xmlDps, { exigirAssinatura: true })).toEqual({ valido: true, erros: [] });
    expect(verificarComXmlsec1(nota.xmlDps, 'infDPS').ok).toBe(true);
    expect((await c.obter(id)).discriminacao).toBe(esperado);
  });

  it('a cancellation justification with a line break and curly quotes: the event on one line, schema-valid and signed', async () => {
    const r = await c.emitir(c.pedido());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const id = r.body.id as number;
    const cancelamento = await c.api(`/nfse/cancelar/${id}`, 'POST', {
      codigo_motivo: '1',
      justificativa: 'Valor “errado” na emissão\nrefazer a nota',
    });
    expect(cancelamento.status, JSON.stringify(cancelamento.body)).toBe(200);
    const [evento] = await c.t.db
      .select()
      .from(notasServicoEventos)
      .where(eq(notasServicoEventos.idNotaServico, id));
    expect(evento?.xml).toContain('<xMotivo>Valor "errado" na emissão; refazer a nota</xMotivo>');
    expect(validarComXsd(evento?.xml as string, 'nfse/evento_v1.01.xsd').erros).toEqual([]);
    expect(verificarAssinatura(evento?.xml as string).valida).toBe(true);
    expect((await c.obter(id)).eventos.map((e) => e.justificativa)).toEqual([
      'Valor "errado" na emissão; refazer a nota',
    ]);
  });

  it('what has no counterpart is refused under the field', async () => {
    const emissao = await c.emitir(c.pedido({ discriminacao: 'Injeção de peças 🔧' }));
    expect(emissao.status).toBe(400);
    expect(emissao.body.details).toEqual([
      { campo: 'discriminacao', mensagem: 'Remova os caracteres que o documento fiscal não aceita: 🔧' },
    ]);
    const vazia = await c.emitir(c.pedido({ discriminacao: ' \u200B ' }));
    expect(vazia.body.details).toEqual([
      { campo: 'discriminacao', mensagem: 'Informe a discriminação do serviço.' },
    ]);
  });
});
