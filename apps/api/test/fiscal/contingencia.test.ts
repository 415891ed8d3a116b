import { MENSAGEM_JUSTIFICATIVA_CONTINGENCIA } from '@erp/contracts/nfe-emissao';
import { consultarProtocolo } from '@erp/fiscal/sefaz';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { textoDoPdf } from '../../../../packages/fiscal/test/support/texto-pdf.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { retomarNotasPendentes } from '../../src/modules/nfe/reenvio-nfe.ts';
import { type Cenario, CNPJ_PRESTADOR, EMPRESA } from '../nfse/cenario.ts';
import { type CenarioReal, montarCenarioReal } from '../support/cenario-real.ts';

const JUSTIFICATIVA = 'SEFAZ-SP paralisada (108) desde as 14h, sem previsão';
/** SP's autorizador down (status and authorisation answer 108); SVC-AN, SVC-RS and the AN stay up. */
const SP_PARALISADA = { tipo: 'paralisado', cStat: '108', autorizador: 'normal' };

type Emissao = {
  status: string;
  numero_nfe: number | null;
  chave_acesso: string | null;
  message: string;
  contingencia: string | null;
  contingencia_disponivel: { svc: string; motivo: string } | null;
};
type NotaDoSimulador = { chNFe: string; nNF: string; serie: string; autorizador?: string; situacao: string };

/**
 * SVC contingency on the real paths, in homologação: the company's A1 uploaded, SEFAZ the stand-in run as its own
 * process, SP's autorizador taken down through its control API (mutual TLS, with the same A1) while SVC-AN answers.
 */
describe('SVC contingency in homologação, against SEFAZ as a separate process', () => {
  let real: CenarioReal;
  let c: Cenario;
  let controle: CenarioReal['controle'];

  beforeAll(async () => {
    // The test runs the retry job itself, at the moment it means to.
    real = await montarCenarioReal({ nfe: { prazoCancelamentoHoras: 24, reenvioSegundos: 3600 } });
    ({ c, controle } = real);
  }, 120_000);
  afterEach(async () => {
    await controle('DELETE', 'falhas');
  });
  afterAll(async () => real?.fechar());

  const notasNoSimulador = async (numero: number) =>
    ((await controle('GET', 'estado')) as { notas: NotaDoSimulador[] }).notas.filter(
      (n) => Number(n.nNF) === numero,
    );
  const rascunho = () => c.rascunhoDeVenda(c.idTomador, '2');
  const emitir = (id: number, contingencia?: { justificativa: string }) =>
    c.api<Emissao>(`/nfe/emitir/${id}`, 'POST', {
      data_vencimento: '2099-12-31',
      ...(contingencia ? { contingencia } : {}),
    });
  const linha = async (id: number) =>
    (await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, id)))[0];

  it('SP down: the answer offers SVC-AN and nothing is authorised; with a justification the note goes out there, tpEmis 6, marked', async () => {
    await controle('PUT', 'falhas/*', SP_PARALISADA);
    const id = await rascunho();
    const normal = await emitir(id);
    expect(normal.status, JSON.stringify(normal.body)).toBe(202);
    expect(normal.body).toMatchObject({
      status: 'Processando',
      contingencia: null,
      contingencia_disponivel: { svc: 'SVC-AN' },
    });
    expect(normal.body.contingencia_disponivel?.motivo).toMatch(/Paralisado/i);
    const numero = normal.body.numero_nfe as number;
    const chaveNormal = normal.body.chave_acesso as string;
    expect(await notasNoSimulador(numero)).toEqual([]);
    const lista = await c.api<{ data: { id: number; contingencia_disponivel: string | null }[] }>(
      '/nfe/listar',
    );
    expect(lista.body.data.find((n) => n.id === id)?.contingencia_disponivel).toBe('SVC-AN');

    const curta = await emitir(id, { justificativa: 'SEFAZ fora' });
    expect(curta.status).toBe(400);
    expect(curta.body).toMatchObject({
      details: [{ campo: 'contingencia.justificativa', mensagem: MENSAGEM_JUSTIFICATIVA_CONTINGENCIA }],
    });

    const emContingencia = await emitir(id, { justificativa: JUSTIFICATIVA });
    expect(emContingencia.status, JSON.stringify(emContingencia.body)).toBe(200);
    expect(emContingencia.body).toMatchObject({
      status: 'Autorizada',
      numero_nfe: numero,
      contingencia: 'SVC-AN',
      contingencia_disponivel: null,
      message: 'NF-e autorizada em contingência (SVC-AN).',
    });
    // Same number, another key: tpEmis (position 35 of the key) is 6.
    const chave = emContingencia.body.chave_acesso as string;
    expect(chave).not.toBe(chaveNormal);
    expect(chave[34]).toBe('6');
    const row = await linha(id);
    expect(row).toMatchObject({ contingencia: 'SVC-AN', contingenciaJustificativa: JUSTIFICATIVA });
    const xml = row?.xmlAutorizado ?? '';
    expect(xml).toContain('<tpEmis>6</tpEmis>');
    expect(xml).toMatch(/<dhCont>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-03:00<\/dhCont>/);
    expect(xml).toContain(`<xJust>${JUSTIFICATIVA}</xJust>`);
    expect(xml).toContain('<tpAmb>2</tpAmb>');
    expect((await notasNoSimulador(numero)).map((n) => [n.chNFe, n.autorizador])).toEqual([
      [chave, 'SVC-AN'],
    ]);

    const listada = await c.api<{ data: { id: number; contingencia: string | null }[] }>('/nfe/listar');
    expect(listada.body.data.find((n) => n.id === id)?.contingencia).toBe('SVC-AN');
    const detalhe = await c.api<Record<string, unknown>>(`/nfe/${id}`);
    expect(detalhe.body).toMatchObject({ contingencia: 'SVC-AN', contingencia_justificativa: JUSTIFICATIVA });
    const danfe = await c.t.request(`/api/nfe/${id}/danfe`, { token: c.token });
    expect(textoDoPdf(Buffer.from(await danfe.arrayBuffer()))).toContain('EMITIDA EM CONTINGÊNCIA - SVC-AN');

    // SP back: the key is still found (at the SVC that authorised it, by its tpEmis), and the note cancels.
    await controle('DELETE', 'falhas');
    const cliente = await c.t.ambiente
      .doModo('homologacao')
      .clienteSefaz({ cnpj: CNPJ_PRESTADOR, razaoSocial: EMPRESA.razao_social, uf: 'SP' });
    const consulta = await consultarProtocolo(cliente, chave);
    expect([consulta.cStat, consulta.protNFe?.nProt]).toEqual(['100', row?.protocolo]);
    const cancelamento = await c.api(`/nfe/cancelar/${id}`, 'POST', {
      justificativa: 'Emitida em contingência para teste',
    });
    expect(cancelamento.status, JSON.stringify(cancelamento.body)).toBe(200);
    expect((await notasNoSimulador(numero))[0]?.situacao).toBe('cancelada');
  });

  it('a contingency note the SVC did not answer waits as Processando and the retry job authorises it at the SVC', async () => {
    await controle('PUT', 'falhas/*', SP_PARALISADA);
    await controle('PUT', 'falhas/NFeAutorizacao4', { tipo: 'http500', autorizador: 'SVC-AN', vezes: 1 });
    const id = await rascunho();
    const r = await emitir(id, { justificativa: JUSTIFICATIVA });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body).toMatchObject({
      status: 'Processando',
      contingencia: 'SVC-AN',
      contingencia_disponivel: null,
    });

    expect(await retomarNotasPendentes(c.t.ctx)).toBe(1);
    const row = await linha(id);
    expect(row).toMatchObject({ status: 'Autorizada', contingencia: 'SVC-AN' });
    expect(row?.xmlAutorizado).toContain('<tpEmis>6</tpEmis>');
    expect((await notasNoSimulador(row?.numero as number)).map((n) => n.autorizador)).toEqual(['SVC-AN']);
  });

  it('events of a contingency note whose answer was lost at SP are found at SP: a CC-e sent again (573) is registered, a cancellation settles as Cancelada by the retry job', async () => {
    await controle('PUT', 'falhas/*', SP_PARALISADA);
    const id = await rascunho();
    const r = await emitir(id, { justificativa: JUSTIFICATIVA });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ status: 'Autorizada', contingencia: 'SVC-AN' });
    const numero = r.body.numero_nfe as number;

    // SP back; it registers each event but the answer is lost. The SVC never sees the UF's events.
    await controle('DELETE', 'falhas');
    await controle('PUT', 'falhas/NFeRecepcaoEvento4', {
      tipo: 'respostaPerdida',
      autorizador: 'SP',
      vezes: 1,
    });
    const correcao = { correcao: 'Corrige o endereço de entrega informado nos dados adicionais' };
    const perdida = await c.api(`/nfe/${id}/carta-correcao`, 'POST', correcao);
    expect(perdida.status, JSON.stringify(perdida.body)).toBe(503);
    const denovo = await c.api(`/nfe/${id}/carta-correcao`, 'POST', correcao);
    expect(denovo.status, JSON.stringify(denovo.body)).toBe(200);

    await controle('PUT', 'falhas/NFeRecepcaoEvento4', {
      tipo: 'respostaPerdida',
      autorizador: 'SP',
      vezes: 1,
    });
    const cancelamento = await c.api(`/nfe/cancelar/${id}`, 'POST', {
      justificativa: 'Cancelada em teste com a resposta perdida',
    });
    expect(cancelamento.status, JSON.stringify(cancelamento.body)).toBe(202);
    expect((await notasNoSimulador(numero))[0]?.situacao).toBe('cancelada');
    expect((await linha(id))?.status).toBe('Autorizada');

    expect(await retomarNotasPendentes(c.t.ctx)).toBe(1);
    const row = await linha(id);
    expect(row).toMatchObject({ status: 'Cancelada', cancelamentoPedidoEm: null });
  });

  it('a normal send that may have reached SP is not re-signed for the SVC until SP answers; then SP’s authorisation stands', async () => {
    // SP authorises it but the answer is lost, and so is the consultation that follows.
    await controle('PUT', 'falhas/NFeAutorizacao4', { tipo: 'respostaPerdida', autorizador: 'SP', vezes: 1 });
    await controle('PUT', 'falhas/NFeConsultaProtocolo4', { tipo: 'http500', autorizador: 'SP', vezes: 1 });
    const id = await rascunho();
    const normal = await emitir(id);
    expect(normal.status, JSON.stringify(normal.body)).toBe(202);
    expect(normal.body.contingencia_disponivel).toBeNull();
    const numero = normal.body.numero_nfe as number;

    await controle('PUT', 'falhas/*', SP_PARALISADA);
    const recusada = await emitir(id, { justificativa: JUSTIFICATIVA });
    expect(recusada.status, JSON.stringify(recusada.body)).toBe(409);
    expect(String((recusada.body as unknown as { error: string }).error)).toContain('pode ter chegado');
    expect((await linha(id))?.status).toBe('Processando');

    await controle('DELETE', 'falhas');
    const r = await emitir(id, { justificativa: JUSTIFICATIVA });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ status: 'Autorizada', contingencia: null });
    expect(r.body.message).toContain('já tinha autorizado');
    const noSimulador = await notasNoSimulador(numero);
    expect(noSimulador.map((n) => [n.chNFe, n.autorizador])).toEqual([[normal.body.chave_acesso, 'SP']]);
  });
});
