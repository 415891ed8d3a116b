import type { TEventoNfeRegistrado } from '@erp/contracts/eventos-nfe';
import type { TLacunasNfe } from '@erp/contracts/nfe-emissao';
import { formatarChaveAcesso } from '@erp/fiscal/nfe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDoPdf } from '../../../../packages/fiscal/test/support/texto-pdf.ts';
import { nfeInutilizacoes, notasFiscaisEventos } from '../../src/db/schema/notas-fiscais.ts';
import { type Cenario, montarCenario } from './cenario.ts';

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
const baixar = (caminho: string) => c.t.request(caminho, { token: c.token });

describe('event XMLs of an NF-e (GET /nfe/{id}/eventos)', () => {
  it('lists the CC-e by sequence and the cancellation, each downloadable byte for byte as stored', async () => {
    const id = await vendaAutorizada();
    for (const correcao of [
      'Endereço de entrega: Rua Barão de Jaguara, 900, fundos.',
      'Pedido do cliente nº 4521, e não 4512 como constou.',
    ]) {
      expect((await c.api(`/nfe/${id}/carta-correcao`, 'POST', { correcao })).status).toBe(200);
    }
    const cancelamento = await c.api(`/nfe/cancelar/${id}`, 'POST', {
      justificativa: 'Cliente desistiu da compra antes da saída',
    });
    expect(cancelamento.status, JSON.stringify(cancelamento.body)).toBe(200);

    const lista = await c.api<TEventoNfeRegistrado[]>(`/nfe/${id}/eventos`);
    expect(lista.status).toBe(200);
    const guardados = await c.t.db
      .select()
      .from(notasFiscaisEventos)
      .where(eq(notasFiscaisEventos.idNotaFiscal, id));
    expect(lista.body.map((e) => [e.tipo_evento, e.descricao, e.sequencia])).toEqual([
      ['110110', 'Carta de Correção', 1],
      ['110110', 'Carta de Correção', 2],
      ['110111', 'Cancelamento', 1],
    ]);
    for (const evento of lista.body) {
      const guardado = guardados.find(
        (g) => g.tipoEvento === evento.tipo_evento && g.sequencia === evento.sequencia,
      );
      expect(evento.protocolo).toBe(guardado?.protocolo);
      expect(evento.protocolo).toMatch(/^\d{15}$/);
      expect(guardado?.xml).toContain(`<dhRegEvento>${evento.data_registro}</dhRegEvento>`);
      expect(evento.caminho_xml).toBe(`/api/nfe/${id}/eventos/${evento.tipo_evento}/${evento.sequencia}/xml`);
      expect(evento.caminho_dacce).toBe(
        evento.tipo_evento === '110110' ? `/api/nfe/${id}/cartas-correcao/${evento.sequencia}/dacce` : null,
      );
      const res = await baixar(evento.caminho_xml);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(
          `^attachment; filename="\\d{44}-${evento.tipo_evento}-0${evento.sequencia}-procEventoNFe.xml"$`,
        ),
      );
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(guardado?.xml ?? '', 'utf8'))).toBe(
        true,
      );
    }
    expect((await baixar(`/api/nfe/${id}/eventos/110110/3/xml`)).status).toBe(404);
    expect((await baixar(`/api/nfe/${id}/eventos/210200/1/xml`)).status).toBe(400);
    expect((await c.api('/nfe/999999/eventos')).status).toBe(404);
    expect((await c.t.request(`/api/nfe/${id}/eventos`)).status).toBe(401);
  });

  it('prints the DACCE of a CC-e: the correction text, the key, the sequence and the protocol', async () => {
    const id = await vendaAutorizada();
    const correcao = 'Endereço de entrega: Rua Barão de Jaguara, 900, fundos.';
    expect((await c.api(`/nfe/${id}/carta-correcao`, 'POST', { correcao })).status).toBe(200);
    const segunda = 'Transportadora: Rodoviário Paulista Ltda, e não a do cadastro.';
    expect((await c.api(`/nfe/${id}/carta-correcao`, 'POST', { correcao: segunda })).status).toBe(200);
    const nota = await c.obter(id);
    const [, registrada] = (await c.api<TEventoNfeRegistrado[]>(`/nfe/${id}/eventos`)).body;

    const res = await baixar(registrada?.caminho_dacce ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="${nota.chave_acesso}-cce-02-dacce.pdf"`,
    );
    const texto = textoDoPdf(Buffer.from(await res.arrayBuffer()));
    expect(texto).toContain('CARTA DE CORREÇÃO ELETRÔNICA');
    expect(texto).toContain(segunda);
    expect(texto).not.toContain(correcao);
    expect(texto).toContain(formatarChaveAcesso(nota.chave_acesso ?? ''));
    expect(texto).toContain('Sequência do evento: 2');
    expect(texto).toContain(`Protocolo: ${registrada?.protocolo}`);
    expect(texto).toContain('SIMULAÇÃO - SEM VALOR FISCAL');
    expect(texto).toContain('CONDIÇÕES DE USO');
    expect(texto).toMatch(/A Carta de Correcao e disciplinada pelo paragrafo 1o-A/);

    expect((await baixar(`/api/nfe/${id}/cartas-correcao/3/dacce`)).status).toBe(404);
    expect((await baixar(`/api/nfe/${id}/cartas-correcao/0/dacce`)).status).toBe(400);
  });
});

describe('inutilização XML', () => {
  it('is downloadable from the série’s gaps and voided ranges, byte for byte', async () => {
    const antes = await c.api<TLacunasNfe>('/nfe/numeracao/lacunas');
    const inicial = antes.body.proximo_numero + 5;
    const r = await c.api('/nfe/inutilizar', 'POST', {
      serie: 1,
      numero_inicial: inicial,
      numero_final: inicial + 1,
      justificativa: 'Numeração pulada por falha do sistema',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const lacunas = await c.api<TLacunasNfe>('/nfe/numeracao/lacunas');
    const faixa = lacunas.body.inutilizacoes.find((i) => i.numero_inicial === inicial);
    expect(faixa?.caminho_xml).toBe(`/api/nfe/inutilizacoes/${faixa?.id}/xml`);
    const [guardada] = await c.t.db
      .select()
      .from(nfeInutilizacoes)
      .where(eq(nfeInutilizacoes.id, faixa?.id ?? 0));
    const res = await baixar(faixa?.caminho_xml ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(guardada?.xml ?? '', 'utf8'))).toBe(true);
    expect(guardada?.xml).toContain('<ProcInutNFe');
    expect((await baixar('/api/nfe/inutilizacoes/999999/xml')).status).toBe(404);
  });
});
