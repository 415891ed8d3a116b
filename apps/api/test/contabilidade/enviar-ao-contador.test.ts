import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enviosEmail } from '../../src/db/schema/envios-email.ts';
import { MENSAGENS_DE_EMAIL } from '../../src/mensagens-de-email.ts';
import { enviarEmailsPendentes } from '../../src/modules/email/enviar-emails-pendentes.ts';
import { iniciarSmtpDaEmpresa, type SmtpDaEmpresa } from '../email/servidor-smtp.ts';
import { type Cenario, EMPRESA, montarCenario } from '../nfe/cenario.ts';
import { lerZip } from '../support/ler-zip.ts';

const USUARIO = 'nfe@plasticos.com.br';
const SENHA = 'Smtp-Senha-Secreta-7q2!';
const CONTADOR = 'escritorio@contabil.com.br';

let c: Cenario;
let smtp: SmtpDaEmpresa;
let empresa: Record<string, unknown>;

beforeAll(async () => {
  smtp = await iniciarSmtpDaEmpresa({ usuario: USUARIO, senha: SENHA });
  c = await montarCenario({ email: { intervaloSegundos: 3600, caArquivo: smtp.caArquivo } });
  empresa = { ...EMPRESA, ...smtp.camposDaEmpresa };
  const r = await c.api('/preferencias/empresa', 'PUT', empresa);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
});
afterAll(async () => {
  await c?.t.close();
  await smtp?.fechar();
});

const hoje = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

describe("POST /api/contabilidade/enviar-ao-contador ('Enviar ao contador')", () => {
  it("asks for the accountant's e-mail first, then queues the period's .zip, which the outbox sends as the download's archive", async () => {
    const dia = hoje();
    // In simulação the sale below is a test document: the archive that holds it is a test export, asked by name.
    const pedido = { inicio: dia, fim: dia, danfe: false, documentos: 'teste' };
    const semContador = await c.api('/contabilidade/enviar-ao-contador', 'POST', pedido);
    expect(semContador.status).toBe(422);
    expect(semContador.body).toEqual({ error: 'Informe o e-mail do contador em Dados da Empresa.' });

    const r = await c.api('/preferencias/empresa', 'PUT', {
      ...empresa,
      smtp_senha: '',
      email_contador: CONTADOR,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const venda = await c.salvarRascunho({
      id_cliente: c.idComprador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: c.idTampa, quantidade: '1', cfop: '5101' }],
    });
    expect((await c.emitir(venda.body.id)).status).toBe(200);

    const enviado = await c.api('/contabilidade/enviar-ao-contador', 'POST', pedido);
    expect(enviado.status, JSON.stringify(enviado.body)).toBe(202);
    expect(enviado.body).toEqual({
      message: `O arquivo do período será enviado para ${CONTADOR} em instantes.`,
    });
    const [fila] = await c.t.db.select().from(enviosEmail).where(isNotNull(enviosEmail.exportacaoInicio));
    expect(fila).toMatchObject({
      destinatario: CONTADOR,
      status: 'Pendente',
      exportacaoInicio: dia,
      exportacaoFim: dia,
      exportacaoDanfe: false,
      exportacaoAmbiente: 'simulacao',
    });

    await enviarEmailsPendentes(c.t.ctx, MENSAGENS_DE_EMAIL, c.t.app.log);
    const dataBr = dia.split('-').reverse().join('/');
    const recebidas = smtp.recebidas.filter((m) => m.para.includes(CONTADOR));
    expect(recebidas).toHaveLength(1);
    const { email } = recebidas[0] ?? { email: undefined };
    expect(email?.subject).toBe(`Documentos fiscais de ${dataBr} a ${dataBr} - ${EMPRESA.razao_social}`);
    expect(email?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`contabilidade-${dia}-a-${dia}-TESTE-simulacao-sem-valor-fiscal.zip`, 'application/zip'],
    ]);
    const anexo = await lerZip(email?.attachments[0]?.content ?? Buffer.alloc(0));
    const res = await c.t.request(`/api/contabilidade/exportacao?inicio=${dia}&fim=${dia}&documentos=teste`, {
      token: c.token,
    });
    const baixado = await lerZip(Buffer.from(await res.arrayBuffer()));
    expect([...anexo.keys()]).toEqual([...baixado.keys()]);
    expect([...anexo.keys()].filter((n) => n.startsWith('emitidas/NFe/'))).toHaveLength(1);
    for (const [nome, bytes] of anexo)
      expect(bytes.equals(baixado.get(nome) ?? Buffer.alloc(0)), nome).toBe(true);
    const [depois] = await c.t.db.select().from(enviosEmail).where(isNotNull(enviosEmail.exportacaoInicio));
    expect(depois?.status).toBe('Enviado');
  });

  it('refuses a bad period under the field (400)', async () => {
    const r = await c.api('/contabilidade/enviar-ao-contador', 'POST', {
      inicio: '2026-03-31',
      fim: '2026-03-01',
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('A data inicial deve ser anterior ou igual à data final.');
  });
});
