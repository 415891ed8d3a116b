import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { autorizadoresSemResposta } from '../../src/db/schema/autorizadores-sem-resposta.ts';
import { notasFiscais, numeracaoDocumentos } from '../../src/db/schema/notas-fiscais.ts';
import { retomarNotasPendentes } from '../../src/modules/nfe/reenvio-nfe.ts';
import type { Cenario } from '../nfse/cenario.ts';
import { type CenarioReal, montarCenarioReal } from '../support/cenario-real.ts';

const JUSTIFICATIVA = 'SEFAZ-SP sem resposta desde as 14h, tempo esgotado';
/** SP's autorizador takes the connection and never answers, on every service (status included). */
const SP_FORA_DO_AR = { tipo: 'foraDoAr', autorizador: 'SP' };

type Emissao = {
  status: string;
  numero_nfe: number | null;
  chave_acesso: string | null;
  message: string;
  contingencia: string | null;
  contingencia_disponivel: { svc: string; motivo: string } | null;
};
type AutorizadorParado = {
  error: string;
  details: string;
  contingencia_disponivel: { svc: string; motivo: string };
};
type NotaDoSimulador = { chNFe: string; nNF: string; autorizador?: string };

/**
 * When SP's autorizador only times out, in homologação against the stand-in run as its own process, with SEFAZ
 * waits of 2 s (SEFAZ_TIMEOUT_SEGUNDOS): the first draft is sent and left "may be at SEFAZ" (never offered the
 * SVC); the next one asks the status service first and is offered SVC-AN without being numbered.
 */
describe('a draft while the autorizador does not answer, against SEFAZ as a separate process', () => {
  let real: CenarioReal;
  let c: Cenario;
  let controle: CenarioReal['controle'];

  beforeAll(async () => {
    real = await montarCenarioReal({
      fiscal: { timeoutSegundos: 2 },
      // The retry job stays out of the way: nothing is resent behind the test's back.
      nfe: { prazoCancelamentoHoras: 24, reenvioSegundos: 3600 },
    });
    ({ c, controle } = real);
  }, 120_000);
  afterEach(async () => {
    await controle('DELETE', 'falhas');
  });
  afterAll(async () => real?.fechar());

  const rascunho = () => c.rascunhoDeVenda(c.idTomador, '2');
  const emitir = <T = Emissao>(id: number, contingencia?: { justificativa: string }) =>
    c.api<T>(`/nfe/emitir/${id}`, 'POST', {
      data_vencimento: '2099-12-31',
      ...(contingencia ? { contingencia } : {}),
    });
  const linha = async (id: number) =>
    (await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, id)))[0];
  const proximoNumero = async () =>
    (
      await c.t.db
        .select()
        .from(numeracaoDocumentos)
        .where(and(eq(numeracaoDocumentos.ambiente, 'homologacao'), eq(numeracaoDocumentos.serie, 1)))
    )[0]?.proximoNumero;
  const falhaDeSP = async () =>
    (
      await c.t.db
        .select()
        .from(autorizadoresSemResposta)
        .where(
          and(eq(autorizadoresSemResposta.ambiente, 'homologacao'), eq(autorizadoresSemResposta.uf, 'SP')),
        )
    )[0];
  const notasNoSimulador = async (numero: number) =>
    ((await controle('GET', 'estado')) as { notas: NotaDoSimulador[] }).notas.filter(
      (n) => Number(n.nNF) === numero,
    );
  const segundosDesde = (inicio: number) => (performance.now() - inicio) / 1_000;

  it('SP times out: the first draft may be at SEFAZ and is not offered the SVC; the next is offered SVC-AN unnumbered, goes out there with tpEmis 6; SP back, a draft goes out normally', async () => {
    await controle('PUT', 'falhas/*', SP_FORA_DO_AR);

    // Nothing known of SP yet: the draft is numbered and sent; the send and its consultation time out.
    const primeiro = await rascunho();
    let inicio = performance.now();
    const semResposta = await emitir(primeiro);
    expect(semResposta.status, JSON.stringify(semResposta.body)).toBe(202);
    expect(segundosDesde(inicio)).toBeLessThan(15);
    expect(semResposta.body).toMatchObject({ status: 'Processando', contingencia_disponivel: null });
    const numero = semResposta.body.numero_nfe as number;
    expect(await linha(primeiro)).toMatchObject({ status: 'Processando', envioIncerto: true });
    expect(await falhaDeSP()).toBeDefined();

    // SP failed a moment ago: the status service is asked first (2 s), does not answer either, and the draft
    // stays a draft, its number not taken, with SVC-AN offered.
    const segundo = await rascunho();
    inicio = performance.now();
    const parado = await emitir<AutorizadorParado>(segundo);
    expect(parado.status, JSON.stringify(parado.body)).toBe(503);
    expect(segundosDesde(inicio)).toBeLessThan(10);
    expect(parado.body.contingencia_disponivel).toMatchObject({ svc: 'SVC-AN' });
    expect(parado.body.contingencia_disponivel.motivo).toMatch(/tempo esgotado/i);
    expect(parado.body.error).toContain('não foi enviada e continua em rascunho');
    expect(await linha(segundo)).toMatchObject({ status: 'Rascunho', numero: null, chaveAcesso: null });
    expect(await proximoNumero()).toBe(numero + 1);
    expect(await notasNoSimulador(numero + 1)).toEqual([]);

    // The note that may be at SP is still never offered the SVC.
    const lista = await c.api<{ data: { id: number; contingencia_disponivel: string | null }[] }>(
      '/nfe/listar',
    );
    expect(lista.body.data.find((n) => n.id === primeiro)?.contingencia_disponivel).toBeNull();

    const emContingencia = await emitir(segundo, { justificativa: JUSTIFICATIVA });
    expect(emContingencia.status, JSON.stringify(emContingencia.body)).toBe(200);
    expect(emContingencia.body).toMatchObject({
      status: 'Autorizada',
      numero_nfe: numero + 1,
      contingencia: 'SVC-AN',
    });
    const chave = emContingencia.body.chave_acesso as string;
    expect(chave[34]).toBe('6');
    expect((await linha(segundo))?.xmlAutorizado).toContain('<tpEmis>6</tpEmis>');
    expect((await notasNoSimulador(numero + 1)).map((n) => [n.chNFe, n.autorizador])).toEqual([
      [chave, 'SVC-AN'],
    ]);

    // SP back: the next draft's status check answers 107, which clears SP's failure, and it goes out at SP.
    await controle('DELETE', 'falhas');
    const terceiro = await rascunho();
    const normal = await emitir(terceiro);
    expect(normal.status, JSON.stringify(normal.body)).toBe(200);
    expect(normal.body).toMatchObject({ status: 'Autorizada', numero_nfe: numero + 2, contingencia: null });
    expect(normal.body.chave_acesso?.[34]).toBe('1');
    expect((await notasNoSimulador(numero + 2)).map((n) => n.autorizador)).toEqual(['SP']);
    expect(await falhaDeSP()).toBeUndefined();
  }, 60_000);

  it('SP processes the note but answers after the timeout, and its consultation says 217: never offered nor sent to the SVC; SP back, authorised once', async () => {
    // SP authorises the note on arrival and answers in 4 s (the client gives up at 2 s); its consultation says
    // 217 as a SEFAZ still processing the batch would.
    await controle('PUT', 'falhas/NFeAutorizacao4', {
      tipo: 'atraso',
      ms: 4_000,
      autorizador: 'SP',
      vezes: 1,
    });
    await controle('PUT', 'falhas/NFeConsultaProtocolo4', { tipo: 'naoConsta', autorizador: 'SP' });
    const id = await rascunho();
    const semResposta = await emitir(id);
    expect(semResposta.status, JSON.stringify(semResposta.body)).toBe(202);
    expect(semResposta.body).toMatchObject({ status: 'Processando', contingencia_disponivel: null });
    expect(semResposta.body.message).not.toMatch(/contingência/i);
    const numero = semResposta.body.numero_nfe as number;
    const chave = semResposta.body.chave_acesso as string;
    expect(await linha(id)).toMatchObject({ status: 'Processando', envioIncerto: true, cStat: '217' });
    const oferta = async () =>
      (
        await c.api<{ data: { id: number; contingencia_disponivel: string | null }[] }>('/nfe/listar')
      ).body.data.find((n) => n.id === id)?.contingencia_disponivel;
    expect(await oferta()).toBeNull();

    // The contingency is refused: its consultation at SP says 217 again, which proves nothing after that send.
    const recusada = await emitir(id, { justificativa: JUSTIFICATIVA });
    expect(recusada.status, JSON.stringify(recusada.body)).toBe(409);
    expect(String((recusada.body as unknown as { error: string }).error)).toContain('pode ter chegado');
    expect(await linha(id)).toMatchObject({ status: 'Processando', chaveAcesso: chave, contingencia: null });

    // The retry job resends it (204 at SP) and the consultation still says 217: still waiting, still uncertain.
    // (It also concludes the first test's note, sent into SP's silence.)
    await retomarNotasPendentes(c.t.ctx);
    expect(await linha(id)).toMatchObject({ status: 'Processando', envioIncerto: true });
    expect(await oferta()).toBeNull();

    // A new draft can still go out in the SVC.
    const outro = await rascunho();
    const emContingencia = await emitir(outro, { justificativa: JUSTIFICATIVA });
    expect(emContingencia.status, JSON.stringify(emContingencia.body)).toBe(200);
    expect(emContingencia.body).toMatchObject({ status: 'Autorizada', contingencia: 'SVC-AN' });

    // SP answers again: the retry job concludes the note with SP's authorisation, the only one of its number.
    await controle('DELETE', 'falhas');
    await retomarNotasPendentes(c.t.ctx);
    expect(await linha(id)).toMatchObject({
      status: 'Autorizada',
      chaveAcesso: chave,
      contingencia: null,
      envioIncerto: false,
    });
    expect((await notasNoSimulador(numero)).map((n) => [n.chNFe, n.autorizador])).toEqual([[chave, 'SP']]);
  }, 60_000);
});
