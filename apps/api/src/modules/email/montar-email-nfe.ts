import { formatarCnpj } from '@erp/fiscal/common/cnpj';
import { formatarChaveAcesso, formatarReais } from '@erp/fiscal/nfe/danfe/formatar-pt-br';
import type { SendMailOptions } from 'nodemailer';

export type DadosEmailNfe = {
  empresa: { razaoSocial: string; cnpj: string | null; email: string | null; remetente: string };
  nota: { numero: number; serie: number; chaveAcesso: string; valorTotalNota: string; xmlAutorizado: string };
  destinatario: string;
  danfe: Buffer;
  /** Simulação: the note has no legal value, and the text says so. */
  simulacao: boolean;
};

/**
 * The e-mail that delivers an authorised NF-e: a short text with number, série, key and value, the nfeProc
 * byte for byte (base64, so no line ending or encoding is touched on the way) and the DANFE. Replies go to the
 * company's contact e-mail when it has one, not to a sending mailbox nobody reads.
 */
export function montarEmailNfe(dados: DadosEmailNfe): SendMailOptions {
  const { empresa, nota } = dados;
  const emitente = empresa.cnpj
    ? `${empresa.razaoSocial} (CNPJ ${formatarCnpj(empresa.cnpj)})`
    : empresa.razaoSocial;
  const linhas = [
    'Prezado(a) cliente,',
    '',
    `Segue a NF-e nº ${nota.numero}, série ${nota.serie}, emitida por ${emitente}.`,
    '',
    `Chave de acesso: ${formatarChaveAcesso(nota.chaveAcesso)}`,
    `Valor total: ${formatarReais(nota.valorTotalNota)}`,
    '',
    'Em anexo estão o XML da NF-e autorizada e o DANFE em PDF.',
    ...(dados.simulacao
      ? ['', 'Atenção: documento emitido em ambiente de simulação, sem valor fiscal.']
      : []),
    '',
    'Esta mensagem foi enviada automaticamente.',
  ];
  return {
    from: { name: empresa.razaoSocial, address: empresa.remetente },
    to: dados.destinatario,
    ...(empresa.email ? { replyTo: empresa.email } : {}),
    subject: `NF-e nº ${nota.numero} - ${empresa.razaoSocial}`,
    text: `${linhas.join('\n')}\n`,
    attachments: [
      {
        filename: `${nota.chaveAcesso}-procNFe.xml`,
        content: Buffer.from(nota.xmlAutorizado, 'utf8'),
        contentType: 'application/xml',
        contentTransferEncoding: 'base64',
      },
      {
        filename: `${nota.chaveAcesso}-danfe.pdf`,
        content: dados.danfe,
        contentType: 'application/pdf',
        contentTransferEncoding: 'base64',
      },
    ],
  };
}
