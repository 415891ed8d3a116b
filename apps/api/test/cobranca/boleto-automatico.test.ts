import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatarLinhaDigitavel } from '@erp/contracts/boleto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { boletos } from '../../src/db/schema/boletos.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { MENSAGENS_DE_EMAIL } from '../../src/mensagens-de-email.ts';
import { enviarEmailsPendentes } from '../../src/modules/email/enviar-emails-pendentes.ts';
import { iniciarSmtpDaEmpresa, type SmtpDaEmpresa } from '../email/servidor-smtp.ts';
import { type Cenario, EMPRESA, montarCenario } from '../nfe/cenario.ts';

const run = promisify(execFile);

/** Banco do Brasil, convênio of 7 digits and carteira 17 (the account of boleto.test.ts), no PIX key. */
const CONTA_BB = {
  descricao: 'Banco do Brasil cobrança',
  banco: '001',
  agencia: '3174-7',
  conta: '00011672-6',
  carteira: '17',
  convenio: '1474166',
  proximo_nosso_numero: 328,
  padrao: true,
};
const { proximo_nosso_numero: _sequencia, ...CONTA_BB_SEM_SEQUENCIA } = CONTA_BB;
// After the first NF-e the numbering can no longer be sent: the saves below leave it out.
const { nfe_serie: _serie, nfe_proximo_numero: _numero, ...EMPRESA_SEM_NUMERACAO } = EMPRESA;

let c: Cenario;
let smtp: SmtpDaEmpresa;
let dir: string;
let idConta: number;

beforeAll(async () => {
  smtp = await iniciarSmtpDaEmpresa({ usuario: 'nfe@plasticos.com.br', senha: 'Smtp-Senha-Boleto-4x8!' });
  c = await montarCenario({ email: { intervaloSegundos: 3600, caArquivo: smtp.caArquivo } });
  const r = await c.api('/preferencias/empresa', 'PUT', { ...EMPRESA, ...smtp.camposDaEmpresa });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  dir = await mkdtemp(path.join(tmpdir(), 'boleto-automatico-'));
});
afterAll(async () => {
  await c?.t.close();
  await smtp?.fechar();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const salvarEmpresa = (boletoAutomatico: boolean) =>
  c.api('/preferencias/empresa', 'PUT', {
    ...EMPRESA_SEM_NUMERACAO,
    ...smtp.camposDaEmpresa,
    boleto_automatico: boletoAutomatico,
  });

const proximoNossoNumero = async () => {
  const contas = await c.api<{ data: { id: number; proximo_nosso_numero: number }[] }>(
    '/financeiro/contas-bancarias',
  );
  return contas.body.data.find((conta) => conta.id === idConta)?.proximo_nosso_numero;
};

/** A sale of 1 kg of caps (R$ 12,34) due 31/12/2099, authorised by the simulator through the API. */
async function notaAutorizada() {
  const r = await c.salvarRascunho({
    id_cliente: c.idComprador,
    natureza_operacao: 'VENDA DE MERCADORIA',
    itens: [{ id_produto: c.idTampa, quantidade: 1, cfop: '5101' }],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const emissao = await c.emitir(r.body.id, '2099-12-31');
  expect(emissao.status, JSON.stringify(emissao.body)).toBe(200);
  const [nota] = await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, r.body.id));
  expect(nota?.status).toBe('Autorizada');
  const [recebivel] = await c.t.db
    .select()
    .from(lancamentos)
    .where(and(eq(lancamentos.origem, 'NFE'), eq(lancamentos.idDocumento, r.body.id)));
  if (!nota?.chaveAcesso || !recebivel) throw new Error('NF-e sem chave ou sem conta a receber');
  const boleto = (await c.t.db.select().from(boletos).where(eq(boletos.idLancamento, recebivel.id)))[0];
  return { numero: nota.numero, chave: nota.chaveAcesso, idRecebivel: recebivel.id, boleto };
}

/** The outbox runs once; the NF-e's message as the client's mail server received it. */
async function emailDaNota(numero: number | null) {
  expect(await enviarEmailsPendentes(c.t.ctx, MENSAGENS_DE_EMAIL, c.t.app.log)).toBe(1);
  const mensagem = smtp.recebidas.find(
    (m) => m.email.subject === `NF-e nº ${numero} - ${EMPRESA.razao_social}`,
  );
  if (!mensagem) throw new Error('e-mail da NF-e não chegou');
  return mensagem.email;
}

/** Módulo 10 of a linha digitável's field (FEBRABAN): weights 2, 1 from the right, a product's digits summed. */
function modulo10(campo: string): string {
  const soma = [...campo].reverse().reduce((total, d, i) => {
    const p = Number(d) * (i % 2 === 0 ? 2 : 1);
    return total + (p > 9 ? p - 9 : p);
  }, 0);
  return String((10 - (soma % 10)) % 10);
}

/** The barcode's DV (position 5): módulo 11 with weights 2-9 from the right; 0, 10 and 11 are written 1. */
function dvDoCodigo(codigo: string): string {
  const semDv = codigo.slice(0, 4) + codigo.slice(5);
  const soma = [...semDv].reverse().reduce((total, d, i) => total + Number(d) * (2 + (i % 8)), 0);
  const dv = 11 - (soma % 11);
  return dv === 0 || dv === 10 || dv === 11 ? '1' : String(dv);
}

/** Days since 07/10/1997, 1000 again from 22/02/2025 and every 9 000 days after. */
function fatorDe(vencimento: string): string {
  const dias = (Date.parse(`${vencimento}T00:00:00Z`) - Date.parse('1997-10-07T00:00:00Z')) / 86_400_000;
  return String(((dias - 1000) % 9000) + 1000);
}

describe("'Boleto automático' in Dados da Empresa", () => {
  it('cannot be switched on while the default account cannot issue boletos (422, what it lacks)', async () => {
    expect((await salvarEmpresa(true)).body).toEqual({
      error:
        'O boleto automático não pode ser ativado: marque uma conta bancária como padrão (Financeiro > Contas bancárias) para gerar o boleto.',
    });
    const conta = await c.api<{ id: number }>('/financeiro/contas-bancarias', 'POST', {
      ...CONTA_BB,
      convenio: '',
    });
    expect(conta.status, JSON.stringify(conta.body)).toBe(201);
    idConta = conta.body.id;
    const semConvenio = await salvarEmpresa(true);
    expect(semConvenio.status).toBe(422);
    expect(semConvenio.body).toEqual({
      error:
        'O boleto automático não pode ser ativado: informe o convênio de 7 ou 8 dígitos do Banco do Brasil na conta bancária padrão.',
    });
    expect(
      (await c.api<{ boleto_automatico: boolean }>('/preferencias/empresa')).body.boleto_automatico,
    ).toBe(false);
  });

  it('off: the authorised NF-e has its receivable and no boleto, no nosso número is taken, the e-mail is as before', async () => {
    const completa = await c.api(`/financeiro/contas-bancarias/${idConta}`, 'PUT', CONTA_BB);
    expect(completa.status, JSON.stringify(completa.body)).toBe(200);
    const { numero, chave, boleto } = await notaAutorizada();
    expect(boleto).toBeUndefined();
    expect(await proximoNossoNumero()).toBe(328);
    const email = await emailDaNota(numero);
    expect(email.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${chave}-procNFe.xml`, 'application/xml'],
      [`${chave}-danfe.pdf`, 'application/pdf'],
    ]);
    expect(email.text).not.toContain('Boleto');
  });

  it("on: the authorisation takes the receivable's boleto, whose linha digitável checks out, and the e-mail carries its PDF", async () => {
    const ligado = await salvarEmpresa(true);
    expect(ligado.status, JSON.stringify(ligado.body)).toBe(200);
    expect(ligado.body).toMatchObject({ boleto_automatico: true });

    const { numero, chave, idRecebivel, boleto } = await notaAutorizada();
    expect(boleto).toMatchObject({ idConta, nossoNumero: 328, banco: '001', convenio: '1474166' });
    expect(await proximoNossoNumero()).toBe(329);
    const emitidos = await c.t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'BOLETO_EMITIDO'), eq(auditoria.idEntidade, String(idRecebivel))));
    expect(emitidos.map((r) => r.detalhes)).toEqual([{ nosso_numero: 328, banco: '001', id_conta: idConta }]);

    const json = await c.api<Record<string, string>>(`/financeiro/lancamentos/${idRecebivel}/boleto.json`);
    expect(json.body).toMatchObject({
      nosso_numero: '14741660000000328',
      vencimento: '2099-12-31',
      valor: '12.34',
    });
    const codigo = String(json.body.codigo_barras);
    const linha = String(json.body.linha_digitavel);
    // Banco 001, moeda 9, DV, fator, R$ 12,34 in cents, campo livre: 000000 + convênio + nosso número 10 + carteira.
    const campoLivre = ['000000', '1474166', '0000000328', '17'].join('');
    expect(codigo).toBe(`0019${dvDoCodigo(codigo)}${fatorDe('2099-12-31')}0000001234${campoLivre}`);
    expect(linha).toHaveLength(47);
    expect(linha.slice(0, 9)).toBe(codigo.slice(0, 4) + codigo.slice(19, 24));
    expect(linha[9]).toBe(modulo10(linha.slice(0, 9)));
    expect(linha.slice(10, 20)).toBe(codigo.slice(24, 34));
    expect(linha[20]).toBe(modulo10(linha.slice(10, 20)));
    expect(linha.slice(21, 31)).toBe(codigo.slice(34, 44));
    expect(linha[31]).toBe(modulo10(linha.slice(21, 31)));
    expect(linha.slice(32)).toBe(codigo.slice(4, 19));

    const email = await emailDaNota(numero);
    expect(email.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${chave}-procNFe.xml`, 'application/xml'],
      [`${chave}-danfe.pdf`, 'application/pdf'],
      [`boleto-${idRecebivel}.pdf`, 'application/pdf'],
    ]);
    const linhas = String(email.text).split('\n');
    expect(linhas).toContain('Pagamento: R$ 12,34, vencimento em 31/12/2099.');
    expect(linhas).toContain(`Boleto (linha digitável): ${formatarLinhaDigitavel(linha)}`);
    expect(linhas).toContain('Em anexo estão o XML da NF-e autorizada, o DANFE e o boleto em PDF.');

    const pdf = path.join(dir, 'boleto.pdf');
    await writeFile(pdf, email.attachments[2]?.content ?? Buffer.alloc(0));
    await run('pdftoppm', ['-r', '300', '-png', '-singlefile', pdf, path.join(dir, 'pagina')]);
    const { stdout } = await run('zbarimg', ['-q', path.join(dir, 'pagina.png')]);
    expect(stdout.trim()).toBe(`I2/5:${codigo}`);
  });

  it('on, with an account that can no longer issue boletos: the note still authorises, the skip is audited', async () => {
    const semConvenio = await c.api(`/financeiro/contas-bancarias/${idConta}`, 'PUT', {
      ...CONTA_BB_SEM_SEQUENCIA,
      convenio: '',
    });
    expect(semConvenio.status, JSON.stringify(semConvenio.body)).toBe(200);
    // Already on: saving the company for something else is not refused for the account.
    expect((await salvarEmpresa(true)).status).toBe(200);

    const { idRecebivel, boleto } = await notaAutorizada();
    expect(boleto).toBeUndefined();
    expect(await proximoNossoNumero()).toBe(329);
    const avisos = await c.t.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.acao, 'BOLETO_AUTOMATICO_NAO_EMITIDO'),
          eq(auditoria.idEntidade, String(idRecebivel)),
        ),
      );
    expect(avisos.map((r) => [r.entidade, r.detalhes])).toEqual([
      [
        'lancamentos',
        { motivo: 'Informe o convênio de 7 ou 8 dígitos do Banco do Brasil na conta bancária padrão.' },
      ],
    ]);

    expect((await salvarEmpresa(false)).body).toMatchObject({ boleto_automatico: false });
    expect((await salvarEmpresa(true)).status).toBe(422);
  });
});
