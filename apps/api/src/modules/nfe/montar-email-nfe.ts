import { formatarLinhaDigitavel } from '@erp/contracts/boleto';
import { formatarChaveAcesso, formatarData, formatarReais } from '@erp/fiscal/nfe';
import type { SendMailOptions } from 'nodemailer';
import type { CobrancaDoDocumento } from '../cobranca/cobrancas-do-documento.ts';
import {
  type Anexo,
  AVISO_SIMULACAO,
  type EmpresaRemetente,
  empresaComCnpj,
  type LinhaDaMensagem,
  mensagemDaEmpresa,
} from '../email/mensagem-da-empresa.ts';

export type DadosEmailNfe = {
  empresa: EmpresaRemetente;
  nota: { numero: number; serie: number; chaveAcesso: string; valorTotalNota: string; xmlAutorizado: string };
  destinatario: string;
  danfe: Buffer;
  /** Simulação: the note has no legal value, and the text says so. */
  simulacao: boolean;
  /** The note's receivables still open, with their PIX and boleto (none: the message says nothing of payment). */
  cobrancas: readonly CobrancaDoDocumento[];
};

/**
 * How to pay each open receivable: amount and due date, the PIX QR code (an image of the message) with its 'Pix
 * Copia e Cola' code, and the boleto's linha digitável; numbered when the note has several.
 */
function linhasDePagamento(todas: readonly CobrancaDoDocumento[]): LinhaDaMensagem[] {
  // Without a PIX key or a boleto the message stays as it was: nothing to pay with, no payment lines.
  const cobrancas = todas.filter((c) => c.pix || c.boleto);
  return cobrancas.flatMap((c, i) => [
    '',
    `${cobrancas.length > 1 ? `Parcela ${i + 1} de ${cobrancas.length}: ` : 'Pagamento: '}${formatarReais(c.valor)}, vencimento em ${formatarData(c.vencimento)}.`,
    ...(c.pix
      ? [
          'Pague com PIX pelo QR Code ou pelo código Pix Copia e Cola:',
          {
            cid: `pix-${c.pix.txid}@nfe`,
            nome: `pix-${c.pix.txid}.png`,
            png: c.pix.qrPng,
            alt: 'QR Code PIX',
          },
          c.pix.brCode,
        ]
      : []),
    ...(c.boleto ? [`Boleto (linha digitável): ${formatarLinhaDigitavel(c.boleto.linhaDigitavel)}`] : []),
  ]);
}

/** 'Em anexo…': the XML and the DANFE, and the boletos when there are. */
function linhaDosAnexos(boletos: number): string {
  if (boletos === 0) return 'Em anexo estão o XML da NF-e autorizada e o DANFE em PDF.';
  return `Em anexo estão o XML da NF-e autorizada, o DANFE e ${boletos > 1 ? 'os boletos' : 'o boleto'} em PDF.`;
}

/**
 * The e-mail that delivers an authorised NF-e: a short text with number, série, key and value, how to pay each open
 * receivable (PIX, boleto), the nfeProc byte for byte, the DANFE and the boletos' PDFs.
 */
export function montarEmailNfe(dados: DadosEmailNfe): SendMailOptions {
  const { empresa, nota } = dados;
  const boletos = dados.cobrancas.flatMap((c): Anexo[] =>
    c.boleto
      ? [{ nome: `boleto-${c.idLancamento}.pdf`, conteudo: c.boleto.pdf, tipo: 'application/pdf' }]
      : [],
  );
  return mensagemDaEmpresa({
    empresa,
    destinatario: dados.destinatario,
    assunto: `NF-e nº ${nota.numero} - ${empresa.razaoSocial}`,
    linhas: [
      'Prezado(a) cliente,',
      '',
      `Segue a NF-e nº ${nota.numero}, série ${nota.serie}, emitida por ${empresaComCnpj(empresa)}.`,
      '',
      `Chave de acesso: ${formatarChaveAcesso(nota.chaveAcesso)}`,
      `Valor total: ${formatarReais(nota.valorTotalNota)}`,
      ...linhasDePagamento(dados.cobrancas),
      '',
      linhaDosAnexos(boletos.length),
      ...(dados.simulacao ? AVISO_SIMULACAO : []),
    ],
    anexos: [
      {
        nome: `${nota.chaveAcesso}-procNFe.xml`,
        conteudo: Buffer.from(nota.xmlAutorizado, 'utf8'),
        tipo: 'application/xml',
      },
      { nome: `${nota.chaveAcesso}-danfe.pdf`, conteudo: dados.danfe, tipo: 'application/pdf' },
      ...boletos,
    ],
  });
}
