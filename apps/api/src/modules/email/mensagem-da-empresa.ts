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
  linhas: readonly string[];
  anexos: readonly Anexo[];
}): SendMailOptions {
  const { empresa } = dados;
  return {
    from: { name: empresa.razaoSocial, address: empresa.remetente },
    to: dados.destinatario,
    ...(empresa.email ? { replyTo: empresa.email } : {}),
    subject: dados.assunto,
    text: `${[...dados.linhas, '', 'Esta mensagem foi enviada automaticamente.'].join('\n')}\n`,
    attachments: dados.anexos.map((a) => ({
      filename: a.nome,
      content: a.conteudo,
      contentType: a.tipo,
      contentTransferEncoding: 'base64',
    })),
  };
}

/** The notice of a document issued in simulação, which has no legal value. */
export const AVISO_SIMULACAO = ['', 'Atenção: documento emitido em ambiente de simulação, sem valor fiscal.'];
