import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresa } from '../../src/db/schema/empresa.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { notasServico } from '../../src/db/schema/notas-servico.ts';
import { type Cenario, CNPJ_PRESTADOR, EMPRESA, montarCenario } from '../nfse/cenario.ts';

/** Another valid CNPJ: the one a user would type to "correct" the company's. */
const OUTRO_CNPJ = '06157250000116';

let c: Cenario;
let idNfe: number;
let idNfse: number;
beforeAll(async () => {
  c = await montarCenario();
  // One NF-e and one NFS-e issued in simulação, as a company does while trying the system out.
  idNfe = (await c.nfeAutorizada(c.idTomador)).id;
  const nfse = await c.emitir(c.pedido());
  expect(nfse.status, JSON.stringify(nfse.body)).toBe(200);
  idNfse = (nfse.body as { id: number }).id;
});
afterAll(async () => c.t.close());

const salvar = (cnpj: string) => c.api('/preferencias/empresa', 'PUT', { ...EMPRESA, cnpj });
const cnpjGuardado = async () => (await c.t.db.select({ cnpj: empresa.cnpj }).from(empresa))[0]?.cnpj;

/**
 * The tests reach produção only through the stand-in run as its own process (homologacao-e-producao.test.ts); a
 * document issued there is stood in for by the simulação one with its environment changed.
 */
const emProducao = async (documento: 'nfe' | 'nfse', sim: boolean) => {
  const ambiente = sim ? 'producao' : 'simulacao';
  if (documento === 'nfe') {
    await c.t.db.update(notasFiscais).set({ ambiente }).where(eq(notasFiscais.id, idNfe));
  } else {
    await c.t.db.update(notasServico).set({ ambiente }).where(eq(notasServico.id, idNfse));
  }
};

describe('the company CNPJ once documents were issued with it', () => {
  it('may be corrected while it issued only simulação documents, which have no legal value', async () => {
    const corrigido = await salvar('06.157.250/0001-16');
    expect(corrigido.status, JSON.stringify(corrigido.body)).toBe(200);
    expect(corrigido.body).toMatchObject({ cnpj: OUTRO_CNPJ });
    const devolvido = await salvar(CNPJ_PRESTADOR);
    expect(devolvido.status, JSON.stringify(devolvido.body)).toBe(200);
    expect(devolvido.body).toMatchObject({ cnpj: CNPJ_PRESTADOR, cnpj_editavel: true });
    expect(await cnpjGuardado()).toBe(CNPJ_PRESTADOR);
  });

  it('is refused (409, with the NF-e that fixes it) after an NF-e of produção took a number', async () => {
    await emProducao('nfe', true);
    // The screen shows the field read-only, with the reason.
    expect((await c.api('/preferencias/empresa')).body).toMatchObject({ cnpj_editavel: false });
    const numero = (await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, idNfe)))[0]?.numero;
    const r = await salvar(OUTRO_CNPJ);
    expect(r.status).toBe(409);
    expect(r.body).toEqual({
      error: `O CNPJ da empresa não pode ser alterado: a NF-e nº ${numero}, série 1, foi emitida em produção com este CNPJ.`,
      details:
        'Documentos fiscais emitidos continuam em nome do CNPJ que os emitiu; outro CNPJ é outro contribuinte.',
    });
    expect(await cnpjGuardado()).toBe(CNPJ_PRESTADOR);

    // The same CNPJ typed with its mask, with another change, still saves.
    const mesmo = await c.api('/preferencias/empresa', 'PUT', {
      ...EMPRESA,
      cnpj: '11.222.333/0001-81',
      telefone: '(19) 3461-9999',
    });
    expect(mesmo.status, JSON.stringify(mesmo.body)).toBe(200);
    expect(mesmo.body).toMatchObject({ cnpj: CNPJ_PRESTADOR, telefone: '1934619999', cnpj_editavel: false });
    await emProducao('nfe', false);
  });

  it('is refused after an NFS-e of produção, naming its DPS', async () => {
    await emProducao('nfse', true);
    const dps = (await c.t.db.select().from(notasServico).where(eq(notasServico.id, idNfse)))[0];
    const r = await salvar(OUTRO_CNPJ);
    expect(r.status).toBe(409);
    expect((r.body as { error: string }).error).toBe(
      `O CNPJ da empresa não pode ser alterado: a NFS-e da DPS nº ${dps?.numeroDps}, série 1, foi emitida em produção com este CNPJ.`,
    );
    expect(await cnpjGuardado()).toBe(CNPJ_PRESTADOR);
    await emProducao('nfse', false);
    expect((await c.api('/preferencias/empresa')).body).toMatchObject({ cnpj_editavel: true });
    expect((await salvar(OUTRO_CNPJ)).status).toBe(200);
  });
});
