import type { TNfse } from '@erp/contracts/nfse';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes } from '../../src/db/schema/cadastros.ts';
import { enviosEmail } from '../../src/db/schema/envios-email.ts';
import { notasServico } from '../../src/db/schema/notas-servico.ts';
import { MENSAGENS_DE_EMAIL } from '../../src/mensagens-de-email.ts';
import { enfileirarEmailNfse } from '../../src/modules/email/enfileirar-email-nfse.ts';
import { enviarEmailsPendentes } from '../../src/modules/email/enviar-emails-pendentes.ts';
import { type Cenario, CNPJ_PRESTADOR, EMPRESA, montarCenario } from '../nfse/cenario.ts';
import { iniciarSmtpDaEmpresa, type SmtpDaEmpresa } from './servidor-smtp.ts';

const USUARIO = 'nfse@plasticos.com.br';
const SENHA = 'Smtp-Senha-Secreta-9k4!';

let c: Cenario;
let smtp: SmtpDaEmpresa;
let smtpEmpresa: Record<string, unknown>;

beforeAll(async () => {
  smtp = await iniciarSmtpDaEmpresa({ usuario: USUARIO, senha: SENHA });
  // The worker runs when the test says so, never on its own.
  c = await montarCenario({ email: { intervaloSegundos: 3600, caArquivo: smtp.caArquivo } });
  smtpEmpresa = smtp.camposDaEmpresa;
  const r = await c.api('/preferencias/empresa', 'PUT', { ...EMPRESA, ...smtpEmpresa });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
});
afterAll(async () => {
  await c?.t.close();
  await smtp?.fechar();
});

const rodar = () => enviarEmailsPendentes(c.t.ctx, MENSAGENS_DE_EMAIL, c.t.app.log);

const envio = async (idNotaServico: number) =>
  (await c.t.db.select().from(enviosEmail).where(eq(enviosEmail.idNotaServico, idNotaServico)))[0];

/** An NFS-e authorised by the simulator through the API; its authorisation queues the e-mail. */
async function nfseAutorizada(ajustes: Parameters<Cenario['pedido']>[0] = {}) {
  const r = await c.emitir(c.pedido(ajustes));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const id = r.body.id as number;
  return { id, nota: await c.obter(id) };
}

const recebidasDa = (nota: TNfse) =>
  smtp.recebidas.filter((m) => m.email.subject === `NFS-e nº ${nota.numero_nfse} - ${EMPRESA.razao_social}`);

describe('e-mail da NFS-e autorizada', () => {
  it('sends the NFS-e XML byte for byte and the DANFSe to the tomador’s email_nfe, through the NF-e outbox', async () => {
    // 100 kg x 2,50 = 250,00; ISS 3 % retained by the tomador (7,50): net 242,50.
    const { id, nota } = await nfseAutorizada({ iss_retido: true });
    expect(nota).toMatchObject({ status: 'Autorizada', valor_servico: '250.00', valor_liquido: '242.50' });
    expect(await envio(id)).toMatchObject({
      status: 'Pendente',
      destinatario: 'nfe@distribuidora.com.br',
      idNotaFiscal: null,
      tentativas: 0,
    });

    expect(await rodar()).toBe(1);
    const [mensagem] = recebidasDa(nota);
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
    expect(email.text).toBe(
      [
        'Prezado(a) cliente,',
        '',
        `Segue a NFS-e nº ${nota.numero_nfse}, emitida por ${EMPRESA.razao_social} (CNPJ 11.222.333/0001-81).`,
        '',
        `Chave de acesso: ${nota.chave_acesso}`,
        'Valor do serviço: R$ 250,00',
        'Valor líquido: R$ 242,50',
        '',
        'Em anexo estão o XML da NFS-e e o DANFSe em PDF.',
        '',
        'Atenção: documento emitido em ambiente de simulação, sem valor fiscal.',
        '',
        'Esta mensagem foi enviada automaticamente.',
        '',
      ].join('\n'),
    );

    expect(email.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${nota.chave_acesso}-nfse.xml`, 'application/xml'],
      [`${nota.chave_acesso}-danfse.pdf`, 'application/pdf'],
    ]);
    const [xml, pdf] = email.attachments;
    // The same bytes as the screen's download, which is the NFS-e as the Sefin Nacional generated it.
    const baixado = await c.t.request(`/api/nfse/${id}/xml`, { token: c.token });
    expect(baixado.status).toBe(200);
    expect(xml?.content.equals(Buffer.from(await baixado.arrayBuffer()))).toBe(true);
    const [row] = await c.t.db.select().from(notasServico).where(eq(notasServico.id, id));
    expect(xml?.content.equals(Buffer.from(row?.xmlNfse ?? '', 'utf8'))).toBe(true);
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf?.content.length).toBeGreaterThan(1000);

    expect(await envio(id)).toMatchObject({ status: 'Enviado', tentativas: 1, ultimoErro: null });
    expect(await rodar()).toBe(0);
    expect(recebidasDa(nota)).toHaveLength(1);
    expect(c.t.logs()).toContain('e-mail da NFS-e enviado');
  });

  it('goes out beside the NF-e’s in the same run, each with its own document', async () => {
    const nfe = await c.nfeAutorizada(c.idTomador);
    const { id, nota } = await nfseAutorizada();
    expect(await envio(id)).toMatchObject({ status: 'Pendente' });
    const [daNfe] = await c.t.db.select().from(enviosEmail).where(eq(enviosEmail.idNotaFiscal, nfe.id));
    expect(daNfe).toMatchObject({ status: 'Pendente', idNotaServico: null });

    expect(await rodar()).toBe(2);
    expect(recebidasDa(nota)).toHaveLength(1);
    const daNfeRecebida = smtp.recebidas.filter((m) =>
      m.email.attachments.some((a) => a.filename === `${nfe.chave_acesso}-procNFe.xml`),
    );
    expect(daNfeRecebida).toHaveLength(1);
    // Without a retention the net value is the service's, and the text does not repeat it.
    expect(recebidasDa(nota)[0]?.email.text).not.toContain('Valor líquido');
  });

  it('queues one e-mail per NFS-e, however many times it is asked', async () => {
    const { id } = await nfseAutorizada();
    await enfileirarEmailNfse(c.t.db, id);
    await enfileirarEmailNfse(c.t.db, id);
    expect(await c.t.db.select().from(enviosEmail).where(eq(enviosEmail.idNotaServico, id))).toHaveLength(1);
    expect(await rodar()).toBe(1);
  });

  it('gives up an NFS-e cancelled before its e-mail went out', async () => {
    const { id, nota } = await nfseAutorizada();
    const cancelada = await c.api(`/nfse/cancelar/${id}`, 'POST', {
      codigo_motivo: '2',
      justificativa: 'Serviço não foi prestado ao tomador',
    });
    expect(cancelada.status, JSON.stringify(cancelada.body)).toBe(200);
    expect(await rodar()).toBe(0);
    expect(await envio(id)).toMatchObject({
      status: 'Falhou',
      tentativas: 1,
      ultimoErro: 'A NFS-e foi cancelada antes do envio do e-mail.',
    });
    expect(recebidasDa(nota)).toHaveLength(0);
  });
});

describe('quando não há para onde mandar a NFS-e', () => {
  const definirEmails = (email: string | null, emailNfe: string | null) =>
    c.t.db.update(clientes).set({ email, emailNfe }).where(eq(clientes.id, c.idTomador));

  it('uses the tomador’s general e-mail when it has no email_nfe', async () => {
    await definirEmails('compras@distribuidora.com.br', null);
    try {
      const { id } = await nfseAutorizada();
      expect((await envio(id))?.destinatario).toBe('compras@distribuidora.com.br');
      expect(await rodar()).toBe(1);
    } finally {
      await definirEmails(null, 'nfe@distribuidora.com.br');
    }
  });

  it('queues nothing for a tomador without e-mail, a rejected DPS, or a company without SMTP', async () => {
    await definirEmails(null, null);
    try {
      expect(await envio((await nfseAutorizada()).id)).toBeUndefined();
    } finally {
      await definirEmails(null, 'nfe@distribuidora.com.br');
    }

    const sim = await c.simulador();
    sim.config.naoOptantesSimplesNacional = [CNPJ_PRESTADOR];
    try {
      const recusada = await c.emitir(c.pedido());
      expect(recusada.status, JSON.stringify(recusada.body)).toBe(422);
    } finally {
      sim.config.naoOptantesSimplesNacional = [];
    }
    const rejeitadas = await c.t.db.select().from(notasServico).where(eq(notasServico.status, 'Rejeitada'));
    expect(rejeitadas).toHaveLength(1);
    expect(await envio(rejeitadas[0]?.id ?? 0)).toBeUndefined();

    expect((await c.api('/preferencias/empresa', 'PUT', EMPRESA)).status).toBe(200);
    try {
      expect(await envio((await nfseAutorizada()).id)).toBeUndefined();
    } finally {
      await c.api('/preferencias/empresa', 'PUT', { ...EMPRESA, ...smtpEmpresa });
    }
  });
});
