import { Decimal } from '@erp/fiscal/decimal';
import { validarXml } from '@erp/fiscal/nfe';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aliquotasIbsCbs } from '../../src/db/schema/aliquotas-ibs-cbs.ts';
import { type Cenario, EMPRESA, montarCenario, PP } from './cenario.ts';

/**
 * The yearly IBS/CBS table in use: a note takes the row of its own fiscal year (the Brasília date of its dhEmi),
 * on a server whose clock is UTC, and a year without a row is refused before anything is saved or numbered.
 */

const RETORNO = 'RETORNO DE INDUSTRIALIZACAO';
const VENDA = 'VENDA DE MERCADORIA';
// Sessions outlive the clock's jumps into 2027.
const SESSAO_LONGA = { session: { idleSeconds: 10 ** 9, absoluteSeconds: 10 ** 9 } };

const fusoOriginal = process.env.TZ;
beforeAll(() => {
  // The server's zone is UTC, as on a server: 23:30 of 31/12 in Brasília is already 02:30 of 1/1 there.
  process.env.TZ = 'UTC';
});
afterAll(() => {
  process.env.TZ = fusoOriginal;
});
afterEach(() => {
  vi.useRealTimers();
});

/** The clock of this process (the API's and the in-process simulator's) at `instante`. */
function relogioEm(instante: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instante));
}

/**
 * A sale emitted at the real time, before any clock is moved: the simulator's TLS certificates (the server's and the
 * company's) are issued with the process clock but checked by OpenSSL against the machine's, so they must be
 * issued now, not in 2027.
 */
async function aquecerSimulador(c: Cenario) {
  const r = await c.salvarRascunho({
    id_cliente: c.idComprador,
    natureza_operacao: VENDA,
    itens: [{ id_produto: c.idTampa, quantidade: '1', cfop: '5101' }],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const emitida = await c.emitir(r.body.id);
  expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
}

const tag = (xml: string, nome: string) => new RegExp(`<${nome}>([^<]*)</${nome}>`).exec(xml)?.[1] ?? null;
const porcento = (valor: string | null) => (valor === null ? null : new Decimal(valor).toFixed(4));

/** Each det's CFOP, PIS CST and IBSCBS group as the XML carries them (rates normalised to 4 places). */
function impostosDosItens(xml: string) {
  return [...xml.matchAll(/<det nItem="\d+">([\s\S]*?)<\/det>/g)].map(([, det = '']) => {
    const ibscbs = /<IBSCBS>([\s\S]*?)<\/IBSCBS>/.exec(det)?.[1] ?? null;
    const pis = /<PIS>([\s\S]*?)<\/PIS>/.exec(det)?.[1] ?? '';
    return {
      cfop: tag(det, 'CFOP'),
      pisCst: tag(pis, 'CST'),
      vPIS: tag(pis, 'vPIS'),
      ibscbs:
        ibscbs === null
          ? null
          : {
              CST: tag(ibscbs, 'CST'),
              cClassTrib: tag(ibscbs, 'cClassTrib'),
              vBC: tag(ibscbs, 'vBC'),
              pIBSUF: porcento(tag(ibscbs, 'pIBSUF')),
              vIBSUF: tag(ibscbs, 'vIBSUF'),
              pIBSMun: porcento(tag(ibscbs, 'pIBSMun')),
              vIBSMun: tag(ibscbs, 'vIBSMun'),
              vIBS: tag(ibscbs, 'vIBS'),
              pCBS: porcento(tag(ibscbs, 'pCBS')),
              vCBS: tag(ibscbs, 'vCBS'),
            },
    };
  });
}

/** IBSCBSTot as the XML carries it, and the same sums taken from the items. */
function totaisIbsCbs(xml: string) {
  const tot = /<IBSCBSTot>([\s\S]*?)<\/IBSCBSTot>/.exec(xml)?.[1] ?? null;
  const itens = impostosDosItens(xml).flatMap((i) => (i.ibscbs?.vBC ? [i.ibscbs] : []));
  const soma = (campo: 'vBC' | 'vIBSUF' | 'vIBSMun' | 'vIBS' | 'vCBS') =>
    itens.reduce((s, i) => s.plus(i[campo] ?? '0'), new Decimal(0)).toFixed(2);
  return {
    nota: tot && {
      vBCIBSCBS: tag(tot, 'vBCIBSCBS'),
      vIBSUF: tag(tot, 'vIBSUF'),
      vIBSMun: tag(tot, 'vIBSMun'),
      vIBS: tag(tot, 'vIBS'),
      vCBS: tag(tot, 'vCBS'),
    },
    itens: {
      vBCIBSCBS: soma('vBC'),
      vIBSUF: soma('vIBSUF'),
      vIBSMun: soma('vIBSMun'),
      vIBS: soma('vIBS'),
      vCBS: soma('vCBS'),
    },
  };
}

async function xmlAutorizado(c: Cenario, id: number) {
  const r = await c.t.request(`/api/nfe/${id}/xml`, { token: c.token });
  expect(r.status).toBe(200);
  const xml = await r.text();
  expect(validarXml(xml, 'procNFe')).toEqual({ valido: true, erros: [] });
  return xml;
}

/** A return of 120 kg of the client's PP (5902) with the injection billed on it (5124, 120 kg x 2,50). */
async function retornoComServico(c: Cenario) {
  const remessa = await c.importarRemessa([PP], '2026-12-20T10:00:00-03:00');
  const idCliente = await c.idClienteRemessa();
  const idItem = remessa.itens[0]?.id;
  const r = await c.salvarRascunho({
    id_cliente: idCliente,
    natureza_operacao: RETORNO,
    itens: [
      { id_produto: c.idPP, quantidade: '100', cfop: '5902', id_item_entrada: idItem },
      {
        id_produto: c.idPP,
        id_servico: c.idServico,
        quantidade: '120',
        cfop: '5124',
        id_item_entrada: idItem,
      },
    ],
  });
  return r;
}

const SEM_GRUPO_DE_VALORES = {
  CST: '410',
  cClassTrib: '410999',
  vBC: null,
  pIBSUF: null,
  vIBSUF: null,
  pIBSMun: null,
  vIBSMun: null,
  vIBS: null,
  pCBS: null,
  vCBS: null,
};

const taxas2027 = { pIBSUF: '0.0500', pIBSMun: '0.0500', pCBS: '8.7000' };

describe('a Simples Nacional company (CRT 1) on 2 January 2027, 00:30 in Brasília', () => {
  let c: Cenario;
  beforeAll(async () => {
    c = await montarCenario(SESSAO_LONGA);
    await aquecerSimulador(c);
  });
  afterAll(async () => c.t.close());

  it('saves and emits a return with the IBSCBS group the Simples carries from 2027, at the table’s rates', async () => {
    relogioEm('2027-01-02T00:30:00-03:00');
    const rascunho = await retornoComServico(c);
    expect(rascunho.status, JSON.stringify(rascunho.body)).toBe(200);
    const emitida = await c.emitir(rascunho.body.id, '2027-02-01');
    expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
    expect(emitida.body.status).toBe('Autorizada');

    const xml = await xmlAutorizado(c, rascunho.body.id);
    expect(tag(xml, 'dhEmi')).toBe('2027-01-02T00:30:00-03:00');
    expect(impostosDosItens(xml)).toEqual([
      { cfop: '5902', pisCst: '49', vPIS: '0.00', ibscbs: SEM_GRUPO_DE_VALORES },
      {
        cfop: '5124',
        pisCst: '99',
        vPIS: '0.00',
        // 120 kg x 2,50 = 300,00; 0,05 % = 0,15 (UF and municipality); 8,70 % = 26,10.
        ibscbs: {
          CST: '000',
          cClassTrib: '000001',
          vBC: '300.00',
          ...taxas2027,
          vIBSUF: '0.15',
          vIBSMun: '0.15',
          vIBS: '0.30',
          vCBS: '26.10',
        },
      },
    ]);
    const totais = totaisIbsCbs(xml);
    expect(totais.nota).toEqual({
      vBCIBSCBS: '300.00',
      vIBSUF: '0.15',
      vIBSMun: '0.15',
      vIBS: '0.30',
      vCBS: '26.10',
    });
    expect(totais.nota).toEqual(totais.itens);
  });

  it('saves and emits a sale of its own production with the 2027 group', async () => {
    relogioEm('2027-01-02T00:30:00-03:00');
    const r = await c.salvarRascunho({
      id_cliente: c.idComprador,
      natureza_operacao: VENDA,
      itens: [{ id_produto: c.idTampa, quantidade: '10', cfop: '5101' }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.valor_total_nota).toBe('123.40');
    const emitida = await c.emitir(r.body.id, '2027-02-01');
    expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
    const xml = await xmlAutorizado(c, r.body.id);
    // 10 x 12,34 = 123,40; 0,05 % = 0,0617 -> 0,06; 8,70 % = 10,7358 -> 10,74.
    expect(impostosDosItens(xml)[0]?.ibscbs).toEqual({
      CST: '000',
      cClassTrib: '000001',
      vBC: '123.40',
      ...taxas2027,
      vIBSUF: '0.06',
      vIBSMun: '0.06',
      vIBS: '0.12',
      vCBS: '10.74',
    });
    expect(totaisIbsCbs(xml).nota).toEqual(totaisIbsCbs(xml).itens);
  });

  it('at 23:30 of 31 December in Brasília (02:30 UTC of 1 January) a note is still of 2026: no IBSCBS for the Simples', async () => {
    relogioEm('2026-12-31T23:30:00-03:00');
    expect(new Date().getUTCFullYear()).toBe(2027);
    const rascunho = await retornoComServico(c);
    expect(rascunho.status, JSON.stringify(rascunho.body)).toBe(200);
    const emitida = await c.emitir(rascunho.body.id, '2027-02-01');
    expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
    const xml = await xmlAutorizado(c, rascunho.body.id);
    expect(tag(xml, 'dhEmi')).toBe('2026-12-31T23:30:00-03:00');
    expect(xml).not.toContain('<IBSCBS>');
    expect(xml).not.toContain('<IBSCBSTot>');
  });

  it('refuses a draft of a year the table does not have, with a 422 that names the year and the screen', async () => {
    relogioEm('2027-06-01T10:00:00-03:00');
    const salvo = await retornoComServico(c);
    expect(salvo.status, JSON.stringify(salvo.body)).toBe(200);
    // A company whose table lacks the year (an installation that never received it).
    const linha2027 = (await c.api<{ anos: Record<string, unknown>[] }>('/fiscal/tabela-ibs-cbs')).body
      .anos[1];
    await c.t.db.delete(aliquotasIbsCbs).where(eq(aliquotasIbsCbs.ano, 2027));

    const mensagem =
      'A tabela de IBS e CBS de 2027 não está cadastrada, e sem ela nenhuma NF-e de 2027 pode ser salva ou ' +
      'emitida. Um administrador a cadastra em Preferências > Tabela IBS/CBS.';
    const novo = await retornoComServico(c);
    expect(novo.status).toBe(422);
    expect(novo.body.error).toBe(mensagem);
    // A draft saved before is refused at emission too, before a number is taken.
    const emitida = await c.emitir(salvo.body.id, '2027-07-01');
    expect(emitida.status).toBe(422);
    expect(emitida.body.error).toBe(mensagem);
    expect(await c.obter(salvo.body.id)).toMatchObject({ status: 'Rascunho', numero_nfe: null });

    // An administrator adds the year on its screen; the same draft then goes through with its figures.
    const ano = await c.api('/fiscal/tabela-ibs-cbs/2027', 'PUT', {
      p_ibs_uf: linha2027?.p_ibs_uf,
      p_ibs_mun: linha2027?.p_ibs_mun,
      p_cbs: '8.80',
      ibscbs_simples: true,
      pis_cofins_regime_normal: false,
      fonte: 'LC 214/2025, art. 344; CBS da Resolução do Senado Federal.',
      provisoria: false,
    });
    expect(ano.status, JSON.stringify(ano.body)).toBe(200);
    const depois = await c.emitir(salvo.body.id, '2027-07-01');
    expect(depois.status, JSON.stringify(depois.body)).toBe(200);
    const xml = await xmlAutorizado(c, salvo.body.id);
    expect(impostosDosItens(xml)[1]?.ibscbs).toMatchObject({ pCBS: '8.8000', vCBS: '26.40' });
  });
});

describe('a regime normal company (CRT 3) in 2027 and at the turn of the year', () => {
  let c: Cenario;
  beforeAll(async () => {
    c = await montarCenario(SESSAO_LONGA);
    await aquecerSimulador(c);
    const r = await c.api('/preferencias/empresa', 'PUT', { ...EMPRESA, regime_tributario: 3 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });
  afterAll(async () => c.t.close());

  it('emits a return on 2 January 2027 without PIS/COFINS (extinct) and with 2027’s IBS and CBS', async () => {
    relogioEm('2027-01-02T00:30:00-03:00');
    const rascunho = await retornoComServico(c);
    expect(rascunho.status, JSON.stringify(rascunho.body)).toBe(200);
    const emitida = await c.emitir(rascunho.body.id, '2027-02-01');
    expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
    const xml = await xmlAutorizado(c, rascunho.body.id);
    const [material, servico] = impostosDosItens(xml);
    expect(material).toEqual({ cfop: '5902', pisCst: '49', vPIS: '0.00', ibscbs: SEM_GRUPO_DE_VALORES });
    // 300,00 less the ICMS of 18 % (54,00) = 246,00; 0,05 % = 0,123 -> 0,12; 8,70 % = 21,402 -> 21,40.
    expect(servico).toEqual({
      cfop: '5124',
      pisCst: '08',
      vPIS: null,
      ibscbs: {
        CST: '000',
        cClassTrib: '000001',
        vBC: '246.00',
        ...taxas2027,
        vIBSUF: '0.12',
        vIBSMun: '0.12',
        vIBS: '0.24',
        vCBS: '21.40',
      },
    });
    expect(tag(/<ICMSTot>[\s\S]*?<\/ICMSTot>/.exec(xml)?.[0] ?? '', 'vPIS')).toBe('0.00');
    expect(totaisIbsCbs(xml).nota).toEqual(totaisIbsCbs(xml).itens);
  });

  it('at 23:30 of 31 December in Brasília a note keeps 2026’s figures: CBS 0,90 %, IBS 0,10 % and PIS/COFINS due', async () => {
    relogioEm('2026-12-31T23:30:00-03:00');
    const rascunho = await retornoComServico(c);
    expect(rascunho.status, JSON.stringify(rascunho.body)).toBe(200);
    const emitida = await c.emitir(rascunho.body.id, '2027-02-01');
    expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
    const xml = await xmlAutorizado(c, rascunho.body.id);
    const servico = impostosDosItens(xml)[1];
    // PIS 0,65 % and COFINS 3 % of 246,00 (ICMS out of the base): 1,60 and 7,38; the IBS/CBS base takes them off too.
    expect(servico).toMatchObject({ pisCst: '01', vPIS: '1.60' });
    expect(servico?.ibscbs).toEqual({
      CST: '000',
      cClassTrib: '000001',
      vBC: '237.02',
      pIBSUF: '0.1000',
      vIBSUF: '0.24',
      pIBSMun: '0.0000',
      vIBSMun: '0.00',
      vIBS: '0.24',
      pCBS: '0.9000',
      vCBS: '2.13',
    });
  });

  it('keeps an issued note’s figures when its year’s row changes later', async () => {
    relogioEm('2027-01-05T10:00:00-03:00');
    const rascunho = await retornoComServico(c);
    expect(rascunho.status).toBe(200);
    expect((await c.emitir(rascunho.body.id, '2027-02-01')).status).toBe(200);
    const antes = await xmlAutorizado(c, rascunho.body.id);
    const danfeAntes = await c.t.request(`/api/nfe/${rascunho.body.id}/danfe`, { token: c.token });
    expect(danfeAntes.status).toBe(200);

    const mudou = await c.api('/fiscal/tabela-ibs-cbs/2027', 'PUT', {
      p_ibs_uf: '0.05',
      p_ibs_mun: '0.05',
      p_cbs: '9.30',
      ibscbs_simples: true,
      pis_cofins_regime_normal: false,
      fonte: 'Resolução do Senado Federal (teste).',
      provisoria: false,
    });
    expect(mudou.status, JSON.stringify(mudou.body)).toBe(200);
    expect(await xmlAutorizado(c, rascunho.body.id)).toBe(antes);
    const danfeDepois = await c.t.request(`/api/nfe/${rascunho.body.id}/danfe`, { token: c.token });
    expect(
      Buffer.from(await danfeDepois.arrayBuffer()).equals(Buffer.from(await danfeAntes.arrayBuffer())),
    ).toBe(true);
    // A new draft of the year takes the new figure.
    const novo = await retornoComServico(c);
    expect((await c.emitir(novo.body.id, '2027-02-01')).status).toBe(200);
    expect(impostosDosItens(await xmlAutorizado(c, novo.body.id))[1]?.ibscbs).toMatchObject({
      pCBS: '9.3000',
      vCBS: '22.88',
    });
  });
});
