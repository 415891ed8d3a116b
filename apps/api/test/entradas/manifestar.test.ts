import type { TEntrada } from '@erp/contracts/entradas';
import type { TPaginated } from '@erp/contracts/pagination';
import { validarXml } from '@erp/fiscal/nfe';
import { verificarAssinatura } from '@erp/fiscal/xml';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfeEntradas } from '../../src/db/schema/entradas.ts';
import { manifestacoes } from '../../src/db/schema/manifestacoes.ts';
import { formComXml, prepararEmpresaDaRemessa, remessaXml } from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
const PP = {
  cProd: 'PP-H503',
  xProd: 'Polipropileno H503',
  qCom: '100.0000',
  vUnCom: '8.00',
  vProd: '800.00',
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  await prepararEmpresaDaRemessa(t, token, { uf: 'SP', cidade: 'Americana' });
});
afterAll(async () => t.close());

async function importar(nNF: number, comProtocolo: boolean) {
  const nota = remessaXml({ nNF, itens: [PP], comProtocolo });
  const res = await t.request('/api/upload/nfe-entrada', {
    method: 'POST',
    token,
    body: formComXml(nota.xml),
  });
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, chave: nota.chave };
}
const manifestar = (id: number, corpo?: unknown) =>
  t.request(`/api/upload/nfe-entrada/${id}/manifestar`, {
    method: 'POST',
    token,
    ...(corpo === undefined ? {} : { json: corpo }),
  });
const registradas = (chave: string) =>
  t.db.select().from(manifestacoes).where(eq(manifestacoes.chaveAcesso, chave)).orderBy(manifestacoes.id);
async function linhaDaEntrada(id: number) {
  const res = await t.request('/api/upload/nfe-entrada?limit=100', { token });
  return ((await res.json()) as TPaginated<TEntrada>).data.find((e) => e.id === id);
}

describe('Confirmar Recebimento (event 210200 at the Ambiente Nacional)', () => {
  it('confirms without a body, as the route always did: the procEventoNFe kept with its protocol, the entry Confirmada', async () => {
    const { id, chave } = await importar(501, true);
    const res = await manifestar(id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Nota confirmada com sucesso!' });
    const [entrada] = await t.db.select().from(nfeEntradas).where(eq(nfeEntradas.id, id));
    expect(entrada?.statusManifestacao).toBe('Confirmada');
    const [confirmacao] = await registradas(chave);
    expect(confirmacao).toMatchObject({ tipoEvento: '210200', ambiente: 'simulacao', justificativa: null });
    expect(confirmacao?.xml).toContain('<tpEvento>210200</tpEvento>');
    expect(confirmacao?.xml).toMatch(/<cStat>135<\/cStat>/);
    expect(confirmacao?.xml).toContain(`<nProt>${confirmacao?.protocolo}</nProt>`);

    const again = await manifestar(id, { evento: 'confirmacao' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Esta nota já teve o recebimento confirmado.' });
  });

  it('sends one event for two simultaneous clicks', async () => {
    const { id, chave } = await importar(502, true);
    const statuses = (await Promise.all([manifestar(id), manifestar(id)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const sim = await t.fiscal.simulador();
    expect(sim.state.nota(chave)?.eventos.filter((e) => e.tpEvento === '210200')).toHaveLength(1);
  });

  it('answers SEFAZ’s refusal in details and keeps the entry Pendente', async () => {
    // Without the issuer's protocol the note is unknown to the Ambiente Nacional.
    const { id, chave } = await importar(503, false);
    const res = await manifestar(id, { evento: 'confirmacao' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; details: string };
    expect(body.error).toBe('A SEFAZ recusou a confirmação.');
    expect(body.details).toMatch(/^\d{3} - /);
    const [entrada] = await t.db.select().from(nfeEntradas).where(eq(nfeEntradas.id, id));
    expect(entrada?.statusManifestacao).toBe('Pendente');
    expect(await registradas(chave)).toEqual([]);
  });

  it('refuses an unknown event and an unknown entry', async () => {
    const { id } = await importar(504, true);
    const res = await manifestar(id, { evento: 'recusa' });
    expect(res.status).toBe(400);
    expect((await manifestar(999999)).status).toBe(404);
  });
});

describe('Desconhecimento (210220) and Operação não Realizada (210240)', () => {
  it('210220 and 210240 valid against their schemas and signed, each stored with its protocol and shown on the row', async () => {
    const desconhecida = await importar(511, true);
    const res = await manifestar(desconhecida.id, { evento: 'desconhecimento' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ message: 'Desconhecimento da Operação registrado com sucesso!' });

    const naoRealizada = await importar(512, true);
    const justificativa = 'Mercadoria recusada na portaria: pedido cancelado pelo cliente.';
    const res2 = await manifestar(naoRealizada.id, { evento: 'nao_realizada', justificativa });
    expect(res2.status, await res2.clone().text()).toBe(200);
    expect(await res2.json()).toEqual({ message: 'Operação não Realizada registrada com sucesso!' });

    for (const [nota, tipo, status] of [
      [desconhecida, '210220', 'Desconhecida'],
      [naoRealizada, '210240', 'Não realizada'],
    ] as const) {
      const [registrada] = await registradas(nota.chave);
      expect(registrada?.tipoEvento).toBe(tipo);
      const xml = registrada?.xml ?? '';
      expect(validarXml(xml, 'procEventoNFe')).toEqual({ valido: true, erros: [] });
      expect(verificarAssinatura(xml, { perfilSefaz: true })).toMatchObject({ valida: true });
      expect(xml).toContain('<cOrgao>91</cOrgao>');
      expect(xml).toContain(`<chNFe>${nota.chave}</chNFe>`);
      expect(registrada?.protocolo).toMatch(/^891\d{12}$/);

      const linha = await linhaDaEntrada(nota.id);
      expect(linha?.status_manifestacao).toBe(status);
      expect(linha?.manifestacoes).toEqual([
        expect.objectContaining({
          tipo_evento: tipo,
          protocolo: registrada?.protocolo,
          caminho_xml: `/api/upload/nfe-entrada/manifestacoes/${registrada?.id}/xml`,
        }),
      ]);
    }
    const [comJustificativa] = await registradas(naoRealizada.chave);
    expect(comJustificativa?.justificativa).toBe(justificativa);
    expect(comJustificativa?.xml).toContain(`<xJust>${justificativa}</xJust>`);
    expect(comJustificativa?.xml).toContain('<descEvento>Operacao nao Realizada</descEvento>');
  });

  it('downloads the procEventoNFe byte for byte as stored', async () => {
    const { id, chave } = await importar(513, true);
    expect((await manifestar(id, { evento: 'desconhecimento' })).status).toBe(200);
    const [registrada] = await registradas(chave);
    const res = await t.request(`/api/upload/nfe-entrada/manifestacoes/${registrada?.id}/xml`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${chave}-210220-procEventoNFe.xml"`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(registrada?.xml ?? '', 'utf8'))).toBe(
      true,
    );
    expect((await t.request('/api/upload/nfe-entrada/manifestacoes/999999/xml', { token })).status).toBe(404);
    expect((await t.request(`/api/upload/nfe-entrada/manifestacoes/${registrada?.id}/xml`)).status).toBe(401);
  });

  it('asks the justification of the Operação não Realizada (15 to 255 characters) under its field', async () => {
    const { id, chave } = await importar(514, true);
    const semJustificativa = await manifestar(id, { evento: 'nao_realizada' });
    expect(semJustificativa.status).toBe(400);
    expect(await semJustificativa.json()).toMatchObject({
      details: [
        {
          campo: 'justificativa',
          mensagem: 'Informe por que a operação não foi realizada (15 a 255 caracteres).',
        },
      ],
    });
    const curta = await manifestar(id, { evento: 'nao_realizada', justificativa: 'recusada' });
    expect(curta.status).toBe(400);
    expect(await curta.json()).toMatchObject({
      details: [{ campo: 'justificativa', mensagem: 'A justificativa deve ter entre 15 e 255 caracteres.' }],
    });
    const longa = await manifestar(id, { evento: 'nao_realizada', justificativa: 'x'.repeat(256) });
    expect(longa.status).toBe(400);
    const naConfirmacao = await manifestar(id, {
      evento: 'confirmacao',
      justificativa: 'Uma justificativa que a confirmação não tem.',
    });
    expect(naConfirmacao.status).toBe(400);
    expect(await registradas(chave)).toEqual([]);
  });

  it('follows NT 2012.002: a conclusive word after the Ciência; no Ciência nor another conclusive word after it', async () => {
    const { id, chave } = await importar(515, true);
    const ciencia = await manifestar(id, { evento: 'ciencia' });
    expect(ciencia.status).toBe(200);
    expect(await ciencia.json()).toEqual({ message: 'Ciência da Operação registrada com sucesso!' });
    expect((await linhaDaEntrada(id))?.status_manifestacao).toBe('Ciência');

    const naoRealizada = await manifestar(id, {
      evento: 'nao_realizada',
      justificativa: 'Carga devolvida ao transportador no recebimento.',
    });
    expect(naoRealizada.status).toBe(200);
    expect((await linhaDaEntrada(id))?.status_manifestacao).toBe('Não realizada');

    const cienciaDeNovo = await manifestar(id, { evento: 'ciencia' });
    expect(cienciaDeNovo.status).toBe(409);
    expect(await cienciaDeNovo.json()).toEqual({
      error: 'O evento Ciência da Operação desta nota já foi registrado.',
    });
    const confirmacao = await manifestar(id);
    expect(confirmacao.status).toBe(409);
    expect(await confirmacao.json()).toEqual({
      error: 'Esta nota já tem a manifestação conclusiva (Operação não Realizada); ela não é substituída.',
    });
    expect((await registradas(chave)).map((m) => m.tipoEvento)).toEqual(['210210', '210240']);
    const sim = await t.fiscal.simulador();
    expect(sim.state.nota(chave)?.eventos.map((e) => e.tpEvento)).toEqual(['210210', '210240']);

    const desconhecida = await importar(517, true);
    expect((await manifestar(desconhecida.id, { evento: 'desconhecimento' })).status).toBe(200);
    const cienciaDepois = await manifestar(desconhecida.id, { evento: 'ciencia' });
    expect(cienciaDepois.status).toBe(409);
    expect(await cienciaDepois.json()).toEqual({
      error:
        'Esta nota já tem a manifestação conclusiva (Desconhecimento da Operação); a Ciência da Operação não cabe depois dela.',
    });
  });

  it('shows SEFAZ’s refusal when the Ambiente Nacional refuses what was not known here (651: a cancelled note)', async () => {
    const { id, chave } = await importar(516, true);
    const sim = await t.fiscal.simulador();
    // The Ambiente Nacional knows of the note once a first event reached it; the issuer then cancels it there.
    expect((await manifestar(id, { evento: 'ciencia' })).status).toBe(200);
    const nota = sim.state.nota(chave);
    if (!nota) throw new Error('nota não registrada no simulador');
    nota.situacao = 'cancelada';
    const res = await manifestar(id, { evento: 'desconhecimento' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: 'A SEFAZ recusou o Desconhecimento da Operação.',
      details: '651 - Rejeição: Evento de "Desconhecimento da Operação" para NF-e Cancelada ou Denegada',
    });
    expect((await linhaDaEntrada(id))?.status_manifestacao).toBe('Ciência');
  });
});
