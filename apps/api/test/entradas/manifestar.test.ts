import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfeEntradas } from '../../src/db/schema/entradas.ts';
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
  const res = await t.request('/api/upload/nfe-entrada', {
    method: 'POST',
    token,
    body: formComXml(remessaXml({ nNF, itens: [PP], comProtocolo }).xml),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}
const manifestar = (id: number, evento = 'confirmacao') =>
  t.request(`/api/upload/nfe-entrada/${id}/manifestar`, { method: 'POST', token, json: { evento } });

describe('Confirmar Recebimento (event 210200 at the Ambiente Nacional)', () => {
  it('registers the confirmation in the simulator, stores the procEventoNFe and marks the entry Confirmada', async () => {
    const id = await importar(501, true);
    const res = await manifestar(id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Nota confirmada com sucesso!' });
    const [entrada] = await t.db.select().from(nfeEntradas).where(eq(nfeEntradas.id, id));
    expect(entrada?.statusManifestacao).toBe('Confirmada');
    expect(entrada?.manifestacaoXml).toContain('<procEventoNFe');
    expect(entrada?.manifestacaoXml).toContain('<tpEvento>210200</tpEvento>');
    expect(entrada?.manifestacaoXml).toMatch(/<cStat>135<\/cStat>/);

    const again = await manifestar(id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Esta nota já teve o recebimento confirmado.' });
  });

  it('sends one event for two simultaneous clicks', async () => {
    const id = await importar(502, true);
    const statuses = (await Promise.all([manifestar(id), manifestar(id)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
  });

  it('answers SEFAZ’s refusal in details and keeps the entry Pendente', async () => {
    // Without the issuer's protocol the note is unknown to the Ambiente Nacional.
    const id = await importar(503, false);
    const res = await manifestar(id);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; details: string };
    expect(body.error).toBe('A SEFAZ recusou a confirmação.');
    expect(body.details).toMatch(/^\d{3} - /);
    const [entrada] = await t.db.select().from(nfeEntradas).where(eq(nfeEntradas.id, id));
    expect(entrada?.statusManifestacao).toBe('Pendente');
  });

  it('accepts only the confirmation event and known entries', async () => {
    const id = await importar(504, true);
    expect((await manifestar(id, 'ciencia')).status).toBe(400);
    expect((await manifestar(999999)).status).toBe(404);
  });
});
