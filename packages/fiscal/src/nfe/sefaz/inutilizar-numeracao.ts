import { anoBrasilia } from '../../common/data-hora.ts';
import { cUFDaSigla } from '../../common/uf.ts';
import { assinarInutilizacao } from '../sign.ts';
import { type ClienteSefaz, chamarServico } from './cliente-sefaz.ts';
import { extrairElementos, texto } from './ler-xml-retorno.ts';
import { montarInutNFe } from './montar-inut-nfe.ts';
import { SefazTransporteError } from './sefaz-transporte-error.ts';
import { NFE_NS } from './servicos-sefaz.ts';
import { isInutilizacaoHomologada, isTentarDepois } from './situacao-cstat.ts';
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
  /**
   * homologada: 102 sobre exatamente a faixa pedida (CNPJ, cUF, ano, modelo, série, nNFIni, nNFFin) e com nProt;
   * pendente: sem resposta depois do envio, 108/109/656, ou um 102 que não é sobre o pedido (outra faixa, outro
   * CNPJ, sem protocolo): nada se conclui, reenvie depois o MESMO pedido assinado (reenviarInutilizacao);
   * recusada: a SEFAZ julgou e recusou (241 número usado, 256/563 faixa já inutilizada...).
   */
  situacao: 'homologada' | 'pendente' | 'recusada';
  /** 102 inutilização homologada; 241, 256, 563... rejeição; '' sem resposta. */
  cStat: string;
  xMotivo: string;
  dhRecbto: string;
  nProt?: string;
  /** retInutNFe como veio ('' sem resposta). */
  xml: string;
  /** O pedido assinado que foi enviado: guarde-o enquanto pendente, para reenviá-lo. */
  inutNFeXml: string;
  /** ProcInutNFe (pedido + retorno), só quando homologada: é o documento a guardar. */
  procInutNFe?: string;
  /** Por que uma resposta ficou pendente, em português (o que não confere, ou a falha de transporte). */
  motivo?: string;
}

/** Assina o pedido de inutilização (inutNFe) de uma faixa, sem enviá-lo. */
export function assinarPedidoInutilizacao(cliente: ClienteSefaz, pedido: PedidoInutilizacao): string {
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
  return inutNFe;
}

const CAMPOS_DA_FAIXA = ['tpAmb', 'cUF', 'ano', 'CNPJ', 'mod', 'serie', 'nNFIni', 'nNFFin'] as const;

/**
 * O que, num retorno 102, não confere com o pedido: cada campo da faixa (números comparados como números) e o
 * protocolo (15 dígitos). Vazio quando o retorno é sobre este pedido.
 */
export function divergenciasDoRetorno(
  inutNFe: string,
  campo: (nome: string) => string | undefined,
): string[] {
  const pedido = (nome: string) => new RegExp(`<${nome}>([^<]*)</${nome}>`).exec(inutNFe)?.[1]?.trim() ?? '';
  const iguais = (a: string, b: string) =>
    a === b || (/^\d+$/.test(a) && /^\d+$/.test(b) && Number(a) === Number(b));
  const divergencias = CAMPOS_DA_FAIXA.flatMap((nome) => {
    const recebido = campo(nome) ?? '';
    return iguais(recebido, pedido(nome))
      ? []
      : [`${nome} ${recebido || '(ausente)'} em vez de ${pedido(nome)}`];
  });
  const nProt = campo('nProt') ?? '';
  if (!/^[0-9]{15}$/.test(nProt)) divergencias.push(`nProt ${nProt || '(ausente)'}`);
  return divergencias;
}

/** NFeInutilizacao4: inutiliza uma faixa de números não usados (série e modelo) no autorizador da UF. */
export async function inutilizarNumeracao(
  cliente: ClienteSefaz,
  pedido: PedidoInutilizacao,
): Promise<RetInutNFe> {
  return reenviarInutilizacao(cliente, assinarPedidoInutilizacao(cliente, pedido));
}

/**
 * Envia um pedido de inutilização já assinado (o mesmo de uma tentativa sem conclusão, nunca um novo) e confere
 * o retorno: só um 102 sobre esta faixa, com protocolo, a dá por inutilizada.
 */
export async function reenviarInutilizacao(cliente: ClienteSefaz, inutNFe: string): Promise<RetInutNFe> {
  let retorno: Awaited<ReturnType<typeof chamarServico>>;
  try {
    retorno = await chamarServico(cliente, 'NFeInutilizacao4', inutNFe);
  } catch (erro) {
    if (!(erro instanceof SefazTransporteError) || !erro.podeTerSidoProcessada) throw erro;
    return {
      situacao: 'pendente',
      cStat: '',
      xMotivo: '',
      dhRecbto: '',
      xml: '',
      inutNFeXml: inutNFe,
      motivo: `Sem resposta da SEFAZ: ${erro.message}`,
    };
  }
  const campo = (nome: string) => texto(retorno.no, `infInut/${nome}`);
  const cStat = campo('cStat') ?? '';
  const xMotivo = campo('xMotivo') ?? '';
  const nProt = campo('nProt');
  const retInut = extrairElementos(retorno.xml, 'retInutNFe')[0] ?? retorno.xml;
  const comum = {
    cStat,
    xMotivo,
    dhRecbto: campo('dhRecbto') ?? '',
    ...(nProt ? { nProt } : {}),
    xml: retorno.xml,
    inutNFeXml: inutNFe,
  };
  if (isTentarDepois(cStat)) {
    return {
      situacao: 'pendente',
      ...comum,
      motivo: `A SEFAZ pediu para tentar depois (${cStat} - ${xMotivo}).`,
    };
  }
  if (!isInutilizacaoHomologada(cStat)) return { situacao: 'recusada', ...comum };
  const divergencias = divergenciasDoRetorno(inutNFe, campo);
  if (divergencias.length > 0) {
    return {
      situacao: 'pendente',
      ...comum,
      motivo:
        `A SEFAZ respondeu ${cStat} sobre outro pedido, não sobre esta faixa (${divergencias.join('; ')}). ` +
        'Nada foi concluído: o pedido será reenviado.',
    };
  }
  return {
    situacao: 'homologada',
    ...comum,
    procInutNFe: `<ProcInutNFe xmlns="${NFE_NS}" versao="4.00">${inutNFe}${retInut}</ProcInutNFe>`,
  };
}
