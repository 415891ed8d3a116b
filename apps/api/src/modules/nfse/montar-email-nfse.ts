import { formatarReais } from '@erp/fiscal/nfe';
import type { SendMailOptions } from 'nodemailer';
import {
  AVISO_SIMULACAO,
  type EmpresaRemetente,
  empresaComCnpj,
  mensagemDaEmpresa,
} from '../email/mensagem-da-empresa.ts';

export type DadosEmailNfse = {
  empresa: EmpresaRemetente;
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
 * key, service and net values, the NFS-e XML as the Sefin Nacional generated it, byte for byte, and the DANFSe,
 * under the names of the screen's downloads.
 */
export function montarEmailNfse(dados: DadosEmailNfse): SendMailOptions {
  const { empresa, nota } = dados;
  return mensagemDaEmpresa({
    empresa,
    destinatario: dados.destinatario,
    assunto: `NFS-e nº ${nota.numeroNfse} - ${empresa.razaoSocial}`,
    linhas: [
      'Prezado(a) cliente,',
      '',
      `Segue a NFS-e nº ${nota.numeroNfse}, emitida por ${empresaComCnpj(empresa)}.`,
      '',
      `Chave de acesso: ${nota.chaveAcesso}`,
      `Valor do serviço: ${formatarReais(nota.valorServico)}`,
      // The tomador pays the net value: the retentions it withholds are shown on the DANFSe.
      ...(nota.valorLiquido !== nota.valorServico
        ? [`Valor líquido: ${formatarReais(nota.valorLiquido)}`]
        : []),
      '',
      'Em anexo estão o XML da NFS-e e o DANFSe em PDF.',
      ...(dados.simulacao ? AVISO_SIMULACAO : []),
    ],
    anexos: [
      {
        nome: `${nota.chaveAcesso}-nfse.xml`,
        conteudo: Buffer.from(nota.xmlNfse, 'utf8'),
        tipo: 'application/xml',
      },
      { nome: `${nota.chaveAcesso}-danfse.pdf`, conteudo: dados.danfse, tipo: 'application/pdf' },
    ],
  });
}
