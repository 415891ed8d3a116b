import { montarChave } from '@erp/fiscal/documentos';
import { assinarEvento, assinarInutilizacao, assinarNFe } from '@erp/fiscal/nfe';
import { assinarDPS, assinarPedRegEvento } from '@erp/fiscal/nfse';
import type { ChaveAssinatura } from '@erp/fiscal/xml';
import { dataHoraBrasilia } from '../../src/xml/data-hora.ts';
import { lerFixture, nfeOficialCompacta } from './fixtures.ts';

const NS = 'http://www.portalfiscal.inf.br/nfe';

export interface OpcoesNFe {
  cnpjEmitente: string;
  nNF: number;
  serie?: number;
  cNF?: string;
  cUF?: string;
  dhEmi?: Date;
  cnpjDestinatario?: string;
  tpAmb?: '1' | '2';
  /** Tipo de emissão (padrão 1); 6 SVC-AN e 7 SVC-RS vão na chave e em ide. */
  tpEmis?: '1' | '6' | '7';
  /** B28 dhCont e B29 xJust: entrada em contingência, depois de verProc. */
  contingencia?: { dhCont: Date; xJust: string };
  /** Alteração no XML antes de assinar (para montar notas com erro de conteúdo, mas bem assinadas). */
  ajustar?: (xml: string) => string;
}

export interface NFeDeTeste {
  xml: string;
  chave: string;
}

function trocar(xml: string, elemento: string, valor: string): string {
  return xml.replace(new RegExp(`<${elemento}>[^<]*</${elemento}>`), `<${elemento}>${valor}</${elemento}>`);
}

/**
 * NF-e válida (PL_010) a partir da amostra oficial, com emitente, número e data trocados, chave recalculada e
 * assinada com o certificado informado (pelo assinador do pacote fiscal).
 */
export function montarNFe(opcoes: OpcoesNFe, certificado: ChaveAssinatura): NFeDeTeste {
  const serie = opcoes.serie ?? 1;
  const cUF = opcoes.cUF ?? '43';
  const cNF = opcoes.cNF ?? String(10_000_000 + opcoes.nNF).slice(-8);
  const dhEmi = dataHoraBrasilia(opcoes.dhEmi ?? new Date(Date.now() - 60_000));
  const chave = montarChave({
    cUF,
    aamm: `${dhEmi.slice(2, 4)}${dhEmi.slice(5, 7)}`,
    cnpj: opcoes.cnpjEmitente,
    mod: '55',
    serie,
    nNF: opcoes.nNF,
    tpEmis: opcoes.tpEmis ?? '1',
    cNF,
  });
  let xml = nfeOficialCompacta()
    .replace(/^<\?xml[^>]*\?>/, '')
    .replace(/<Signature[\s\S]*<\/Signature>/, '');
  for (const [elemento, valor] of [
    ['cUF', cUF],
    ['cNF', cNF],
    ['serie', String(serie)],
    ['nNF', String(opcoes.nNF)],
    ['dhEmi', dhEmi],
    ['dhSaiEnt', dhEmi],
    ['cDV', chave.slice(-1)],
    ['tpAmb', opcoes.tpAmb ?? '2'],
    ['tpEmis', opcoes.tpEmis ?? '1'],
  ] as const) {
    xml = trocar(xml, elemento, valor);
  }
  if (opcoes.contingencia) {
    const { dhCont, xJust } = opcoes.contingencia;
    xml = xml.replace(
      /(<verProc>[^<]*<\/verProc>)/,
      `$1<dhCont>${dataHoraBrasilia(dhCont)}</dhCont><xJust>${xJust}</xJust>`,
    );
  }
  xml = xml
    .replace(/<emit><CNPJ>[0-9]{14}<\/CNPJ>/, `<emit><CNPJ>${opcoes.cnpjEmitente}</CNPJ>`)
    .replace(
      /<dest><CNPJ>[0-9]{14}<\/CNPJ>/,
      `<dest><CNPJ>${opcoes.cnpjDestinatario ?? '58716523000119'}</CNPJ>`,
    )
    .replace(/Id="NFe[0-9]{44}"/, `Id="NFe${chave}"`);
  return { xml: assinarNFe(opcoes.ajustar ? opcoes.ajustar(xml) : xml, certificado), chave };
}

export function enviNFe(notas: string[], indSinc: '0' | '1', idLote = '1'): string {
  return `<enviNFe xmlns="${NS}" versao="4.00"><idLote>${idLote}</idLote><indSinc>${indSinc}</indSinc>${notas.join('')}</enviNFe>`;
}

export interface OpcoesEvento {
  tpEvento: string;
  chNFe: string;
  /** CNPJ do autor. */
  cnpj: string;
  cOrgao?: string;
  nSeqEvento?: number;
  dhEvento?: Date;
  /** Conteúdo de detEvento. */
  detalhe: string;
}

/** envEvento com um evento (ou vários), assinado pelo pacote fiscal. */
export function envEvento(eventos: OpcoesEvento[], certificado: ChaveAssinatura, idLote = '1'): string {
  const corpo = eventos
    .map((e) => {
      const nSeq = e.nSeqEvento ?? 1;
      const id = `ID${e.tpEvento}${e.chNFe}${String(nSeq).padStart(2, '0')}`;
      return (
        `<evento versao="1.00"><infEvento Id="${id}"><cOrgao>${e.cOrgao ?? e.chNFe.slice(0, 2)}</cOrgao>` +
        `<tpAmb>2</tpAmb><CNPJ>${e.cnpj}</CNPJ><chNFe>${e.chNFe}</chNFe>` +
        `<dhEvento>${dataHoraBrasilia(e.dhEvento ?? new Date(Date.now() - 1000))}</dhEvento>` +
        `<tpEvento>${e.tpEvento}</tpEvento><nSeqEvento>${nSeq}</nSeqEvento><verEvento>1.00</verEvento>` +
        `<detEvento versao="1.00">${e.detalhe}</detEvento></infEvento></evento>`
      );
    })
    .join('');
  return assinarEvento(
    `<envEvento xmlns="${NS}" versao="1.00"><idLote>${idLote}</idLote>${corpo}</envEvento>`,
    certificado,
  );
}

export const detalheCancelamento = (nProt: string) =>
  `<descEvento>Cancelamento</descEvento><nProt>${nProt}</nProt><xJust>Pedido cancelado pelo cliente antes da entrega</xJust>`;

export const detalheCartaCorrecao = (correcao: string) =>
  '<descEvento>Carta de Correcao</descEvento>' +
  `<xCorrecao>${correcao}</xCorrecao>` +
  '<xCondUso>A Carta de Correcao e disciplinada pelo paragrafo 1o-A do art. 7o do Convenio S/N, de 15 de dezembro de 1970 e pode ser utilizada para regularizacao de erro ocorrido na emissao de documento fiscal, desde que o erro nao esteja relacionado com: I - as variaveis que determinam o valor do imposto tais como: base de calculo, aliquota, diferenca de preco, quantidade, valor da operacao ou da prestacao; II - a correcao de dados cadastrais que implique mudanca do remetente ou do destinatario; III - a data de emissao ou de saida.</xCondUso>';

export const detalheCiencia = '<descEvento>Ciencia da Operacao</descEvento>';

export interface OpcoesInutilizacao {
  cnpj: string;
  serie: number;
  nNFIni: number;
  nNFFin: number;
  cUF?: string;
  ano?: string;
}

export function inutNFe(o: OpcoesInutilizacao, certificado: ChaveAssinatura): string {
  const cUF = o.cUF ?? '43';
  const ano = o.ano ?? dataHoraBrasilia(new Date()).slice(2, 4);
  const id = `ID${cUF}${ano}${o.cnpj}55${String(o.serie).padStart(3, '0')}${String(o.nNFIni).padStart(9, '0')}${String(o.nNFFin).padStart(9, '0')}`;
  const xml =
    `<inutNFe xmlns="${NS}" versao="4.00"><infInut Id="${id}"><tpAmb>2</tpAmb><xServ>INUTILIZAR</xServ>` +
    `<cUF>${cUF}</cUF><ano>${ano}</ano><CNPJ>${o.cnpj}</CNPJ><mod>55</mod><serie>${o.serie}</serie>` +
    `<nNFIni>${o.nNFIni}</nNFIni><nNFFin>${o.nNFFin}</nNFFin>` +
    '<xJust>Numeracao pulada por falha no sistema emissor</xJust></infInut></inutNFe>';
  return assinarInutilizacao(xml, certificado);
}

export interface OpcoesDps {
  cnpjPrestador: string;
  nDPS: number;
  serie?: string;
  vServ?: string;
  pAliq?: string;
  /** Id diferente do esperado (regra E0004). */
  id?: string;
  /** Prestador não optante do Simples Nacional (opSimpNac 1, sem regApTribSN). */
  naoOptante?: boolean;
  /** Retenções de CP 110,00, IRRF 15,00 e CSLL 10,00. */
  retencoesFederais?: boolean;
  /** Dedução/redução da base do ISSQN (vDedRed/vDR). */
  vDR?: string;
  /** Tomador identificado por este CNPJ em vez do CPF da amostra. */
  cnpjTomador?: string;
  /** Ambiente da DPS (padrão: 2, o da amostra). */
  tpAmb?: '1' | '2';
}

/** DPS 1.01 a partir da amostra oficial (1.00), com prestador, número e datas trocados, assinada. */
export function montarDps(o: OpcoesDps, certificado: ChaveAssinatura): { xml: string; id: string } {
  const serie = o.serie ?? '900';
  const cLocEmi = '1505486';
  const id =
    o.id ?? `DPS${cLocEmi}2${o.cnpjPrestador}${serie.padStart(5, '0')}${String(o.nDPS).padStart(15, '0')}`;
  const agora = dataHoraBrasilia(new Date(Date.now() - 60_000));
  let xml = lerFixture('dps_example.xml')
    .toString('utf8')
    .replace(/>\s+</g, '><')
    .trim()
    .replace('versao="1.00"', 'versao="1.01"')
    .replace(/Id="DPS[0-9]+"/, `Id="${id}"`);
  for (const [elemento, valor] of [
    ['dhEmi', agora],
    ['dCompet', agora.slice(0, 10)],
    ['serie', serie],
    ['nDPS', String(o.nDPS)],
    ['vServ', o.vServ ?? '120.00'],
    ['tpAmb', o.tpAmb ?? '2'],
  ] as const) {
    xml = trocar(xml, elemento, valor);
  }
  xml = xml
    .replace(/<prest><CNPJ>[0-9]{14}<\/CNPJ>/, `<prest><CNPJ>${o.cnpjPrestador}</CNPJ>`)
    // O leiaute 1.01 exige o código NBS (a amostra é do 1.00); o mesmo da NFS-e de exemplo.
    .replace('</xDescServ>', '</xDescServ><cNBS>123012100</cNBS>');
  if (o.pAliq) xml = xml.replace('</tpRetISSQN>', `</tpRetISSQN><pAliq>${o.pAliq}</pAliq>`);
  if (o.naoOptante) {
    xml = xml.replace('<opSimpNac>3</opSimpNac><regApTribSN>1</regApTribSN>', '<opSimpNac>1</opSimpNac>');
  }
  if (o.vDR) xml = xml.replace('</vServPrest>', `</vServPrest><vDedRed><vDR>${o.vDR}</vDR></vDedRed>`);
  if (o.cnpjTomador) xml = xml.replace(/<toma><CPF>[0-9]{11}<\/CPF>/, `<toma><CNPJ>${o.cnpjTomador}</CNPJ>`);
  if (o.retencoesFederais) {
    xml = xml.replace(
      '</piscofins>',
      '</piscofins><vRetCP>110.00</vRetCP><vRetIRRF>15.00</vRetIRRF><vRetCSLL>10.00</vRetCSLL>',
    );
  }
  return { xml: assinarDPS(xml, certificado), id };
}

export function pedidoCancelamentoNfse(
  chNFSe: string,
  cnpjAutor: string,
  certificado: ChaveAssinatura,
): string {
  const xml =
    `<pedRegEvento xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"><infPedReg Id="PRE${chNFSe}101101001">` +
    `<tpAmb>2</tpAmb><verAplic>ERP-0.1</verAplic><dhEvento>${dataHoraBrasilia(new Date(Date.now() - 1000))}</dhEvento>` +
    `<CNPJAutor>${cnpjAutor}</CNPJAutor><chNFSe>${chNFSe}</chNFSe><nPedRegEvento>1</nPedRegEvento>` +
    '<e101101><xDesc>Cancelamento de NFS-e</xDesc><cMotivo>1</cMotivo>' +
    '<xMotivo>Erro na emissao: valor do servico digitado errado</xMotivo></e101101></infPedReg></pedRegEvento>';
  return assinarPedRegEvento(xml, certificado);
}
