import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { empresa } from '../../src/db/schema/empresa.ts';
import { numeracaoDocumentos } from '../../src/db/schema/notas-fiscais.ts';
import { MENSAGEM_SEM_RESPONSAVEL_TECNICO } from '../../src/modules/nfe/responsavel-tecnico.ts';
import { type Cenario, CNPJ_PRESTADOR, montarCenario } from '../nfse/cenario.ts';
import { enviarCertificado } from '../support/cenario-real.ts';
import { gerarA1DeTeste } from '../support/certificado-a1.ts';

const DIA_MS = 24 * 60 * 60 * 1000;

/** Refusals that must come before a number is taken: nothing reaches SEFAZ, so no stand-in is needed. */
describe('the company A1 is checked before anything is numbered', () => {
  let c: Cenario;
  const a1 = gerarA1DeTeste({ cnpj: CNPJ_PRESTADOR, validadeDias: 30 });

  beforeAll(async () => {
    c = await montarCenario();
    await enviarCertificado(c, a1);
    expect((await c.api('/fiscal/ambiente', 'PUT', { modo: 'homologacao' })).status).toBe(200);
  });
  afterAll(async () => c?.t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  let idRascunho: number;
  beforeAll(async () => {
    idRascunho = await c.rascunhoDeVenda(c.idTomador);
  });

  const contadoresDeHomologacao = async () =>
    (await c.t.db.select().from(numeracaoDocumentos)).filter((n) => n.ambiente === 'homologacao');

  it('refuses emission with the date once the certificate has expired', async () => {
    const venceu = new Date(Date.now() + 29 * DIA_MS).toLocaleDateString('pt-BR', {
      timeZone: 'America/Sao_Paulo',
    });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 40 * DIA_MS });
    const nfse = await c.emitir(
      c.pedido({ data_competencia: new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10) }),
    );
    expect(nfse.status).toBe(422);
    expect(String(nfse.body.error)).toMatch(/^O certificado digital venceu em \d{2}\/\d{2}\/\d{4}\./);
    expect(String(nfse.body.error)).toContain(venceu.slice(3));
    const nfe = await c.api(`/nfe/emitir/${idRascunho}`, 'POST', { data_vencimento: '2099-12-31' });
    expect(nfe.status).toBe(422);
    expect(nfe.body).toEqual(nfse.body);
    expect(await contadoresDeHomologacao()).toEqual([]);
  });

  it('refuses emission without the company e-mail and phone that infRespTec carries', async () => {
    await c.t.db.update(empresa).set({ email: null }).where(eq(empresa.id, 1));
    const nfe = await c.api(`/nfe/emitir/${idRascunho}`, 'POST', { data_vencimento: '2099-12-31' });
    expect(nfe.status).toBe(422);
    expect(nfe.body).toEqual({ error: MENSAGEM_SEM_RESPONSAVEL_TECNICO });
    expect(await contadoresDeHomologacao()).toEqual([]);
    await c.t.db.update(empresa).set({ email: 'fiscal@plasticos.com.br' }).where(eq(empresa.id, 1));
  });

  it('refuses emission when the company CNPJ no longer has the certificate root', async () => {
    await c.t.db.update(empresa).set({ cnpj: '11444777000161' }).where(eq(empresa.id, 1));
    const nfse = await c.emitir(c.pedido());
    expect(nfse.status).toBe(422);
    expect(String(nfse.body.error)).toContain('de outra raiz que o da empresa');
    const nfe = await c.api(`/nfe/emitir/${idRascunho}`, 'POST', { data_vencimento: '2099-12-31' });
    expect(nfe.status).toBe(422);
    expect(nfe.body).toEqual(nfse.body);
    expect(await contadoresDeHomologacao()).toEqual([]);
  });
});
