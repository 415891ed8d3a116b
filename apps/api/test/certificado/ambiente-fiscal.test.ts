import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataDoCertificado } from '@erp/contracts/certificado';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { empresa } from '../../src/db/schema/empresa.ts';
import { lerModoFiscal } from '../../src/modules/fiscal/modo-fiscal.ts';
import { gerarA1DeTeste } from '../support/certificado-a1.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const CNPJ_EMPRESA = '11222333000181';
const DIA_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let token: string;
let pastaDaChave: string;
beforeAll(async () => {
  // This app has no APP_SECRET_KEY: its key file is created at start-up, in a folder of its own.
  pastaDaChave = mkdtempSync(path.join(tmpdir(), 'erp-chave-'));
  t = await createTestApp({
    segredos: { chave: undefined, arquivoChave: path.join(pastaDaChave, 'app-secret.key') },
  });
  token = await t.loginAsAdmin();
  await t.db.update(empresa).set({ cnpj: CNPJ_EMPRESA }).where(eq(empresa.id, 1));
});
afterAll(async () => {
  await t.close();
  rmSync(pastaDaChave, { recursive: true, force: true });
});

const mudar = async (json: unknown) => {
  const res = await t.request('/api/fiscal/ambiente', { method: 'PUT', token, json });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const ambiente = async () =>
  (await (await t.request('/api/fiscal/ambiente', { token })).json()) as Record<string, unknown>;
const mudancas = () =>
  t.db
    .select()
    .from(auditoria)
    .where(eq(auditoria.acao, 'AMBIENTE_FISCAL_ALTERADO'))
    .orderBy(asc(auditoria.id));

async function enviarCertificado(a1: { pfx: Buffer; senha: string }) {
  const form = new FormData();
  form.set('certificado', new Blob([a1.pfx]), 'a1.p12');
  form.set('senha', a1.senha);
  const res = await t.request('/api/preferencias/certificado', { method: 'POST', token, body: form });
  expect(res.status).toBe(200);
}

it('the key file was created at start-up, 0600, with a warning to back it up beside the database', () => {
  const arquivo = path.join(pastaDaChave, 'app-secret.key');
  expect(statSync(arquivo).mode & 0o777).toBe(0o600);
  expect(Buffer.from(readFileSync(arquivo, 'utf8').trim(), 'base64')).toHaveLength(32);
  expect(t.logs()).toContain('Faça backup deste arquivo junto com o banco de dados');
  expect(t.logs()).not.toContain(readFileSync(arquivo, 'utf8').trim());
});

describe('PUT /api/fiscal/ambiente', () => {
  it('refuses homologação and produção without a certificate, and changes nothing', async () => {
    expect(await mudar({ modo: 'homologacao' })).toEqual({
      status: 409,
      body: {
        error: 'Envie o certificado digital A1 da empresa antes de mudar o ambiente para homologação.',
      },
    });
    expect((await mudar({ modo: 'producao', confirmacao: true })).status).toBe(409);
    expect(await lerModoFiscal(t.db)).toBe('simulacao');
    expect(await mudancas()).toEqual([]);
  });

  it('refuses an unknown environment under its field', async () => {
    const res = await mudar({ modo: 'teste' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { campo: 'modo', mensagem: 'Ambiente inválido: use simulacao, homologacao ou producao.' },
    ]);
  });

  it('with a valid certificate, enters homologação: stored, labelled, audited (from, to, who)', async () => {
    await enviarCertificado(gerarA1DeTeste({ cnpj: CNPJ_EMPRESA }));
    const res = await mudar({ modo: 'homologacao' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      modo: 'homologacao',
      rotulo: 'Ambiente: homologação — sem valor fiscal',
    });
    expect(await ambiente()).toEqual(res.body);
    expect(await lerModoFiscal(t.db)).toBe('homologacao');
    const [mudanca] = await mudancas();
    const me = (await (await t.request('/api/me', { token })).json()) as { id: number };
    expect(mudanca).toMatchObject({
      idUsuario: me.id,
      entidade: 'configuracao_fiscal',
      ip: '127.0.0.1',
      detalhes: { alteracoes: [{ campo: 'modo', antigo: 'simulacao', novo: 'homologacao' }] },
    });
    // The same environment again is no change: nothing more in the audit.
    expect((await mudar({ modo: 'homologacao' })).status).toBe(200);
    expect(await mudancas()).toHaveLength(1);
  });

  it('produção needs an explicit confirmation', async () => {
    const mensagem =
      'Confirme a mudança para produção: as NF-e e NFS-e emitidas passam a ter valor fiscal e não podem ser desfeitas.';
    for (const pedido of [{ modo: 'producao' }, { modo: 'producao', confirmacao: false }]) {
      expect(await mudar(pedido)).toEqual({
        status: 400,
        body: { error: mensagem, details: [{ campo: 'confirmacao', mensagem }] },
      });
    }
    expect(await lerModoFiscal(t.db)).toBe('homologacao');
    const res = await mudar({ modo: 'producao', confirmacao: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ modo: 'producao', rotulo: 'Ambiente: produção' });
    expect((await mudancas()).at(-1)?.detalhes).toEqual({
      alteracoes: [{ campo: 'modo', antigo: 'homologacao', novo: 'producao' }],
    });
  });

  it('in produção the certificate cannot be removed, only replaced', async () => {
    const res = await t.request('/api/preferencias/certificado', { method: 'DELETE', token });
    expect(res.status).toBe(409);
    await enviarCertificado(gerarA1DeTeste({ cnpj: CNPJ_EMPRESA, formato: 'legado' }));
    expect(await lerModoFiscal(t.db)).toBe('producao');
  });

  it('refuses to leave simulação with an expired certificate, with its date', async () => {
    expect((await mudar({ modo: 'simulacao' })).status).toBe(200);
    const venceu = new Date(Date.now() - 2 * DIA_MS);
    await t.db.execute(sql`update certificados_a1 set valido_ate = ${venceu.toISOString()} where atual`);
    expect(await mudar({ modo: 'homologacao' })).toEqual({
      status: 409,
      body: {
        error: `O certificado digital venceu em ${dataDoCertificado(venceu)}. Envie um certificado válido antes de mudar o ambiente para homologação.`,
      },
    });
    expect(await ambiente()).toMatchObject({
      modo: 'simulacao',
      certificado: { valido_ate: venceu.toISOString(), dias_restantes: -2 },
    });
  });

  it("refuses a certificate that no longer matches the company's CNPJ", async () => {
    await t.db.execute(sql`update certificados_a1 set valido_ate = now() + interval '20 days' where atual`);
    await t.db.update(empresa).set({ cnpj: '06157250000116' }).where(eq(empresa.id, 1));
    const res = await mudar({ modo: 'homologacao' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'O certificado pertence ao CNPJ 11.222.333/0001-81, diferente do CNPJ da empresa 06.157.250/0001-16. Envie o certificado da empresa.',
    );
    await t.db.update(empresa).set({ cnpj: CNPJ_EMPRESA }).where(eq(empresa.id, 1));
    expect((await mudar({ modo: 'homologacao' })).status).toBe(200);
    expect((await ambiente()).certificado).toMatchObject({ dias_restantes: 20 });
  });
});
