import { formatarCnpj } from '@erp/fiscal/common/cnpj';
import { formatarReais } from '@erp/fiscal/nfe/danfe/formatar-pt-br';
import type { SendMailOptions } from 'nodemailer';

export type DadosEmailNfse = {
  empresa: { razaoSocial: string; cnpj: string | null; email: string | null; remetente: string };
  nota: {
    numeroNfse: number;
    chaveAcesso: string;
    valorServico: string;
    valorLiquido: string;
    xmlNfse: string;
  };
  destinatario: string;
  danfse: Buffer;
  /** Simulação: the NFS-e has no legal value, and the text says so. */
  simulacao: boolean;
};

/**
 * The e-mail that delivers an authorised NFS-e to its tomador, as the NF-e's does: a short text with number,
 * key, service and net values, the NFS-e XML as the Sefin Nacional generated it, byte for byte (base64), and the
 * DANFSe. The attachments carry the names of the screen's downloads. Replies go to the company's contact e-mail.
 */
export function montarEmailNfse(dados: DadosEmailNfse): SendMailOptions {
  const { empresa, nota } = dados;
  const prestador = empresa.cnpj
    ? `${empresa.razaoSocial} (CNPJ ${formatarCnpj(empresa.cnpj)})`
    : empresa.razaoSocial;
  const linhas = [
    'Prezado(a) cliente,',
    '',
    `Segue a NFS-e nº ${nota.numeroNfse}, emitida por ${prestador}.`,
    '',
    `Chave de acesso: ${nota.chaveAcesso}`,
    `Valor do serviço: ${formatarReais(nota.valorServico)}`,
    // The tomador pays the net value: the retentions it withholds are shown on the DANFSe.
    ...(nota.valorLiquido !== nota.valorServico
      ? [`Valor líquido: ${formatarReais(nota.valorLiquido)}`]
      : []),
    '',
    'Em anexo estão o XML da NFS-e e o DANFSe em PDF.',
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
    subject: `NFS-e nº ${nota.numeroNfse} - ${empresa.razaoSocial}`,
    text: `${linhas.join('\n')}\n`,
    attachments: [
      {
        filename: `${nota.chaveAcesso}-nfse.xml`,
        content: Buffer.from(nota.xmlNfse, 'utf8'),
        contentType: 'application/xml',
        contentTransferEncoding: 'base64',
      },
      {
        filename: `${nota.chaveAcesso}-danfse.pdf`,
        content: dados.danfse,
        contentType: 'application/pdf',
        contentTransferEncoding: 'base64',
      },
    ],
  };
}
