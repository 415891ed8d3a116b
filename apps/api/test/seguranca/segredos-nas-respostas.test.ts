import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificadosA1 } from '../../src/db/schema/certificados.ts';
import { empresa } from '../../src/db/schema/empresa.ts';
import { gerarA1DeTeste } from '../support/certificado-a1.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const CNPJ = '11222333000181';
const SENHA_SMTP = 'Correio-Secreto-73';

let t: TestApp;
let token: string;
const a1 = gerarA1DeTeste({ cnpj: CNPJ, senha: 'Senha-Do-Pfx-Secreta-19' });

type OpenApi = { paths: Record<string, Record<string, unknown>> };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  const salvar = await t.request('/api/preferencias/empresa', {
    method: 'PUT',
    token,
    json: {
      razao_social: 'Plásticos Segredo Ltda',
      cnpj: CNPJ,
      regime_tributario: 3,
      smtp_host: 'smtp.plasticos.com.br',
      smtp_porta: 587,
      smtp_usuario: 'nfe@plasticos.com.br',
      smtp_senha: SENHA_SMTP,
      smtp_remetente: 'nfe@plasticos.com.br',
    },
  });
  expect(salvar.status, await salvar.clone().text()).toBe(200);
  const form = new FormData();
  form.append('certificado', new Blob([new Uint8Array(a1.pfx)]), 'empresa.pfx');
  form.append('senha', a1.senha);
  const envio = await t.request('/api/preferencias/certificado', { method: 'POST', token, body: form });
  expect(envio.status, await envio.clone().text()).toBe(200);
});
afterAll(async () => t.close());

describe('no secret leaves the server in an answer', () => {
  it('every documented GET, as an administrator, answers without the passwords, the PFX, its key or their ciphertexts', async () => {
    const [linha] = await t.db.select().from(certificadosA1);
    const [dadosEmpresa] = await t.db.select().from(empresa);
    const pfx = a1.pfx.toString('base64');
    const segredos = [
      SENHA_SMTP,
      a1.senha,
      pfx.slice(100, 160),
      a1.pfx.toString('hex').slice(200, 280),
      a1.keyPem.split('\n')[2] ?? 'chave',
      (linha?.pfxCifrado ?? 'pfx-cifrado').slice(20, 80),
      (linha?.senhaCifrada ?? 'senha-cifrada').slice(10, 40),
      (dadosEmpresa?.smtpSenhaCifrada ?? 'smtp-cifrada').slice(10, 40),
    ];
    const doc = (await (await t.request('/api/docs')).json()) as OpenApi;
    const lidas: string[] = [];
    for (const [path, metodos] of Object.entries(doc.paths)) {
      if (!('get' in metodos)) continue;
      const res = await t.request(path.replace(/\{[^}]+\}/g, '1'), { token });
      const corpo = Buffer.from(await res.arrayBuffer()).toString('latin1');
      lidas.push(`${path} ${res.status}`);
      for (const segredo of segredos) expect(corpo.includes(segredo), `${path} carries a secret`).toBe(false);
    }
    // The reads that show what the secrets belong to were among them.
    expect(lidas).toContain('/api/preferencias/empresa 200');
    expect(lidas).toContain('/api/preferencias/certificado 200');
    expect(lidas).toContain('/api/auditoria 200');
  });
});
