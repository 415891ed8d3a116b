import { validarXml } from '@erp/fiscal/nfe/validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfeInutilizacoes } from '../../src/db/schema/notas-fiscais.ts';
import { type Cenario, montarCenario } from './cenario.ts';

let c: Cenario;
beforeAll(async () => {
  c = await montarCenario();
});
afterAll(async () => c.t.close());

async function rascunho() {
  const r = await c.salvarRascunho({
    id_cliente: c.idComprador,
    natureza_operacao: 'VENDA DE MERCADORIA',
    itens: [{ id_produto: c.idTampa, quantidade: '1', cfop: '5101' }],
  });
  return r.body.id;
}
const lacunas = async () =>
  (await c.api<import('@erp/contracts/nfe').TLacunasNfe>('/nfe/numeracao/lacunas?serie=1')).body;
const inutilizar = (numero_inicial: number, numero_final: number) =>
  c.api('/nfe/inutilizar', 'POST', {
    serie: 1,
    numero_inicial,
    numero_final,
    justificativa: 'Numeração pulada por rascunho excluído',
  });

describe('inutilização de números pulados', () => {
  it('reports the number of a deleted rejected draft as a gap and voids it at SEFAZ', async () => {
    expect((await c.emitir(await rascunho())).status).toBe(200); // 1
    const sim = await c.simulador();
    sim.config.tpAmb = '1';
    const rejeitado = await rascunho();
    expect((await c.emitir(rejeitado)).status).toBe(422); // takes 2, rejected
    sim.config.tpAmb = '2';
    expect((await c.emitir(await rascunho())).status).toBe(200); // 3
    expect((await lacunas()).lacunas).toEqual([]);

    expect((await c.api(`/nfe/rascunho/${rejeitado}`, 'DELETE')).status).toBe(200);
    expect(await lacunas()).toMatchObject({
      serie: 1,
      proximo_numero: 4,
      lacunas: [{ numero_inicial: 2, numero_final: 2 }],
    });

    const usado = await inutilizar(1, 2);
    expect(usado.status).toBe(409);
    expect(usado.body).toEqual({
      error: 'A faixa inclui números já usados por NF-e ou já inutilizados.',
      details: 'Números: 1.',
    });

    const r = await inutilizar(2, 2);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ message: 'Numeração inutilizada com sucesso!' });
    const depois = await lacunas();
    expect(depois.lacunas).toEqual([]);
    expect(depois.inutilizacoes).toEqual([
      expect.objectContaining({
        numero_inicial: 2,
        numero_final: 2,
        justificativa: 'Numeração pulada por rascunho excluído',
      }),
    ]);
    const [registro] = await c.t.db.select().from(nfeInutilizacoes);
    expect(registro?.xml).toMatch(/^<ProcInutNFe [^>]*versao="4.00"><inutNFe /);
    expect(registro?.xml).toContain('<cStat>102</cStat>');
    const inutNFe = registro?.xml.match(/<inutNFe [\s\S]*<\/inutNFe>/)?.[0] ?? '';
    const comNamespace = inutNFe.includes('xmlns=')
      ? inutNFe
      : inutNFe.replace('<inutNFe ', '<inutNFe xmlns="http://www.portalfiscal.inf.br/nfe" ');
    expect(validarXml(comNamespace, 'inutNFe')).toEqual({ valido: true, erros: [] });
    expect(registro?.protocolo).toMatch(/^[0-9]{15}$/);
  });

  it('voiding numbers ahead moves the counter past them; the skipped ones become a gap', async () => {
    const r = await inutilizar(10, 12);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await lacunas()).toMatchObject({
      proximo_numero: 13,
      lacunas: [{ numero_inicial: 4, numero_final: 9 }],
    });
    const e = await c.emitir(await rascunho());
    expect(e.body).toMatchObject({ numero_nfe: 13 });
  });

  it('validates the range', async () => {
    const r = await inutilizar(5, 4);
    expect(r.status).toBe(400);
    expect(r.body.details).toEqual([
      { campo: 'numero_final', mensagem: 'O número final deve ser maior ou igual ao inicial.' },
    ]);
  });
});
