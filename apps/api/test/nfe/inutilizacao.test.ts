import { validarXml } from '@erp/fiscal/nfe';
import { validarComXsd } from '@erp/fiscal/xml';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfeInutilizacoes } from '../../src/db/schema/notas-fiscais.ts';
import { retomarNotasPendentes } from '../../src/modules/nfe/reenvio-nfe.ts';
import { type Cenario, EMPRESA, montarCenario } from './cenario.ts';

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
  (await c.api<import('@erp/contracts/nfe-emissao').TLacunasNfe>('/nfe/numeracao/lacunas?serie=1')).body;
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

  it('a 102 about another CNPJ, UF, year and range without nProt is not our voiding: pending, resent, then stored', async () => {
    const sim = await c.simulador();
    // A real SEFAZ answer (retInutNFe in the SOAP envelope) about somebody else's range, and without protocol.
    sim.faults.definir('NFeInutilizacao4', {
      tipo: 'resposta',
      vezes: 1,
      xml:
        '<retInutNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><infInut><tpAmb>2</tpAmb>' +
        '<verAplic>SVRS202401</verAplic><cStat>102</cStat><xMotivo>Inutilização de número homologado</xMotivo>' +
        '<cUF>43</cUF><ano>19</ano><CNPJ>33000167000101</CNPJ><mod>55</mod><serie>9</serie><nNFIni>700</nNFIni>' +
        '<nNFFin>702</nNFFin><dhRecbto>2019-05-02T10:00:00-03:00</dhRecbto></infInut></retInutNFe>',
    });
    const r = await inutilizar(4, 5);
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body).toEqual({
      message:
        'A SEFAZ não confirmou a inutilização desta faixa: o pedido fica pendente e é reenviado automaticamente até a SEFAZ responder sobre ele. Os números não serão usados nem oferecidos de novo enquanto isso.',
    });
    const pendente = await lacunas();
    // Neither a gap (it is being voided) nor a voided range with a document: pending, with why.
    expect(pendente.lacunas).toEqual([{ numero_inicial: 6, numero_final: 9 }]);
    const item = pendente.inutilizacoes.find((i) => i.numero_inicial === 4);
    expect(item).toMatchObject({ situacao: 'Pendente', protocolo: null, caminho_xml: null, numero_final: 5 });
    expect(item?.motivo_pendencia).toContain('CNPJ 33000167000101 em vez de');
    expect(item?.motivo_pendencia).toContain('nProt (ausente)');
    const [guardada] = await c.t.db
      .select()
      .from(nfeInutilizacoes)
      .where(eq(nfeInutilizacoes.numeroInicial, 4));
    expect(guardada?.xml).not.toContain('ProcInutNFe');
    expect((await c.api(`/nfe/inutilizacoes/${item?.id}/xml`)).status).toBe(409);
    // Asked again meanwhile: refused, the request is already pending.
    expect((await inutilizar(4, 4)).status).toBe(409);

    // The retry job resends the same signed request; SEFAZ answers about it and only now it is voided.
    expect(await retomarNotasPendentes(c.t.ctx)).toBe(1);
    const depois = await lacunas();
    expect(depois.inutilizacoes.find((i) => i.numero_inicial === 4)).toMatchObject({
      situacao: 'Homologada',
      protocolo: expect.stringMatching(/^[0-9]{15}$/),
      caminho_xml: expect.any(String),
    });
    const [homologada] = await c.t.db
      .select()
      .from(nfeInutilizacoes)
      .where(eq(nfeInutilizacoes.numeroInicial, 4));
    expect(homologada?.xml).toContain(guardada?.xml as string);
    expect(validarComXsd(homologada?.xml as string, 'nfe/PL_010_V1.30/procInutNFe_v4.00.xsd').erros).toEqual(
      [],
    );
    expect(await retomarNotasPendentes(c.t.ctx)).toBe(0);
  });

  it('numbers skipped by the next number typed in Dados da Empresa are a gap to void', async () => {
    const antes = await lacunas();
    const pulado = antes.proximo_numero;
    // The clerk types a next number 5 past the counter: the next note takes it, and the skipped ones are a gap.
    const salvar = await c.api('/preferencias/empresa', 'PUT', {
      ...EMPRESA,
      nfe_proximo_numero: pulado + 5,
    });
    expect(salvar.status, JSON.stringify(salvar.body)).toBe(200);
    try {
      const depois = await lacunas();
      expect(depois.proximo_numero).toBe(pulado + 5);
      expect(depois.lacunas).toEqual([
        ...antes.lacunas,
        { numero_inicial: pulado, numero_final: pulado + 4 },
      ]);
      const e = await c.emitir(await rascunho());
      expect(e.body).toMatchObject({ numero_nfe: pulado + 5, serie_nfe: 1 });
      expect((await lacunas()).lacunas).toEqual(depois.lacunas);
      // A smaller number typed later never moves the counter back.
      await c.api('/preferencias/empresa', 'PUT', { ...EMPRESA, nfe_proximo_numero: 2 });
      expect((await lacunas()).proximo_numero).toBe(pulado + 6);
    } finally {
      await c.api('/preferencias/empresa', 'PUT', EMPRESA);
    }
  });

  it('a série started at a typed number continues the company’s earlier numbering: nothing before it is a gap', async () => {
    const salvar = await c.api('/preferencias/empresa', 'PUT', {
      ...EMPRESA,
      nfe_serie: 2,
      nfe_proximo_numero: 1500,
    });
    expect(salvar.status, JSON.stringify(salvar.body)).toBe(200);
    try {
      const e = await c.emitir(await rascunho());
      expect(e.body).toMatchObject({ numero_nfe: 1500, serie_nfe: 2 });
      const serie2 = (
        await c.api<import('@erp/contracts/nfe-emissao').TLacunasNfe>('/nfe/numeracao/lacunas?serie=2')
      ).body;
      expect(serie2).toMatchObject({ proximo_numero: 1501, lacunas: [] });
    } finally {
      await c.api('/preferencias/empresa', 'PUT', EMPRESA);
    }
  });

  it('validates the range', async () => {
    const r = await inutilizar(5, 4);
    expect(r.status).toBe(400);
    expect(r.body.details).toEqual([
      { campo: 'numero_final', mensagem: 'O número final deve ser maior ou igual ao inicial.' },
    ]);
  });
});
