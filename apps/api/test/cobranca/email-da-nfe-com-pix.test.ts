import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { MENSAGENS_DE_EMAIL } from '../../src/mensagens-de-email.ts';
import { crc16CcittFalse } from '../../src/modules/cobranca/pix/br-code.ts';
import { enviarEmailsPendentes } from '../../src/modules/email/enviar-emails-pendentes.ts';
import { iniciarSmtpDaEmpresa, type SmtpDaEmpresa } from '../email/servidor-smtp.ts';
import { type Cenario, EMPRESA, montarCenario } from '../nfe/cenario.ts';

const run = promisify(execFile);

let c: Cenario;
let smtp: SmtpDaEmpresa;
let dir: string;

beforeAll(async () => {
  smtp = await iniciarSmtpDaEmpresa({ usuario: 'nfe@plasticos.com.br', senha: 'Smtp-Senha-Pix-9k3!' });
  c = await montarCenario({ email: { intervaloSegundos: 3600, caArquivo: smtp.caArquivo } });
  const r = await c.api('/preferencias/empresa', 'PUT', { ...EMPRESA, ...smtp.camposDaEmpresa });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  dir = await mkdtemp(path.join(tmpdir(), 'email-pix-'));
});
afterAll(async () => {
  await c?.t.close();
  await smtp?.fechar();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A sale of 1 kg of caps (R$ 12,34) due 31/12/2099, authorised by the simulator, and its e-mail sent. */
async function notaEnviada() {
  const r = await c.salvarRascunho({
    id_cliente: c.idComprador,
    natureza_operacao: 'VENDA DE MERCADORIA',
    itens: [{ id_produto: c.idTampa, quantidade: 1, cfop: '5101' }],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const emissao = await c.emitir(r.body.id, '2099-12-31');
  expect(emissao.status, JSON.stringify(emissao.body)).toBe(200);
  expect(await enviarEmailsPendentes(c.t.ctx, MENSAGENS_DE_EMAIL, c.t.app.log)).toBe(1);
  const [nota] = await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, r.body.id));
  const mensagem = smtp.recebidas.find(
    (m) => m.email.subject === `NF-e nº ${nota?.numero} - ${EMPRESA.razao_social}`,
  );
  if (!nota?.chaveAcesso || !mensagem) throw new Error('e-mail da NF-e não chegou');
  const [recebivel] = await c.t.db
    .select()
    .from(lancamentos)
    .where(and(eq(lancamentos.origem, 'NFE'), eq(lancamentos.idDocumento, nota.id)));
  if (!recebivel) throw new Error('NF-e sem conta a receber');
  return { chave: nota.chaveAcesso, email: mensagem.email, idRecebivel: recebivel.id };
}

describe('PIX no e-mail da NF-e autorizada', () => {
  it('without a PIX key on the default account the e-mail is as before: no payment lines, no image', async () => {
    const { chave, email } = await notaEnviada();
    expect(email.text).not.toContain('Pix');
    expect(email.text).not.toContain('Pagamento');
    expect(email.text).toContain('Em anexo estão o XML da NF-e autorizada e o DANFE em PDF.');
    expect(email.html).toBe(false);
    expect(email.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${chave}-procNFe.xml`, 'application/xml'],
      [`${chave}-danfe.pdf`, 'application/pdf'],
    ]);
  });

  it("carries the receivable's exact BR Code as 'Pix Copia e Cola' and its QR code, which zbarimg reads", async () => {
    const conta = await c.api('/financeiro/contas-bancarias', 'POST', {
      descricao: 'Itaú',
      banco: '341',
      agencia: '0057',
      conta: '12345-7',
      tipo_chave_pix: 'EMAIL',
      chave_pix: 'financeiro@plasticos.com.br',
      padrao: true,
    });
    expect(conta.status, JSON.stringify(conta.body)).toBe(201);
    const { chave, email, idRecebivel } = await notaEnviada();

    // The BCB manual's fields: key, R$ 12,34, the company's name (25) and city, the txid naming the receivable.
    const txid = `LANC${String(idRecebivel).padStart(10, '0')}`;
    const semCrc =
      '00020126490014br.gov.bcb.pix0127financeiro@plasticos.com.br52040000530398654' +
      `0512.345802BR5925Plasticos Transformacao L6009Americana62180514${txid}6304`;
    const brCode = `${semCrc}${crc16CcittFalse(semCrc)}`;
    const pix = await c.api<{ br_code: string }>(`/financeiro/lancamentos/${idRecebivel}/pix`);
    expect(pix.body.br_code).toBe(brCode);

    const linhas = String(email.text).split('\n');
    expect(linhas).toContain('Pagamento: R$ 12,34, vencimento em 31/12/2099.');
    expect(linhas).toContain('Pague com PIX pelo QR Code ou pelo código Pix Copia e Cola:');
    expect(linhas).toContain(brCode);
    expect(String(email.html)).toContain(brCode);

    const qr = email.attachments.find((a) => a.contentType === 'image/png');
    if (!qr) throw new Error('e-mail sem o QR Code');
    // An image of the message itself (multipart/related, cid:), shown inline by webmail and desktop clients.
    expect(qr).toMatchObject({ related: true, cid: `pix-${txid}@nfe`, contentDisposition: 'inline' });
    // mailparser puts a referenced cid: image into the HTML it hands back: the HTML shows this image.
    expect(String(email.html)).toContain(`data:image/png;base64,${qr.content.toString('base64')}`);
    const png = path.join(dir, 'pix.png');
    await writeFile(png, qr.content);
    const { stdout } = await run('zbarimg', ['-q', png]);
    expect(stdout.trim()).toBe(`QR-Code:${brCode}`);

    expect(email.attachments.filter((a) => !a.related).map((a) => [a.filename, a.contentType])).toEqual([
      [`${chave}-procNFe.xml`, 'application/xml'],
      [`${chave}-danfe.pdf`, 'application/pdf'],
    ]);
  });
});
