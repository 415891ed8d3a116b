import type { TContagemExportacaoContabil } from '@erp/contracts/contabilidade';
import { formatarCnpj } from '@erp/fiscal/common/cnpj';
import type { SendMailOptions } from 'nodemailer';

export type DadosEmailContador = {
  empresa: { razaoSocial: string; cnpj: string | null; email: string | null; remetente: string };
  destinatario: string;
  periodo: { inicio: string; fim: string };
  contagem: TContagemExportacaoContabil;
  zip: Buffer;
};

const dataBr = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The e-mail that takes the period's files to the accountant: what the .zip holds, counted, and the archive itself
 * (base64, so no byte of any XML is touched on the way). Replies go to the company's contact e-mail.
 */
export function montarEmailContador(dados: DadosEmailContador): SendMailOptions {
  const { empresa, contagem, periodo } = dados;
  const empresaTexto = empresa.cnpj
    ? `${empresa.razaoSocial} (CNPJ ${formatarCnpj(empresa.cnpj)})`
    : empresa.razaoSocial;
  const intervalo = `${dataBr(periodo.inicio)} a ${dataBr(periodo.fim)}`;
  const linhas = [
    'Prezado(a) contador(a),',
    '',
    `Seguem os documentos fiscais de ${empresaTexto} de ${intervalo}:`,
    '',
    `- NF-e emitidas: ${contagem.nfe_emitidas}`,
    `- Eventos de NF-e emitidas (cancelamentos, cartas de correção): ${contagem.eventos_nfe}`,
    `- Inutilizações de numeração: ${contagem.inutilizacoes}`,
    `- NFS-e emitidas: ${contagem.nfse_emitidas} (eventos: ${contagem.eventos_nfse})`,
    `- NF-e recebidas: ${contagem.nfe_recebidas} (eventos do emitente: ${contagem.eventos_recebidos}; manifestações: ${contagem.manifestacoes})`,
    '',
    `O arquivo ${contagem.nome_arquivo} traz os XML como autorizados e o resumo.csv com uma linha por documento.`,
    ...(contagem.ambiente === 'producao'
      ? []
      : [
          '',
          `Atenção: documentos do ambiente de ${contagem.ambiente === 'homologacao' ? 'homologação' : 'simulação'}, sem valor fiscal.`,
        ]),
    '',
    'Esta mensagem foi enviada automaticamente.',
  ];
  return {
    from: { name: empresa.razaoSocial, address: empresa.remetente },
    to: dados.destinatario,
    ...(empresa.email ? { replyTo: empresa.email } : {}),
    subject: `Documentos fiscais de ${intervalo} - ${empresa.razaoSocial}`,
    text: `${linhas.join('\n')}\n`,
    attachments: [
      {
        filename: contagem.nome_arquivo,
        content: dados.zip,
        contentType: 'application/zip',
        contentTransferEncoding: 'base64',
      },
    ],
  };
}
