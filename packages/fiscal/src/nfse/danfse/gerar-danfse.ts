import {
  A4,
  criarPdf,
  desenharMarcaDagua,
  escreverLinha,
  FONTE,
  fonte,
  quebrarLinhas,
} from '../../nfe/danfe/desenho-pdf.ts';
import { lerNfse, type PessoaNfse } from '../ler-nfse.ts';
import {
  blocoPessoa,
  cabecalho,
  identificacao,
  informacoes,
  marcas,
  nomesConhecidos,
  servico,
  totaisAproximados,
  tributacaoFederal,
  tributacaoMunicipal,
  valorTotal,
} from './blocos-danfse.ts';
import { ENTRELINHA, LARGURA, MARGEM, Pagina, VALOR } from './pagina-danfse.ts';
import { TEXTO_OP_SIMPLES, TEXTO_REG_AP_SN } from './textos-danfse.ts';

/**
 * DANFSe (Documento Auxiliar da NFS-e) no leiaute do Emissor Nacional (DANFSe v1.0, como o PDF de exemplo em
 * shared/fiscal/nfse/manuals): cabeçalho com a prefeitura, chave de acesso e QR Code da consulta pública,
 * emitente, tomador, intermediário, serviço, tributação municipal e federal, totais e informações
 * complementares, em quatro colunas. Em homologação ou simulação leva "NFS-e SEM VALIDADE JURÍDICA".
 */

export interface OpcoesDanfse {
  /** Ambiente de simulação: sem validade jurídica, como em homologação. */
  simulacao?: boolean;
  /** A NFS-e foi cancelada (evento 101101 registrado). */
  cancelada?: boolean;
  /** false grava o PDF sem compressão (os testes leem o texto). Padrão: true. */
  compress?: boolean;
  /** Nome do município pelo código IBGE (tabela do IBGE do sistema), para endereços que a NFS-e não nomeia. */
  nomeMunicipio?: (cMun: string) => string | undefined;
  /** Cabeçalho da prefeitura do município emissor: nome, e-mail e brasão (PNG ou JPEG). */
  municipio?: { nome?: string; email?: string; brasao?: Buffer };
}

/**
 * DANFSe em PDF de uma NFS-e Nacional (XML devolvido pela Sefin ou pelo ADN). Lança NfseParseError para XML
 * que não é NFS-e.
 */
export async function gerarDanfse(xmlNfse: string | Uint8Array, opcoes: OpcoesDanfse = {}): Promise<Buffer> {
  const nota = lerNfse(xmlNfse);
  const semValidade = opcoes.simulacao === true || nota.dps.tpAmb === '2';
  const { doc, concluir } = criarPdf({
    titulo: `DANFSe - NFS-e ${nota.nNFSe} - ${nota.xLocEmi}`,
    ...(opcoes.compress !== undefined ? { compress: opcoes.compress } : {}),
  });
  const nomeMunicipio = nomesConhecidos(nota, opcoes);
  const marcasDagua = marcas(nota, opcoes, semValidade);
  doc.addPage({ size: 'A4', margin: 0 });
  let pagina = new Pagina(doc);
  cabecalho(doc, pagina, nota, opcoes, semValidade);
  identificacao(doc, pagina, nota);
  const emitente: PessoaNfse = {
    ...nota.emit,
    ...(nota.emit.end ? { end: nota.emit.end } : {}),
  };
  blocoPessoa(pagina, 'EMITENTE DA NFS-e', 'Prestador do Serviço', emitente, nomeMunicipio);
  const regTrib = nota.dps.prest.regTrib;
  pagina.fileira([
    {
      rotulo: 'Simples Nacional na Data de Competência',
      valor: TEXTO_OP_SIMPLES[regTrib.opSimpNac ?? ''] ?? regTrib.opSimpNac,
      colunas: 2,
    },
    {
      rotulo: 'Regime de Apuração Tributária pelo SN',
      valor: regTrib.regApTribSN ? (TEXTO_REG_AP_SN[regTrib.regApTribSN] ?? regTrib.regApTribSN) : undefined,
      colunas: 2,
      linhas: 2,
    },
  ]);
  pagina.separador();
  if (nota.dps.toma) {
    blocoPessoa(pagina, 'TOMADOR DO SERVIÇO', '', nota.dps.toma, nomeMunicipio);
  } else {
    pagina.centralizado('TOMADOR DO SERVIÇO NÃO IDENTIFICADO NA NFS-e');
  }
  pagina.separador();
  if (nota.dps.interm) {
    blocoPessoa(pagina, 'INTERMEDIÁRIO DO SERVIÇO', '', nota.dps.interm, nomeMunicipio);
  } else {
    pagina.centralizado('INTERMEDIÁRIO DO SERVIÇO NÃO IDENTIFICADO NA NFS-e');
  }
  pagina.separador();
  servico(pagina, nota);
  tributacaoMunicipal(pagina, nota);
  tributacaoFederal(pagina, nota);
  valorTotal(pagina, nota);
  totaisAproximados(doc, pagina, nota);

  // Informações complementares até o fim da folha; o que não couber continua numa folha nova.
  const fim = A4.altura - MARGEM - 4;
  fonte(doc, FONTE, VALOR);
  let linhas = quebrarLinhas(doc, informacoes(nota), LARGURA - 8);
  let rotulo = 'INFORMAÇÕES COMPLEMENTARES';
  for (;;) {
    pagina.titulo(rotulo);
    const cabem = Math.max(1, Math.floor((fim - pagina.y) / ENTRELINHA));
    fonte(doc, FONTE, VALOR);
    linhas.slice(0, cabem).forEach((linha, i) => {
      escreverLinha(doc, linha, MARGEM + 4, pagina.y + i * ENTRELINHA, LARGURA - 8);
    });
    doc
      .lineWidth(0.6)
      .rect(MARGEM, MARGEM, LARGURA, A4.altura - 2 * MARGEM)
      .stroke();
    desenharMarcaDagua(doc, marcasDagua);
    linhas = linhas.slice(cabem);
    if (linhas.length === 0) break;
    doc.addPage({ size: 'A4', margin: 0 });
    pagina = new Pagina(doc);
    cabecalho(doc, pagina, nota, opcoes, semValidade);
    pagina.fileira([{ rotulo: 'Chave de Acesso da NFS-e', valor: nota.chaveAcesso, colunas: 3 }]);
    pagina.separador();
    rotulo = 'INFORMAÇÕES COMPLEMENTARES (CONTINUAÇÃO)';
  }
  return concluir();
}
