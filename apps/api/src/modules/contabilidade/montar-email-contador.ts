import type { TContagemExportacaoContabil } from '@erp/contracts/contabilidade';
import type { SendMailOptions } from 'nodemailer';
import { type EmpresaRemetente, empresaComCnpj, mensagemDaEmpresa } from '../email/mensagem-da-empresa.ts';

export type DadosEmailContador = {
  empresa: EmpresaRemetente;
  destinatario: string;
  periodo: { inicio: string; fim: string };
  contagem: TContagemExportacaoContabil;
  zip: Buffer;
};

const dataBr = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The e-mail that takes the period's files to the accountant: what the .zip holds, counted, and the archive itself.
 */
export function montarEmailContador(dados: DadosEmailContador): SendMailOptions {
  const { empresa, contagem, periodo } = dados;
  const empresaTexto = empresaComCnpj(empresa);
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
  ];
  return mensagemDaEmpresa({
    empresa,
    destinatario: dados.destinatario,
    assunto: `Documentos fiscais de ${intervalo} - ${empresa.razaoSocial}`,
    linhas,
    anexos: [{ nome: contagem.nome_arquivo, conteudo: dados.zip, tipo: 'application/zip' }],
  });
}
