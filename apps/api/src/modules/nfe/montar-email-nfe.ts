import { formatarChaveAcesso, formatarReais } from '@erp/fiscal/nfe';
import type { SendMailOptions } from 'nodemailer';
import {
  AVISO_SIMULACAO,
  type EmpresaRemetente,
  empresaComCnpj,
  mensagemDaEmpresa,
} from '../email/mensagem-da-empresa.ts';

export type DadosEmailNfe = {
  empresa: EmpresaRemetente;
  nota: { numero: number; serie: number; chaveAcesso: string; valorTotalNota: string; xmlAutorizado: string };
  destinatario: string;
  danfe: Buffer;
  /** Simulação: the note has no legal value, and the text says so. */
  simulacao: boolean;
};

/**
 * The e-mail that delivers an authorised NF-e: a short text with number, série, key and value, the nfeProc
 * byte for byte and the DANFE.
 */
export function montarEmailNfe(dados: DadosEmailNfe): SendMailOptions {
  const { empresa, nota } = dados;
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
      '',
      'Em anexo estão o XML da NF-e autorizada e o DANFE em PDF.',
      ...(dados.simulacao ? AVISO_SIMULACAO : []),
    ],
    anexos: [
      {
        nome: `${nota.chaveAcesso}-procNFe.xml`,
        conteudo: Buffer.from(nota.xmlAutorizado, 'utf8'),
        tipo: 'application/xml',
      },
      { nome: `${nota.chaveAcesso}-danfe.pdf`, conteudo: dados.danfe, tipo: 'application/pdf' },
    ],
  });
}
