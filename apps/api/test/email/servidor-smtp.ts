import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { obterCertificados } from '@erp/sefaz-sim/tls/gerar-certificados';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

export type MensagemRecebida = {
  de: string;
  para: string[];
  usuario: string | undefined;
  /** Whether the message came over TLS (STARTTLS). */
  isTls: boolean;
  email: ParsedMail;
};

export type ServidorSmtp = Awaited<ReturnType<typeof iniciarServidorSmtp>>;

function erroSmtp(mensagem: string, codigo: number): SMTPServerError {
  return Object.assign(new Error(mensagem), { responseCode: codigo });
}

/**
 * A real SMTP server on loopback: STARTTLS with a certificate from its own CA (`caPem`, which a client must
 * trust explicitly), one user, and switches that make it refuse the next logins or messages.
 */
export async function iniciarServidorSmtp(credenciais: { usuario: string; senha: string }) {
  const certificados = obterCertificados();
  const recebidas: MensagemRecebida[] = [];
  const recusar = { logins: 0, mensagens: 0, sempre: new Set<string>() };
  const aguardando: (() => void)[] = [];
  let atrasoMs = 0;

  const servidor = new SMTPServer({
    key: certificados.keyPem,
    cert: certificados.certPem,
    logger: false,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (recusar.logins > 0) {
        recusar.logins--;
        return callback(erroSmtp('Authentication temporarily unavailable', 454));
      }
      if (auth.username !== credenciais.usuario || auth.password !== credenciais.senha) {
        return callback(erroSmtp('Invalid username or password', 535));
      }
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (recusar.sempre.has(address.address)) {
        return callback(erroSmtp('Mailbox temporarily unavailable', 450));
      }
      callback();
    },
    onData(stream, session, callback) {
      const partes: Buffer[] = [];
      stream.on('data', (parte: Buffer) => partes.push(parte));
      stream.on('end', async () => {
        if (atrasoMs) await new Promise((fim) => setTimeout(fim, atrasoMs));
        if (recusar.mensagens > 0) {
          recusar.mensagens--;
          return callback(erroSmtp('Try again later', 451));
        }
        recebidas.push({
          de: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          para: session.envelope.rcptTo.map((r) => r.address),
          usuario: session.user as string | undefined,
          isTls: session.secure,
          email: await simpleParser(Buffer.concat(partes)),
        });
        callback();
        for (const avisar of aguardando.splice(0)) avisar();
      });
    },
  });
  await new Promise<void>((pronto) => servidor.listen(0, '127.0.0.1', pronto));
  const porta = (servidor.server.address() as AddressInfo).port;

  return {
    porta,
    caPem: certificados.caPem,
    recebidas,
    recusar,
    /** Holds each message this long before answering, so concurrent senders overlap. */
    atrasar: (ms: number) => {
      atrasoMs = ms;
    },
    /** Resolves when a message arrives (the next one, or at once if `quantas` already did). */
    esperarMensagens: (quantas: number) =>
      new Promise<void>((pronto) => {
        const verificar = () => (recebidas.length >= quantas ? pronto() : aguardando.push(verificar));
        verificar();
      }),
    fechar: () => new Promise<void>((fim) => servidor.close(() => fim())),
  };
}

export type SmtpDaEmpresa = Awaited<ReturnType<typeof iniciarSmtpDaEmpresa>>;

/**
 * The SMTP server of a test file, ready for the app: its CA in a file for the app's `email.caArquivo`, and the
 * Dados da Empresa fields that point at it (`camposDaEmpresa`). `fechar` stops the server and removes the file.
 */
export async function iniciarSmtpDaEmpresa(credenciais: { usuario: string; senha: string }) {
  const smtp = await iniciarServidorSmtp(credenciais);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'erp-test-smtp-'));
  const caArquivo = path.join(dir, 'ca.pem');
  await writeFile(caArquivo, smtp.caPem);
  return {
    ...smtp,
    caArquivo,
    camposDaEmpresa: {
      smtp_host: '127.0.0.1',
      smtp_porta: smtp.porta,
      smtp_seguro: false,
      smtp_usuario: credenciais.usuario,
      smtp_senha: credenciais.senha,
      smtp_remetente: credenciais.usuario,
    },
    fechar: async () => {
      await smtp.fechar();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
