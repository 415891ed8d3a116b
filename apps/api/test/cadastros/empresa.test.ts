import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes } from '../../src/db/schema/cadastros.ts';
import { empresa } from '../../src/db/schema/empresa.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { cofreDoApp } from '../../src/lib/cofre-de-segredos.ts';
import { cifrarSenhaSmtpEmClaro } from '../../src/modules/empresa/cifrar-senha-smtp-em-claro.ts';
import { SENHA_SMTP_DE_NOVO } from '../../src/modules/empresa/senha-smtp.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
});
afterAll(async () => t.close());

const EMPRESA = {
  razao_social: 'Plásticos Transformação Ltda',
  nome_fantasia: 'PlastTrans',
  cnpj: '06.157.250/0001-16',
  inscricao_estadual: '123456789',
  inscricao_municipal: '98765',
  regime_tributario: 3,
  logradouro: 'Rua do Polímero',
  numero: '77',
  bairro: 'Centro',
  cidade: 'Americana',
  uf: 'SP',
  cep: '13465-000',
  telefone: '(19) 3406-1000',
  email: 'fiscal@plasttrans.com.br',
  nfe_serie: 1,
  nfe_proximo_numero: 150,
};

describe('/api/preferencias/empresa', () => {
  it('saves the company with its fiscal identity and the IBGE municipality', async () => {
    const res = await t.request('/api/preferencias/empresa', { method: 'PUT', token: admin, json: EMPRESA });
    expect(res.status).toBe(200);
    const read = await (await t.request('/api/preferencias/empresa', { token: admin })).json();
    expect(read).toEqual({
      ...EMPRESA,
      cnpj: '06157250000116',
      cep: '13465000',
      telefone: '1934061000',
      complemento: null,
      codigo_municipio: 3501608,
      cpf_cnpj_contador: null,
      email_contador: null,
      numeracao_editavel: true,
      cnpj_editavel: true,
      nfse_serie: 1,
      nfse_proximo_numero: 1,
      nfse_regime_especial: 0,
      nfse_regime_apuracao_sn: null,
      smtp_host: null,
      smtp_porta: null,
      smtp_seguro: false,
      smtp_usuario: null,
      smtp_remetente: null,
      smtp_senha_definida: false,
      bloco_k_leiaute: 'completo',
      boleto_automatico: false,
    });
  });

  it("keeps the accountant's CPF/CNPJ (unmasked, check digits verified) and e-mail, kept when a save leaves them out", async () => {
    const put = (json: object) =>
      t.request('/api/preferencias/empresa', { method: 'PUT', token: admin, json: { ...EMPRESA, ...json } });
    const contador = { cpf_cnpj_contador: '111.444.777-35', email_contador: 'Escritorio@Contabil.com.br' };
    expect(await (await put(contador)).json()).toMatchObject({
      cpf_cnpj_contador: '11144477735',
      email_contador: 'escritorio@contabil.com.br',
    });
    expect(await (await put({})).json()).toMatchObject({
      cpf_cnpj_contador: '11144477735',
      email_contador: 'escritorio@contabil.com.br',
    });
    const errado = await put({ cpf_cnpj_contador: '11.444.777/0001-00', email_contador: 'sem-arroba' });
    expect(errado.status).toBe(400);
    expect(await errado.json()).toMatchObject({
      details: [
        {
          campo: 'cpf_cnpj_contador',
          mensagem: 'CPF ou CNPJ inválido (dígitos verificadores não conferem).',
        },
        { campo: 'email_contador', mensagem: 'E-mail em formato inválido.' },
      ],
    });
    const limpo = await put({ cpf_cnpj_contador: '', email_contador: null });
    expect(await limpo.json()).toMatchObject({ cpf_cnpj_contador: null, email_contador: null });
  });

  it('keeps the DPS série, next number and regimes of the NFS-e when a save leaves them out', async () => {
    const nfse = {
      nfse_serie: 900,
      nfse_proximo_numero: 41,
      nfse_regime_especial: 0,
      nfse_regime_apuracao_sn: 2,
    };
    const res = await t.request('/api/preferencias/empresa', {
      method: 'PUT',
      token: admin,
      json: { ...EMPRESA, ...nfse },
    });
    expect(await res.json()).toMatchObject(nfse);
    const semNfse = await t.request('/api/preferencias/empresa', {
      method: 'PUT',
      token: admin,
      json: EMPRESA,
    });
    expect(await semNfse.json()).toMatchObject(nfse);
    const invalida = await t.request('/api/preferencias/empresa', {
      method: 'PUT',
      token: admin,
      json: { ...EMPRESA, nfse_serie: 50000 },
    });
    expect(invalida.status).toBe(400);
    // A regime especial the DPS would refuse: MEI (E0174), ISSQN apurado in the Simples Nacional (E0175).
    const salvar = (json: unknown) =>
      t.request('/api/preferencias/empresa', { method: 'PUT', token: admin, json });
    const mei = await salvar({ ...EMPRESA, regime_tributario: 4, nfse_regime_especial: 2 });
    expect(mei.status).toBe(400);
    expect(JSON.stringify(await mei.json())).toContain(
      'MEI não tem regime especial de tributação: escolha Nenhum.',
    );
    const simples = { ...EMPRESA, regime_tributario: 1 };
    const noSimples = await salvar({ ...simples, nfse_regime_especial: 3, nfse_regime_apuracao_sn: null });
    expect(noSimples.status).toBe(400);
    expect(JSON.stringify(await noSimples.json())).toContain(
      'Com o ISSQN apurado pelo Simples Nacional o regime especial deve ser Nenhum.',
    );
    const foraDoSimples = await salvar({ ...simples, nfse_regime_especial: 3, nfse_regime_apuracao_sn: 3 });
    expect(await foraDoSimples.json()).toMatchObject({ nfse_regime_especial: 3, nfse_regime_apuracao_sn: 3 });
    await t.request('/api/preferencias/empresa', {
      method: 'PUT',
      token: admin,
      json: {
        ...EMPRESA,
        nfse_serie: 1,
        nfse_proximo_numero: 1,
        nfse_regime_especial: 0,
        nfse_regime_apuracao_sn: null,
      },
    });
  });

  describe('SMTP settings', () => {
    const SENHA_SMTP = 'Senha-do-SMTP-8f3k!';
    const SMTP = {
      smtp_host: 'smtp.plasttrans.com.br',
      smtp_porta: '587',
      smtp_seguro: false,
      smtp_usuario: 'nfe@plasttrans.com.br',
      smtp_senha: SENHA_SMTP,
      smtp_remetente: 'NFe@PlastTrans.com.br',
    };
    const salvar = (json: unknown) =>
      t.request('/api/preferencias/empresa', { method: 'PUT', token: admin, json });
    // Stored encrypted (the secret store's key is outside the database): what the login gets back.
    const senhaGuardada = async () => {
      const [row] = await t.db.select().from(empresa);
      if (!row?.smtpSenhaCifrada) return row?.smtpSenhaCifrada;
      return cofreDoApp(t.config).decifrarTexto('smtp.senha', row.smtpSenhaCifrada);
    };

    it('saves them and never answers the password, only whether one is set', async () => {
      const res = await salvar({ ...EMPRESA, ...SMTP });
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(body).not.toContain(SENHA_SMTP);
      const read = await (await t.request('/api/preferencias/empresa', { token: admin })).text();
      expect(read).not.toContain(SENHA_SMTP);
      expect(JSON.parse(read)).toMatchObject({
        smtp_host: 'smtp.plasttrans.com.br',
        smtp_porta: 587,
        smtp_seguro: false,
        smtp_usuario: 'nfe@plasttrans.com.br',
        smtp_remetente: 'nfe@plasttrans.com.br',
        smtp_senha_definida: true,
      });
      expect(JSON.parse(read)).not.toHaveProperty('smtp_senha');
      expect(await senhaGuardada()).toBe(SENHA_SMTP);
      const [row] = await t.db.select().from(empresa);
      expect(row?.smtpSenhaEmClaro).toBeNull();
      expect(row?.smtpSenhaCifrada).not.toContain(SENHA_SMTP);
      expect(Buffer.from(row?.smtpSenhaCifrada ?? '', 'base64').includes(SENHA_SMTP)).toBe(false);
      expect(t.logs()).not.toContain(SENHA_SMTP);
    });

    it('keeps the ciphertext when the same password is typed again, so the audit sees no change', async () => {
      const antes = (await t.db.select().from(empresa))[0]?.smtpSenhaCifrada;
      expect((await salvar({ ...EMPRESA, ...SMTP })).status).toBe(200);
      expect((await t.db.select().from(empresa))[0]?.smtpSenhaCifrada).toBe(antes);
    });

    it('encrypts at start-up a password stored in clear before the secret store existed', async () => {
      await t.db.update(empresa).set({ smtpSenhaEmClaro: 'Senha-Antiga-em-claro', smtpSenhaCifrada: null });
      await cifrarSenhaSmtpEmClaro(t.ctx, t.app.log);
      const [row] = await t.db.select().from(empresa);
      expect(row?.smtpSenhaEmClaro).toBeNull();
      expect(await senhaGuardada()).toBe('Senha-Antiga-em-claro');
      await salvar({ ...EMPRESA, ...SMTP });
    });

    it('keeps the stored password when it is left out or blank, and replaces it when a new one comes', async () => {
      const { smtp_senha: _, ...semSenha } = SMTP;
      expect((await salvar({ ...EMPRESA, ...semSenha, smtp_porta: 465, smtp_seguro: true })).status).toBe(
        200,
      );
      expect(await senhaGuardada()).toBe(SENHA_SMTP);
      const res = await salvar({ ...EMPRESA, ...SMTP, smtp_senha: '' });
      expect(await res.json()).toMatchObject({
        smtp_porta: 587,
        smtp_seguro: false,
        smtp_senha_definida: true,
      });
      expect(await senhaGuardada()).toBe(SENHA_SMTP);
      expect((await salvar({ ...EMPRESA, ...SMTP, smtp_senha: 'Outra-senha-42' })).status).toBe(200);
      expect(await senhaGuardada()).toBe('Outra-senha-42');
    });

    it('never hands the stored password to another server: a new host or user needs it typed again', async () => {
      for (const mudanca of [
        { smtp_host: 'smtp.outro-servidor.com.br' },
        { smtp_usuario: 'outro@empresa.com.br' },
      ]) {
        const res = await salvar({ ...EMPRESA, ...SMTP, ...mudanca, smtp_senha: '' });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          error: SENHA_SMTP_DE_NOVO,
          details: [{ campo: 'smtp_senha', mensagem: SENHA_SMTP_DE_NOVO }],
        });
        expect(await senhaGuardada()).toBe('Outra-senha-42');
      }
      const res = await salvar({ ...EMPRESA, ...SMTP, smtp_host: 'smtp.outro-servidor.com.br' });
      expect(res.status).toBe(200);
      expect(await senhaGuardada()).toBe(SMTP.smtp_senha);
    });

    it('drops the password with the user: a server without authentication keeps none', async () => {
      const res = await salvar({ ...EMPRESA, ...SMTP, smtp_usuario: '', smtp_senha: '' });
      expect(await res.json()).toMatchObject({ smtp_usuario: null, smtp_senha_definida: false });
      expect(await senhaGuardada()).toBeNull();
    });

    it('asks for the port, the sender and a password for a new user', async () => {
      const semPorta = await salvar({ ...EMPRESA, ...SMTP, smtp_porta: '', smtp_remetente: '' });
      expect(semPorta.status).toBe(400);
      expect(((await semPorta.json()) as { details: { campo: string; mensagem: string }[] }).details).toEqual(
        [
          { campo: 'smtp_porta', mensagem: 'Informe a porta do servidor SMTP.' },
          { campo: 'smtp_remetente', mensagem: 'Informe o e-mail do remetente.' },
        ],
      );
      const invalidos = await salvar({ ...EMPRESA, ...SMTP, smtp_host: 'smtp://x', smtp_porta: 70000 });
      expect(invalidos.status).toBe(400);
      const campos = ((await invalidos.json()) as { details: { campo: string }[] }).details.map(
        (d) => d.campo,
      );
      expect(campos.sort()).toEqual(['smtp_host', 'smtp_porta']);
      const semSenha = await salvar({ ...EMPRESA, ...SMTP, smtp_senha: '' });
      expect(semSenha.status).toBe(400);
      expect(await semSenha.json()).toMatchObject({
        details: [{ campo: 'smtp_senha', mensagem: 'Informe a senha do usuário SMTP.' }],
      });
    });

    it('turns e-mail off when the host is cleared', async () => {
      const res = await salvar({ ...EMPRESA });
      expect(await res.json()).toMatchObject({
        smtp_host: null,
        smtp_porta: null,
        smtp_usuario: null,
        smtp_remetente: null,
        smtp_senha_definida: false,
      });
    });
  });

  it('refuses an invalid CNPJ and an unknown regime', async () => {
    const res = await t.request('/api/preferencias/empresa', {
      method: 'PUT',
      token: admin,
      json: { ...EMPRESA, cnpj: '06.157.250/0001-17', regime_tributario: 5 },
    });
    expect(res.status).toBe(400);
    const campos = ((await res.json()) as { details: { campo: string }[] }).details.map((d) => d.campo);
    expect(campos.sort()).toEqual(['cnpj', 'regime_tributario']);
  });

  it('lets an Operador read but not change the company data', async () => {
    await t.request('/api/usuarios', {
      method: 'POST',
      token: admin,
      json: { nome: 'Op', email: 'op@empresa.local', senha: 'granulado-verde-9', id_perfil: 2 },
    });
    const login = await t.request('/api/login', {
      method: 'POST',
      json: { email: 'op@empresa.local', senha: 'granulado-verde-9' },
    });
    const { token } = (await login.json()) as { token: string };
    expect((await t.request('/api/preferencias/empresa', { token })).status).toBe(200);
    const res = await t.request('/api/preferencias/empresa', {
      method: 'PUT',
      token,
      json: { ...EMPRESA, smtp_host: 'smtp.invasor.com', smtp_porta: 25, smtp_remetente: 'x@invasor.com' },
    });
    expect(res.status).toBe(403);
    expect((await t.db.select().from(empresa))[0]?.smtpHost).toBeNull();
  });

  it('locks the NF-e série and next number once an NF-e of produção has taken a number', async () => {
    const [cliente] = await t.db
      .insert(clientes)
      .values({ nomeRazaoSocial: 'Cliente', cpfCnpj: '11222333000181' })
      .returning({ id: clientes.id });
    const nota = {
      idCliente: cliente?.id ?? 0,
      naturezaOperacao: 'RETORNO DE INDUSTRIALIZACAO',
      status: 'Rejeitada' as const,
      cnpjEmitente: '06157250000116',
      serie: 1,
      numero: 150,
    };
    // Simulação and homologação number on their own: testing before going live leaves the numbering free.
    await t.db.insert(notasFiscais).values([
      { ...nota, ambiente: 'simulacao' },
      { ...nota, ambiente: 'homologacao' },
    ]);
    const livre = (await (await t.request('/api/preferencias/empresa', { token: admin })).json()) as {
      numeracao_editavel: boolean;
    };
    expect(livre.numeracao_editavel).toBe(true);
    await t.db.insert(notasFiscais).values({ ...nota, ambiente: 'producao' });
    const read = (await (await t.request('/api/preferencias/empresa', { token: admin })).json()) as {
      numeracao_editavel: boolean;
    };
    expect(read.numeracao_editavel).toBe(false);
    const changed = await t.request('/api/preferencias/empresa', {
      method: 'PUT',
      token: admin,
      json: { ...EMPRESA, nfe_proximo_numero: 10 },
    });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toEqual({
      error: 'A série e a numeração da NF-e não podem ser alteradas depois da primeira NF-e emitida.',
    });
    const same = await t.request('/api/preferencias/empresa', {
      method: 'PUT',
      token: admin,
      json: { ...EMPRESA, telefone: '(19) 3406-2000' },
    });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({
      nfe_proximo_numero: 150,
      telefone: '1934062000',
      numeracao_editavel: false,
    });
  });
});
