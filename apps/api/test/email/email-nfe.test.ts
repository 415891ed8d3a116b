import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppContext } from '../../src/app-context.ts';
import { clientes } from '../../src/db/schema/cadastros.ts';
import { enviosEmail } from '../../src/db/schema/envios-email.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { MENSAGENS_DE_EMAIL } from '../../src/mensagens-de-email.ts';
import { enfileirarEmailNfe } from '../../src/modules/email/enfileirar-email-nfe.ts';
import { enviarEmailsPendentes } from '../../src/modules/email/enviar-emails-pendentes.ts';
import { reservarEnvio } from '../../src/modules/email/envios-email.repository.ts';
import { type Cenario, EMPRESA, montarCenario } from '../nfe/cenario.ts';
import { iniciarSmtpDaEmpresa, type SmtpDaEmpresa } from './servidor-smtp.ts';

const USUARIO = 'nfe@plasticos.com.br';
const SENHA = 'Smtp-Senha-Secreta-7q2!';

let c: Cenario;
let smtp: SmtpDaEmpresa;
let ctx: AppContext;
let smtpEmpresa: Record<string, unknown>;

beforeAll(async () => {
  smtp = await iniciarSmtpDaEmpresa({ usuario: USUARIO, senha: SENHA });
  c = await montarCenario({ email: { intervaloSegundos: 3600, caArquivo: smtp.caArquivo } });
  smtpEmpresa = smtp.camposDaEmpresa;
  const r = await c.api('/preferencias/empresa', 'PUT', { ...EMPRESA, ...smtpEmpresa });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  ctx = c.t.ctx;
});
afterAll(async () => {
  await c?.t.close();
  await smtp?.fechar();
});

const rodar = (contexto: AppContext = ctx) =>
  enviarEmailsPendentes(contexto, MENSAGENS_DE_EMAIL, c.t.app.log);

/** A sale of 1 kg of caps (R$ 12,34), authorised by the simulator through the API. */
async function notaAutorizada() {
  const r = await c.salvarRascunho({
    id_cliente: c.idComprador,
    natureza_operacao: 'VENDA DE MERCADORIA',
    itens: [{ id_produto: c.idTampa, quantidade: 1, cfop: '5101' }],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const emissao = await c.emitir(r.body.id);
  expect(emissao.status, JSON.stringify(emissao.body)).toBe(200);
  return r.body.id;
}

/** The authorisation itself queues the e-mail, in its transaction. */
async function notaComEmail() {
  const id = await notaAutorizada();
  expect(await envio(id)).toMatchObject({ status: 'Pendente' });
  return id;
}

const envio = async (idNota: number) =>
  (await c.t.db.select().from(enviosEmail).where(eq(enviosEmail.idNotaFiscal, idNota)))[0];

const nota = async (id: number) => {
  const [row] = await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, id));
  if (!row?.xmlAutorizado || !row.chaveAcesso) throw new Error('nota sem XML autorizado');
  return { ...row, xmlAutorizado: row.xmlAutorizado, chaveAcesso: row.chaveAcesso };
};

/** Seconds until the next attempt, by the database clock. */
const esperaSegundos = async (idNota: number) => {
  const { rows } = await c.t.pool.query<{ s: string }>(
    'select extract(epoch from proxima_tentativa_em - now()) as s from envios_email where id_nota_fiscal = $1',
    [idNota],
  );
  return Number(rows[0]?.s);
};

/** Time passes: the next attempt is due now. */
const tornarDevido = (idNota: number) =>
  c.t.db
    .update(enviosEmail)
    .set({ proximaTentativaEm: sql`now()` })
    .where(eq(enviosEmail.idNotaFiscal, idNota));

const recebidasDa = async (idNota: number) => {
  const { numero } = await nota(idNota);
  return smtp.recebidas.filter((m) => m.email.subject === `NF-e nº ${numero} - ${EMPRESA.razao_social}`);
};

describe('e-mail da NF-e autorizada', () => {
  it('sends the nfeProc byte for byte and the DANFE to the client’s email_nfe, over TLS with the login', async () => {
    const id = await notaComEmail();
    expect(await envio(id)).toMatchObject({ status: 'Pendente', destinatario: 'nfe@distribuidora.com.br' });

    expect(await rodar()).toBe(1);
    const n = await nota(id);
    const [mensagem] = await recebidasDa(id);
    if (!mensagem) throw new Error('e-mail não chegou');
    expect(mensagem).toMatchObject({
      de: USUARIO,
      para: ['nfe@distribuidora.com.br'],
      usuario: USUARIO,
      isTls: true,
    });
    const { email } = mensagem;
    expect(email.from?.value).toEqual([{ name: EMPRESA.razao_social, address: USUARIO }]);
    expect(email.replyTo?.value.map((v) => v.address)).toEqual([EMPRESA.email]);
    expect(email.text).toContain(
      `NF-e nº ${n.numero}, série ${n.serie}, emitida por ${EMPRESA.razao_social}`,
    );
    expect(email.text).toContain(`Chave de acesso: ${n.chaveAcesso.replace(/(.{4})(?=.)/g, '$1 ')}`);
    expect(n.valorTotalNota).toBe('12.34');
    expect(email.text).toContain('Valor total: R$ 12,34');
    expect(email.text).toContain('sem valor fiscal');

    expect(email.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${n.chaveAcesso}-procNFe.xml`, 'application/xml'],
      [`${n.chaveAcesso}-danfe.pdf`, 'application/pdf'],
    ]);
    const [xml, pdf] = email.attachments;
    expect(xml?.content.equals(Buffer.from(n.xmlAutorizado, 'utf8'))).toBe(true);
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const row = await envio(id);
    expect(row).toMatchObject({ status: 'Enviado', tentativas: 1, ultimoErro: null });
    expect(row?.enviadoEm).toBeInstanceOf(Date);
    expect(await rodar()).toBe(0);
    expect(await recebidasDa(id)).toHaveLength(1);
  });

  it('retries a minute later when the server refuses the message once', async () => {
    const id = await notaComEmail();
    smtp.recusar.mensagens = 1;
    expect(await rodar()).toBe(0);
    expect(await envio(id)).toMatchObject({ status: 'Pendente', tentativas: 1 });
    expect((await envio(id))?.ultimoErro).toContain('451');
    const espera = await esperaSegundos(id);
    expect(espera).toBeGreaterThan(50);
    expect(espera).toBeLessThanOrEqual(60);
    expect(await rodar()).toBe(0);
    expect((await envio(id))?.tentativas).toBe(1);

    await tornarDevido(id);
    expect(await rodar()).toBe(1);
    expect(await envio(id)).toMatchObject({ status: 'Enviado', tentativas: 2, ultimoErro: null });
    expect(await recebidasDa(id)).toHaveLength(1);
  });

  it('backs off 1, 5 and 30 minutes and gives up as Falhou after the fourth refusal', async () => {
    const id = await notaComEmail();
    await c.t.db
      .update(enviosEmail)
      .set({ destinatario: 'caixa-cheia@distribuidora.com.br' })
      .where(eq(enviosEmail.idNotaFiscal, id));
    smtp.recusar.sempre.add('caixa-cheia@distribuidora.com.br');
    for (const [tentativa, minutos] of [
      [1, 1],
      [2, 5],
      [3, 30],
    ] as const) {
      expect(await rodar()).toBe(0);
      expect(await envio(id)).toMatchObject({ status: 'Pendente', tentativas: tentativa });
      expect(Math.round((await esperaSegundos(id)) / 60)).toBe(minutos);
      await tornarDevido(id);
    }
    expect(await rodar()).toBe(0);
    const row = await envio(id);
    expect(row).toMatchObject({ status: 'Falhou', tentativas: 4 });
    expect(row?.ultimoErro).toContain('450');
    await tornarDevido(id);
    expect(await rodar()).toBe(0);
    expect((await envio(id))?.tentativas).toBe(4);
    expect(await recebidasDa(id)).toHaveLength(0);
  });

  it('never writes the SMTP password to the logs, the outbox or the API answers', async () => {
    const id = await notaComEmail();
    smtp.recusar.logins = 1;
    expect(await rodar()).toBe(0);
    expect((await envio(id))?.ultimoErro).toContain('454');
    await tornarDevido(id);
    expect(await rodar()).toBe(1);

    const logs = c.t.logs();
    expect(logs).toContain('nova tentativa agendada');
    expect(logs).toContain('e-mail da NF-e enviado');
    for (const segredo of [
      SENHA,
      Buffer.from(SENHA).toString('base64'),
      Buffer.from(`\u0000${USUARIO}\u0000${SENHA}`).toString('base64'),
    ]) {
      expect(logs).not.toContain(segredo);
    }
    const { rows } = await c.t.pool.query('select * from envios_email');
    expect(JSON.stringify(rows)).not.toContain(SENHA);
    const empresa = await c.t.request('/api/preferencias/empresa', { token: c.token });
    expect(await empresa.text()).not.toContain(SENHA);
  });

  it('sends one message when two workers run at once', async () => {
    const id = await notaComEmail();
    smtp.atrasar(300);
    try {
      const [a, b] = await Promise.all([rodar(), rodar()]);
      expect(a + b).toBe(1);
    } finally {
      smtp.atrasar(0);
    }
    expect(await recebidasDa(id)).toHaveLength(1);
    expect(await envio(id)).toMatchObject({ status: 'Enviado', tentativas: 1 });
  });

  it('verifies the server certificate: without the CA that signed it, nothing is sent', async () => {
    const id = await notaComEmail();
    const semCa = { ...ctx, config: { ...ctx.config, email: { ...ctx.config.email, caArquivo: undefined } } };
    expect(await rodar(semCa)).toBe(0);
    expect((await envio(id))?.ultimoErro).toMatch(/certificate/i);
    expect(await recebidasDa(id)).toHaveLength(0);
    await tornarDevido(id);
    expect(await rodar()).toBe(1);
  });

  it('gives up a note cancelled before its e-mail went out', async () => {
    const id = await notaComEmail();
    await c.t.db.update(notasFiscais).set({ status: 'Cancelada' }).where(eq(notasFiscais.id, id));
    expect(await rodar()).toBe(0);
    expect(await envio(id)).toMatchObject({
      status: 'Falhou',
      ultimoErro: 'A NF-e foi cancelada antes do envio do e-mail.',
    });
  });

  it('sends what a worker left behind when the app starts again', async () => {
    const id = await notaComEmail();
    // A worker claimed it and died: its lease has run out.
    expect((await reservarEnvio(c.t.db, 600))?.idNotaFiscal).toBe(id);
    await tornarDevido(id);
    const app = await buildApp({ ...ctx, config: { ...ctx.config, logLevel: 'silent' } });
    try {
      await app.ready();
      await smtp.esperarMensagens(smtp.recebidas.length + 1);
    } finally {
      await app.close();
    }
    expect(await envio(id)).toMatchObject({ status: 'Enviado', tentativas: 2 });
    expect(await recebidasDa(id)).toHaveLength(1);
  });
});

describe('quando não há para onde mandar', () => {
  const definirEmails = (email: string | null, emailNfe: string | null) =>
    c.t.db.update(clientes).set({ email, emailNfe }).where(eq(clientes.id, c.idComprador));

  it('uses the client’s general e-mail when it has no email_nfe', async () => {
    await definirEmails('compras@distribuidora.com.br', null);
    try {
      const id = await notaComEmail();
      expect((await envio(id))?.destinatario).toBe('compras@distribuidora.com.br');
    } finally {
      await definirEmails(null, 'nfe@distribuidora.com.br');
    }
  });

  it('queues nothing for a client without e-mail, a note not authorised, or a company without SMTP', async () => {
    await definirEmails(null, null);
    try {
      expect(await envio(await notaAutorizada())).toBeUndefined();
    } finally {
      await definirEmails(null, 'nfe@distribuidora.com.br');
    }

    const rascunho = await c.salvarRascunho({
      id_cliente: c.idComprador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: c.idTampa, quantidade: 1, cfop: '5101' }],
    });
    await enfileirarEmailNfe(c.t.db, rascunho.body.id);
    expect(await envio(rascunho.body.id)).toBeUndefined();

    expect((await c.api('/preferencias/empresa', 'PUT', EMPRESA)).status).toBe(200);
    try {
      expect(await envio(await notaAutorizada())).toBeUndefined();
    } finally {
      await c.api('/preferencias/empresa', 'PUT', { ...EMPRESA, ...smtpEmpresa });
    }
  });
});
