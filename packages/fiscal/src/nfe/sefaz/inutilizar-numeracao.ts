import { cUFDaSigla } from '../../common/uf.ts';
import { assinarInutilizacao } from '../sign.ts';
import { type ClienteSefaz, chamarServico } from './cliente-sefaz.ts';
import { anoBrasilia } from './data-hora.ts';
import { extrairElementos, texto } from './ler-xml-retorno.ts';
import { montarInutNFe } from './montar-inut-nfe.ts';
import { NFE_NS } from './servicos-sefaz.ts';
import { isInutilizacaoHomologada } from './situacao-cstat.ts';
import { exigirMensagemValida } from './validar-mensagem.ts';

export interface PedidoInutilizacao {
  /** CNPJ do emitente (o do certificado: rejeição 213). */
  cnpj: string;
  serie: number;
  nNFIni: number;
  nNFFin: number;
  /** Justificativa, de 15 a 255 caracteres. */
  xJust: string;
  /** Ano (AA) em que os números seriam usados; padrão: o ano corrente em Brasília. */
  ano?: string;
  mod?: '55' | '65';
}

export interface RetInutNFe {
  /** 102 inutilização homologada; 241, 256, 563... rejeição. */
  cStat: string;
  xMotivo: string;
  dhRecbto: string;
  nProt?: string;
  /** retInutNFe como veio. */
  xml: string;
  /** O pedido assinado que foi enviado. */
  inutNFeXml: string;
  /** ProcInutNFe (pedido + retorno), quando homologada: é o documento a guardar. */
  procInutNFe?: string;
}

/** NFeInutilizacao4: inutiliza uma faixa de números não usados (série e modelo) no autorizador da UF. */
export async function inutilizarNumeracao(
  cliente: ClienteSefaz,
  pedido: PedidoInutilizacao,
): Promise<RetInutNFe> {
  const inutNFe = assinarInutilizacao(
    montarInutNFe({
      tpAmb: cliente.tpAmb,
      cUF: cUFDaSigla(cliente.uf),
      ano: pedido.ano ?? anoBrasilia(new Date()),
      CNPJ: pedido.cnpj,
      ...(pedido.mod ? { mod: pedido.mod } : {}),
      serie: pedido.serie,
      nNFIni: pedido.nNFIni,
      nNFFin: pedido.nNFFin,
      xJust: pedido.xJust,
    }),
    cliente.assinante,
  );
  exigirMensagemValida(inutNFe, 'inutNFe');
  const retorno = await chamarServico(cliente, 'NFeInutilizacao4', inutNFe);
  const campo = (nome: string) => texto(retorno.no, `infInut/${nome}`);
  const cStat = campo('cStat') ?? '';
  const nProt = campo('nProt');
  const retInut = extrairElementos(retorno.xml, 'retInutNFe')[0] ?? retorno.xml;
  return {
    cStat,
    xMotivo: campo('xMotivo') ?? '',
    dhRecbto: campo('dhRecbto') ?? '',
    ...(nProt ? { nProt } : {}),
    xml: retorno.xml,
    inutNFeXml: inutNFe,
    ...(isInutilizacaoHomologada(cStat)
      ? { procInutNFe: `<ProcInutNFe xmlns="${NFE_NS}" versao="4.00">${inutNFe}${retInut}</ProcInutNFe>` }
      : {}),
  };
}
