import { createSign, createVerify, X509Certificate } from 'node:crypto';
import { dataDoCertificado } from '@erp/contracts/certificado';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { certificadosA1 } from '../../src/db/schema/certificados.ts';
import { empresa } from '../../src/db/schema/empresa.ts';
import { carregarCertificadoDaEmpresa } from '../../src/modules/fiscal/carregar-certificado-da-empresa.ts';
import { gerarA1DeTeste } from '../support/certificado-a1.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const CNPJ_EMPRESA = '11222333000181';
/** A branch (filial) of the same company: the same 8-character root, which SEFAZ accepts (rejeição 213). */
const CNPJ_FILIAL = '11222333000262';
const DIA_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
});
afterAll(async () => t.close());

type Resposta = { status: number; body: Record<string, unknown> };

async function enviar(campos: { pfx?: Buffer; senha?: string; nome?: string }): Promise<Resposta> {
  const form = new FormData();
  if (campos.senha !== undefined) form.set('senha', campos.senha);
  if (campos.pfx) form.set('certificado', new Blob([campos.pfx]), campos.nome ?? 'empresa.pfx');
  const res = await t.request('/api/preferencias/certificado', { method: 'POST', token, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function obter(): Promise<Resposta> {
  const res = await t.request('/api/preferencias/certificado', { token });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const cnpjDaEmpresa = (cnpj: string | null) => t.db.update(empresa).set({ cnpj }).where(eq(empresa.id, 1));

const auditoriaDoCertificado = () =>
  t.db.select().from(auditoria).where(eq(auditoria.entidade, 'certificados_a1')).orderBy(asc(auditoria.id));

/** Every row of every table of the database, as text: what a dump of it would hold. */
async function dumpDoBanco(): Promise<string> {
  const tabelas = await t.pool.query<{ nome: string }>(
    "select quote_ident(table_name) as nome from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const partes: string[] = [];
  for (const { nome } of tabelas.rows) {
    const linhas = await t.pool.query<{ linha: string }>(`select t::text as linha from ${nome} t`);
    partes.push(...linhas.rows.map((r) => r.linha));
  }
  return partes.join('\n');
}

/** Slices of the file as anyone could have stored it: hex, and base64 at each of the three alignments. */
function trechosDoPfx(pfx: Buffer): string[] {
  const meio = Math.floor(pfx.length / 2);
  const trechos = [pfx.subarray(meio, meio + 32).toString('hex')];
  for (let desvio = 0; desvio < 3; desvio++) {
    trechos.push(pfx.subarray(meio + desvio, meio + desvio + 48).toString('base64'));
  }
  return trechos;
}

describe('before any certificate', () => {
  it('GET answers 404 in Portuguese, and the environment has no expiry to warn about', async () => {
    const res = await obter();
    expect(res).toEqual({
      status: 404,
      body: {
        error:
          'Nenhum certificado digital A1 cadastrado. Envie o arquivo .pfx ou .p12 da empresa com a sua senha.',
      },
    });
    const ambiente = await (await t.request('/api/fiscal/ambiente', { token })).json();
    expect(ambiente).toEqual({
      modo: 'simulacao',
      rotulo: 'Ambiente: simulação',
      descricao: 'As notas vão para o simulador da SEFAZ e não têm valor fiscal.',
      certificado: null,
      enderecos_substituidos: null,
    });
    expect(await carregarCertificadoDaEmpresa(t.ctx)).toBeNull();
  });

  it('asks for the company CNPJ first: without it no certificate can be checked', async () => {
    await cnpjDaEmpresa(null);
    const a1 = gerarA1DeTeste({ cnpj: CNPJ_EMPRESA });
    const res = await enviar({ pfx: a1.pfx, senha: a1.senha });
    const mensagem = 'Informe o CNPJ da empresa em Dados da Empresa antes de enviar o certificado digital.';
    expect(res).toEqual({
      status: 400,
      body: { error: mensagem, details: [{ campo: 'certificado', mensagem }] },
    });
    await cnpjDaEmpresa(CNPJ_EMPRESA);
  });
});

describe('refusals, each under its field, nothing stored', () => {
  const recusa = (res: Resposta, campo: string, mensagem: string) => {
    expect(res).toEqual({ status: 400, body: { error: mensagem, details: [{ campo, mensagem }] } });
  };

  it('a wrong password, under senha', async () => {
    const a1 = gerarA1DeTeste({ cnpj: CNPJ_EMPRESA });
    recusa(await enviar({ pfx: a1.pfx, senha: 'outra-senha' }), 'senha', 'Senha do certificado incorreta.');
  });

  it('a file that is not a PKCS#12, or one without the private key, under certificado', async () => {
    recusa(
      await enviar({ pfx: Buffer.from('<NFe>não é um certificado</NFe>'), senha: 'x' }),
      'certificado',
      'O arquivo não é um certificado A1 (PFX/P12) válido.',
    );
    const semChave = gerarA1DeTeste({ cnpj: CNPJ_EMPRESA, formato: 'sem-chave' });
    recusa(
      await enviar({ pfx: semChave.pfx, senha: semChave.senha }),
      'certificado',
      'O arquivo não contém a chave privada do certificado.',
    );
  });

  it('an expired one and one not yet valid, with the date', async () => {
    const vencido = gerarA1DeTeste({ cnpj: CNPJ_EMPRESA, inicio: new Date(Date.now() - 400 * DIA_MS) });
    const fim = new Date(Date.now() - 35 * DIA_MS);
    recusa(
      await enviar({ pfx: vencido.pfx, senha: vencido.senha }),
      'certificado',
      `Certificado vencido em ${dataDoCertificado(fim)}.`,
    );
    const inicio = new Date(Date.now() + 10 * DIA_MS);
    const futuro = gerarA1DeTeste({ cnpj: CNPJ_EMPRESA, inicio });
    recusa(
      await enviar({ pfx: futuro.pfx, senha: futuro.senha }),
      'certificado',
      `Certificado ainda não é válido (início em ${dataDoCertificado(inicio)}).`,
    );
  });

  it("another company's certificate (another CNPJ root)", async () => {
    const outro = gerarA1DeTeste({ cnpj: '06157250000116' });
    recusa(
      await enviar({ pfx: outro.pfx, senha: outro.senha }),
      'certificado',
      'O certificado pertence ao CNPJ 06.157.250/0001-16, diferente do CNPJ da empresa 11.222.333/0001-81.',
    );
  });

  it('missing fields, and a file far larger than any A1', async () => {
    const vazio = await enviar({});
    expect(vazio.status).toBe(400);
    expect(vazio.body.details).toEqual([
      { campo: 'certificado', mensagem: 'Selecione o arquivo do certificado digital A1 (.pfx ou .p12).' },
      { campo: 'senha', mensagem: 'Informe a senha do certificado digital.' },
    ]);
    const grande = await enviar({ pfx: Buffer.alloc(60 * 1024, 1), senha: 'x' });
    expect(grande.status).toBe(413);
    expect(grande.body.details).toEqual([
      {
        campo: 'certificado',
        mensagem: 'O arquivo excede o tamanho máximo de 50 KB; um certificado A1 tem poucos KB.',
      },
    ]);
  });

  it('left nothing behind', async () => {
    expect(await t.db.select().from(certificadosA1)).toEqual([]);
    expect((await obter()).status).toBe(404);
  });
});

describe('a good certificate', () => {
  const moderno = gerarA1DeTeste({
    cnpj: CNPJ_EMPRESA,
    razaoSocial: 'PLASTICOS TRANSFORMACAO LTDA',
    validadeDias: 400,
  });
  // A branch's legacy-encrypted A1 (RC2-40 + 3DES, what OpenSSL 3 refuses): same root, accepted.
  const legado = gerarA1DeTeste({
    cnpj: CNPJ_FILIAL,
    razaoSocial: 'PLASTICOS TRANSFORMACAO LTDA',
    formato: 'legado',
    senha: 'Outra-senha-do-legado-3',
  });
  const serieDe = (certPem: string) => new X509Certificate(certPem).serialNumber.toUpperCase();

  it('is stored and answered with its data, never the key, the file or the password', async () => {
    const res = await enviar({ pfx: moderno.pfx, senha: moderno.senha });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cert = new X509Certificate(moderno.certPem);
    const esperado = {
      titular: 'PLASTICOS TRANSFORMACAO LTDA',
      cnpj: CNPJ_EMPRESA,
      emissor: 'AC SIMULADOR SEFAZ (somente testes)',
      serie: serieDe(moderno.certPem),
      valido_de: new Date(cert.validFrom).toISOString(),
      valido_ate: new Date(cert.validTo).toISOString(),
      dias_restantes: 399,
    };
    expect(res.body).toEqual(esperado);
    expect(await obter()).toEqual({ status: 200, body: esperado });
    const ambiente = (await (await t.request('/api/fiscal/ambiente', { token })).json()) as {
      certificado: unknown;
    };
    expect(ambiente.certificado).toEqual({ valido_ate: esperado.valido_ate, dias_restantes: 399 });
  });

  it('is given to the fiscal engine decrypted: the key signs, the chain comes along', async () => {
    const certificado = await carregarCertificadoDaEmpresa(t.ctx);
    expect(certificado).toMatchObject({
      titular: 'PLASTICOS TRANSFORMACAO LTDA',
      cnpj: CNPJ_EMPRESA,
      serie: serieDe(moderno.certPem),
    });
    if (!certificado) throw new Error('sem certificado');
    expect(certificado.validoAte.getTime()).toBe(
      new Date(new X509Certificate(moderno.certPem).validTo).getTime(),
    );
    const impressao = (pem: string) => new X509Certificate(pem).fingerprint256;
    expect(certificado.cadeiaPem.map(impressao)).toEqual([impressao(moderno.caPem)]);
    const assinatura = createSign('RSA-SHA1').update('NF-e').sign(certificado.chave.privateKeyPem);
    expect(createVerify('RSA-SHA1').update('NF-e').verify(certificado.chave.certificatePem, assinatura)).toBe(
      true,
    );
    expect(await carregarCertificadoDaEmpresa(t.ctx)).toBe(certificado);
  });

  it('a legacy RC2-40/3DES PFX replaces it; the history and the audit keep who, when and which serial', async () => {
    const res = await enviar({ pfx: legado.pfx, senha: legado.senha });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ cnpj: CNPJ_FILIAL, serie: serieDe(legado.certPem) });
    expect((await carregarCertificadoDaEmpresa(t.ctx))?.serie).toBe(serieDe(legado.certPem));

    const historico = await t.db.select().from(certificadosA1).orderBy(asc(certificadosA1.id));
    expect(historico.map((c) => ({ serie: c.serie, atual: c.isAtual }))).toEqual([
      { serie: serieDe(moderno.certPem), atual: false },
      { serie: serieDe(legado.certPem), atual: true },
    ]);
    // The replaced certificate's secrets are gone: only its record stays.
    expect(historico[0]).toMatchObject({ pfxCifrado: null, senhaCifrada: null });
    expect(historico[0]?.retiradoEm).toBeInstanceOf(Date);
    expect(historico[1]?.idUsuarioEnvio).toEqual(expect.any(Number));

    const [envio, troca] = await auditoriaDoCertificado();
    expect(envio).toMatchObject({ acao: 'CERTIFICADO_ENVIADO', idUsuario: historico[1]?.idUsuarioEnvio });
    expect(troca).toMatchObject({
      acao: 'CERTIFICADO_SUBSTITUIDO',
      idEntidade: String(historico[1]?.id),
      ip: '127.0.0.1',
    });
    expect((troca?.detalhes as { alteracoes: unknown[] } | undefined)?.alteracoes).toEqual(
      expect.arrayContaining([
        { campo: 'serie', antigo: serieDe(moderno.certPem), novo: serieDe(legado.certPem) },
        { campo: 'cnpj', antigo: CNPJ_EMPRESA, novo: CNPJ_FILIAL },
      ]),
    );
  });

  it('neither the PFX nor the password is in any table of the database, nor in the logs', async () => {
    const dump = await dumpDoBanco();
    expect(dump).toContain(serieDe(legado.certPem));
    for (const a1 of [moderno, legado]) {
      expect(dump).not.toContain(a1.senha);
      for (const trecho of trechosDoPfx(a1.pfx)) expect(dump).not.toContain(trecho);
      expect(t.logs()).not.toContain(a1.senha);
      for (const trecho of trechosDoPfx(a1.pfx)) expect(t.logs()).not.toContain(trecho);
    }
    const chave = (await carregarCertificadoDaEmpresa(t.ctx))?.chave.privateKeyPem ?? '';
    const corpoDaChave = chave.split(/\r?\n/).slice(2, 4).join('');
    expect(corpoDaChave.length).toBeGreaterThan(100);
    expect(dump).not.toContain(corpoDaChave);
    expect(t.logs()).not.toContain(corpoDaChave);
  });

  it('a database whose key is another cannot yield the certificate: a clear 500, not garbage', async () => {
    const [atual] = await t.db.select().from(certificadosA1).where(eq(certificadosA1.isAtual, true));
    const outraChave = await createTestApp();
    try {
      const copia = { ...atual, id: undefined };
      await outraChave.db.insert(certificadosA1).values({ ...copia, id: undefined } as never);
      await expect(carregarCertificadoDaEmpresa(outraChave.ctx)).rejects.toThrow(
        /a chave dos segredos \(APP_SECRET_KEY ou DATA_DIR\/app-secret.key\) não é a que o cifrou/,
      );
    } finally {
      await outraChave.close();
    }
  });
});

describe('removal', () => {
  it('is refused outside simulação, allowed in it; the history row stays without its secrets', async () => {
    await t.db.execute(sql`update configuracao_fiscal set modo = 'homologacao'`);
    const recusada = await t.request('/api/preferencias/certificado', { method: 'DELETE', token });
    expect(recusada.status).toBe(409);
    expect(((await recusada.json()) as { error: string }).error).toMatch(
      /^O certificado digital só pode ser removido no ambiente de simulação\./,
    );
    await t.db.execute(sql`update configuracao_fiscal set modo = 'simulacao'`);

    const removida = await t.request('/api/preferencias/certificado', { method: 'DELETE', token });
    expect(removida.status).toBe(204);
    expect((await obter()).status).toBe(404);
    expect(await carregarCertificadoDaEmpresa(t.ctx)).toBeNull();
    const linhas = await t.db.select().from(certificadosA1);
    expect(linhas.every((c) => !c.isAtual && c.pfxCifrado === null && c.senhaCifrada === null)).toBe(true);
    const ultima = (await auditoriaDoCertificado()).at(-1);
    expect(ultima?.acao).toBe('CERTIFICADO_REMOVIDO');
    expect((await t.request('/api/preferencias/certificado', { method: 'DELETE', token })).status).toBe(404);
  });
});

describe('an Operador', () => {
  it('can neither read, send nor remove the certificate (403, audited), but reads the environment', async () => {
    const perfis = (await (await t.request('/api/preferencias/perfis', { token })).json()) as {
      id: number;
      nome: string;
    }[];
    const criado = await t.request('/api/usuarios', {
      method: 'POST',
      token,
      json: {
        nome: 'Otávio Operador',
        email: 'otavio@empresa.local',
        senha: 'extrusora-lilas-42',
        id_perfil: perfis.find((p) => p.nome === 'Operador')?.id,
      },
    });
    expect(criado.status).toBe(201);
    const login = await t.request('/api/login', {
      method: 'POST',
      json: { email: 'otavio@empresa.local', senha: 'extrusora-lilas-42' },
    });
    const operador = ((await login.json()) as { token: string }).token;
    const a1 = gerarA1DeTeste({ cnpj: CNPJ_EMPRESA });
    const form = new FormData();
    form.set('senha', a1.senha);
    form.set('certificado', new Blob([a1.pfx]), 'a1.pfx');
    for (const [method, body] of [['GET'], ['POST', form], ['DELETE']] as const) {
      const res = await t.request('/api/preferencias/certificado', { method, token: operador, body });
      expect(res.status, method).toBe(403);
    }
    const put = await t.request('/api/fiscal/ambiente', {
      method: 'PUT',
      token: operador,
      json: { modo: 'simulacao' },
    });
    expect(put.status).toBe(403);
    expect((await t.request('/api/fiscal/ambiente', { token: operador })).status).toBe(200);
    const recusas = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'PERMISSAO_NEGADA'), eq(auditoria.email, 'otavio@empresa.local')));
    expect(recusas).toHaveLength(4);
    expect(await t.db.select().from(certificadosA1).where(eq(certificadosA1.isAtual, true))).toEqual([]);
  });
});
