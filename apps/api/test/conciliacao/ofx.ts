import type { TTransacaoExtrato } from '@erp/contracts/conciliacao';
import type { TestApp } from '../support/test-app.ts';

/** Builders of the reconciliation tests: an OFX 1.x (SGML, CHARSET 1252) as a bank writes it, and its upload. */

export type LinhaOfx = { fitid: string; data: string; valor: string; nome?: string; memo?: string };

const dia = (iso: string) => iso.replaceAll('-', '');

export function montarOfx(
  conta: { bankId: string; acctId: string },
  linhas: LinhaOfx[],
  saldo?: [string, string],
) {
  const stmttrn = linhas.map(
    (l) =>
      `<STMTTRN>\n<TRNTYPE>${l.valor.startsWith('-') ? 'DEBIT' : 'CREDIT'}\n<DTPOSTED>${dia(l.data)}120000[-3:BRT]\n` +
      `<TRNAMT>${l.valor}\n<FITID>${l.fitid}\n${l.nome ? `<NAME>${l.nome}\n` : ''}${l.memo ? `<MEMO>${l.memo}\n` : ''}</STMTTRN>`,
  );
  const texto = [
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE',
    'OLDFILEUID:NONE\nNEWFILEUID:NONE\n',
    '<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<TRNUID>1\n<STMTRS>\n<CURDEF>BRL\n<BANKACCTFROM>',
    `<BANKID>${conta.bankId}\n<ACCTID>${conta.acctId}\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>\n<BANKTRANLIST>`,
    ...stmttrn,
    '</BANKTRANLIST>',
    saldo ? `<LEDGERBAL>\n<BALAMT>${saldo[0]}\n<DTASOF>${dia(saldo[1])}\n</LEDGERBAL>` : '',
    '</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n',
  ].join('\n');
  // Accented letters are the same bytes in latin-1 and 1252.
  return Buffer.from(texto.replace(/\n/g, '\r\n'), 'latin1');
}

export function formDoExtrato(conteudo: Buffer | string, idConta: number | string, nome = 'extrato.ofx') {
  const form = new FormData();
  form.append('id_conta', String(idConta));
  form.append('arquivo', new Blob([conteudo], { type: 'application/x-ofx' }), nome);
  return form;
}

export async function enviarExtrato(t: TestApp, token: string, conteudo: Buffer | string, idConta: number) {
  const res = await t.request('/api/financeiro/extratos', {
    method: 'POST',
    token,
    body: formDoExtrato(conteudo, idConta),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export async function transacoes(t: TestApp, token: string, idConta: number, query = 'conciliada=false') {
  const res = await t.request(`/api/financeiro/extratos/${idConta}/transacoes?${query}&limit=100`, { token });
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: TTransacaoExtrato[] }).data;
}
