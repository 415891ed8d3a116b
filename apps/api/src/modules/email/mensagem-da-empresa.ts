import { formatarCnpj } from '@erp/fiscal/documentos';
import type { SendMailOptions } from 'nodemailer';

/** The company as it signs its e-mails: name, CNPJ, contact e-mail (for replies) and the sending address. */
export type EmpresaRemetente = {
  razaoSocial: string;
  cnpj: string | null;
  email: string | null;
  remetente: string;
};

export type Anexo = {
  nome: string;
  conteudo: Buffer;
  tipo: 'application/xml' | 'application/pdf' | 'application/zip';
};

/**
 * An image shown inside the message (a PIX QR code): a PNG part of the message referenced as `cid:`, which Gmail,
 * Outlook, Apple Mail and Thunderbird show, where most block a `data:` URI.
 */
export type ImagemEmbutida = { cid: string; nome: string; png: Buffer; alt: string };

/** A line of the text, or an image that the HTML part shows there (the plain text leaves it out). */
export type LinhaDaMensagem = string | ImagemEmbutida;

const escaparHtml = (texto: string) =>
  texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The HTML part: the same lines, each image where it stands. */
function htmlDasLinhas(linhas: readonly LinhaDaMensagem[]): string {
  const corpo = linhas
    .map((l) =>
      typeof l === 'string'
        ? `${escaparHtml(l)}<br>`
        : `<img src="cid:${l.cid}" alt="${escaparHtml(l.alt)}" width="240" height="240"><br>`,
    )
    .join('\n');
  return `<!DOCTYPE html><html><body style="font-family: Arial, sans-serif; font-size: 14px">\n${corpo}\n</body></html>\n`;
}

/** 'Plásticos Ltda (CNPJ 11.222.333/0001-81)', or the name alone before the CNPJ is known. */
export function empresaComCnpj(empresa: EmpresaRemetente): string {
  return empresa.cnpj ? `${empresa.razaoSocial} (CNPJ ${formatarCnpj(empresa.cnpj)})` : empresa.razaoSocial;
}

/**
 * An e-mail the company sends (an authorised NF-e or NFS-e, the accountant's files): from its name and sending
 * address, replies to its contact e-mail rather than a sending mailbox nobody reads, the text closed by the notice
 * of an automatic message, and every attachment in base64, so no byte of an XML is touched on the way.
 */
export function mensagemDaEmpresa(dados: {
  empresa: EmpresaRemetente;
  destinatario: string;
  assunto: string;
  linhas: readonly LinhaDaMensagem[];
  anexos: readonly Anexo[];
}): SendMailOptions {
  const { empresa } = dados;
  const linhas = [...dados.linhas, '', 'Esta mensagem foi enviada automaticamente.'];
  const imagens = linhas.filter((l): l is ImagemEmbutida => typeof l !== 'string');
  return {
    from: { name: empresa.razaoSocial, address: empresa.remetente },
    to: dados.destinatario,
    ...(empresa.email ? { replyTo: empresa.email } : {}),
    subject: dados.assunto,
    text: `${linhas.filter((l) => typeof l === 'string').join('\n')}\n`,
    // Only a message with an image has an HTML part: the others stay plain text, as they always were.
    ...(imagens.length > 0 ? { html: htmlDasLinhas(linhas) } : {}),
    attachments: [
      ...dados.anexos.map((a) => ({
        filename: a.nome,
        content: a.conteudo,
        contentType: a.tipo,
        contentTransferEncoding: 'base64' as const,
      })),
      ...imagens.map((i) => ({
        filename: i.nome,
        content: i.png,
        contentType: 'image/png',
        contentDisposition: 'inline' as const,
        cid: i.cid,
        contentTransferEncoding: 'base64' as const,
      })),
    ],
  };
}

/** The notice of a document issued in simulação, which has no legal value. */
export const AVISO_SIMULACAO = ['', 'Atenção: documento emitido em ambiente de simulação, sem valor fiscal.'];
