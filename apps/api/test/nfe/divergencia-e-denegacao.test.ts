import type { TNfeListaItem } from '@erp/contracts/nfe-documento';
import type { TLacunasNfe } from '@erp/contracts/nfe-emissao';
import type { Simulator } from '@erp/sefaz-sim/create-simulator';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { retomarNotasPendentes } from '../../src/modules/nfe/reenvio-nfe.ts';
import { type Cenario, montarCenario } from './cenario.ts';

let c: Cenario;
let sim: Simulator;
beforeAll(async () => {
  c = await montarCenario();
  sim = await c.simulador();
});
afterAll(async () => c.t.close());
afterEach(() => {
  sim.faults.remover();
  sim.config.destinatariosIrregulares = [];
});

const ctx = () => c.t.ctx;
const OUTRO_DIGVAL = 'b3V0cm9YTUxhc3NpbmFkb05vdXRyb0x1Z2FyPQ==';

async function rascunhoDeVenda() {
  const r = await c.salvarRascunho({
    id_cliente: c.idComprador,
    natureza_operacao: 'VENDA DE MERCADORIA',
    itens: [{ id_produto: c.idTampa, quantidade: '1', cfop: '5101' }],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.id;
}

const linha = async (id: number) =>
  (await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, id)))[0];
const lacunas = async () => (await c.api<TLacunasNfe>('/nfe/numeracao/lacunas?serie=1')).body.lacunas;
const naLista = async (id: number) =>
  (await c.api<{ data: TNfeListaItem[] }>('/nfe/listar')).body.data.find((n) => n.id === id);
const enviosDaAutorizacao = () => sim.faults.listar();

/** SEFAZ's record of the key now holds another signed XML (another digVal), as when another copy was sent. */
function outroXmlNaSefaz(chave: string) {
  const nota = sim.state.dados.notas[chave];
  if (!nota) throw new Error('a SEFAZ não tem a nota');
  nota.digVal = OUTRO_DIGVAL;
  nota.protNFeXml = nota.protNFeXml.replace(/<digVal>[^<]*<\/digVal>/, `<digVal>${OUTRO_DIGVAL}</digVal>`);
}

/**
 * What a note SEFAZ holds with another XML must look like, whichever answer told it. `comReemissao`: SEFAZ still
 * holds the other XML, so the clerk's re-emission (which consults again) is refused with what to do.
 */
async function esperarDivergente(id: number, numero: number, chave: string, comReemissao = true) {
  const nota = await c.obter(id);
  expect(nota).toMatchObject({ status: 'Divergente da SEFAZ', numero_nfe: numero, chave_acesso: chave });
  expect(nota.x_motivo).toMatch(/^Divergente da SEFAZ: a SEFAZ autorizou esta chave de acesso/);
  expect(nota.x_motivo).toContain('recupere o XML autorizado pela distribuição de documentos (DistDFe)');
  expect(await naLista(id)).toMatchObject({
    status: 'Divergente da SEFAZ',
    numero_nfe: numero,
    chave_acesso: chave,
    x_motivo: nota.x_motivo,
  });
  expect(await linha(id)).toMatchObject({
    status: 'Processando',
    divergenteDaSefaz: true,
    numero,
    chaveAcesso: chave,
  });
  // The number SEFAZ says is authorised is never offered for inutilização.
  expect((await lacunas()).some((l) => l.numero_inicial <= numero && numero <= l.numero_final)).toBe(false);
  // Nor resent by the retry job, nor renumbered by another emission.
  expect(await retomarNotasPendentes(ctx())).toBe(0);
  if (!comReemissao) return;
  const denovo = await c.emitir(id);
  expect(denovo.status).toBe(409);
  expect(denovo.body).toMatchObject({
    error: `A SEFAZ tem a chave da NF-e nº ${numero} com outro XML: a nota não foi reenviada, renumerada nem liberada para inutilização.`,
  });
  expect(await linha(id)).toMatchObject({ numero, chaveAcesso: chave, status: 'Processando' });
}

describe('a SEFAZ tem a chave da nota com outro XML (digVal diferente)', () => {
  it('lost answer, then the consultation says 100 with another digVal: number and key stay, marked divergent', async () => {
    const id = await rascunhoDeVenda();
    sim.faults.definir('NFeAutorizacao4', { tipo: 'respostaPerdida', vezes: 1 });
    sim.faults.definir('NFeConsultaProtocolo4', { tipo: 'http500', vezes: 1 });
    expect((await c.emitir(id)).status).toBe(202);
    const enviada = await linha(id);
    const numero = enviada?.numero as number;
    const chave = enviada?.chaveAcesso as string;
    expect(sim.state.dados.notas[chave]?.situacao).toBe('autorizada');
    outroXmlNaSefaz(chave);

    // The retry job resends (204) and consults: 100, authorised, with another digVal.
    expect(await retomarNotasPendentes(ctx())).toBe(1);
    await esperarDivergente(id, numero, chave);
    expect(enviosDaAutorizacao()).toEqual({});
  });

  it('the direct answer says 100 with another digVal: the same end as the consultation', async () => {
    const id = await rascunhoDeVenda();
    // The autorizador is stopped: the note is numbered and waits, not sent.
    sim.faults.definir('NFeAutorizacao4', { tipo: 'paralisado', cStat: '108', vezes: 1 });
    expect((await c.emitir(id)).status).toBe(202);
    const enviada = await linha(id);
    const numero = enviada?.numero as number;
    const chave = enviada?.chaveAcesso as string;
    // SEFAZ-SP's synchronous answer (retEnviNFe 104 with the protNFe), the protocol of another XML of this key.
    sim.faults.definir('NFeAutorizacao4', {
      tipo: 'resposta',
      vezes: 1,
      xml:
        '<retEnviNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><tpAmb>2</tpAmb>' +
        '<verAplic>SP_NFE_PL009_V4</verAplic><cStat>104</cStat><xMotivo>Lote processado</xMotivo><cUF>35</cUF>' +
        '<dhRecbto>2026-03-02T10:00:00-03:00</dhRecbto><protNFe versao="4.00"><infProt><tpAmb>2</tpAmb>' +
        `<verAplic>SP_NFE_PL009_V4</verAplic><chNFe>${chave}</chNFe><dhRecbto>2026-03-02T10:00:00-03:00</dhRecbto>` +
        `<nProt>135260000012345</nProt><digVal>${OUTRO_DIGVAL}</digVal><cStat>100</cStat>` +
        '<xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe></retEnviNFe>',
    });
    expect(await retomarNotasPendentes(ctx())).toBe(1);
    await esperarDivergente(id, numero, chave, false);
    expect((await c.obter(id)).x_motivo).toContain('(protocolo 135260000012345)');
    // Asked by the clerk, the same signed XML goes again (this SEFAZ turns out not to hold another one): it is
    // authorised with the number and key it always had, never a new number.
    const reemitida = await c.emitir(id);
    expect(reemitida.status, JSON.stringify(reemitida.body)).toBe(200);
    expect(await c.obter(id)).toMatchObject({
      status: 'Autorizada',
      numero_nfe: numero,
      chave_acesso: chave,
    });
  });
});

describe('nota denegada cuja resposta e consulta se perderam', () => {
  it('resent, SEFAZ answers 205 (denegada na base): the consultation gives the denial, never a draft again', async () => {
    sim.config.destinatariosIrregulares = ['11444777000161'];
    const id = await rascunhoDeVenda();
    sim.faults.definir('NFeAutorizacao4', { tipo: 'respostaPerdida', vezes: 1 });
    sim.faults.definir('NFeConsultaProtocolo4', { tipo: 'http500', vezes: 1 });
    expect((await c.emitir(id)).status).toBe(202);
    const enviada = await linha(id);
    expect(sim.state.dados.notas[enviada?.chaveAcesso as string]?.situacao).toBe('denegada');

    expect(await retomarNotasPendentes(ctx())).toBe(1);
    const nota = await c.obter(id);
    expect(nota).toMatchObject({
      status: 'Denegada',
      c_stat: '302',
      numero_nfe: enviada?.numero,
      chave_acesso: enviada?.chaveAcesso,
    });
    const guardada = await linha(id);
    expect(guardada?.xmlAutorizado).toContain('<cStat>302</cStat>');
    expect(guardada?.xmlAutorizado).toContain(guardada?.xmlAssinado?.slice(-200) as string);
    expect(await retomarNotasPendentes(ctx())).toBe(0);
  });
});
