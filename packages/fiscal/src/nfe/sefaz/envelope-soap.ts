import {
  extrairElementos,
  filho,
  lerXmlRetorno,
  type NoXml,
  primeiroElemento,
  semDeclaracao,
  texto,
  XmlRetornoInvalidoError,
} from './ler-xml-retorno.ts';
import { namespaceDoServico, type ServicoSefaz } from './servicos-sefaz.ts';

const SOAP12_NS = 'http://www.w3.org/2003/05/soap-envelope';

/**
 * Envelope SOAP 1.2 com a área de dados em nfeDadosMsg, no namespace do serviço. O NFeDistribuicaoDFe do Ambiente
 * Nacional ainda usa o estilo do WSDL antigo: nfeDadosMsg dentro do elemento da operação (nfeDistDFeInteresse).
 */
export function montarEnvelopeSoap(servico: ServicoSefaz, dados: string): string {
  const ns = namespaceDoServico(servico);
  const area = semDeclaracao(dados);
  const corpo =
    servico === 'NFeDistribuicaoDFe'
      ? `<nfeDistDFeInteresse xmlns="${ns}"><nfeDadosMsg>${area}</nfeDadosMsg></nfeDistDFeInteresse>`
      : `<nfeDadosMsg xmlns="${ns}">${area}</nfeDadosMsg>`;
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap12:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
    `xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap12="${SOAP12_NS}">` +
    `<soap12:Body>${corpo}</soap12:Body></soap12:Envelope>`
  );
}

/** O retorno do serviço (retEnviNFe, retConsSitNFe...), lido e como texto original. */
export interface RetornoSoap {
  /** Nome do elemento de retorno, sem prefixo. */
  raiz: string;
  /** O elemento de retorno lido (sem prefixos de namespace). */
  no: NoXml;
  /** O elemento de retorno como veio, com a declaração de namespace que herdava do envelope. */
  xml: string;
}

/** O elemento que embrulha o retorno: nfeResultMsg (4.00) ou nfeDistDFeInteresseResult (DistDFe). */
function embrulhoDoRetorno(body: NoXml): NoXml | undefined {
  const resultado =
    filho(body, 'nfeResultMsg') ?? filho(body, 'nfeDistDFeInteresseResponse/nfeDistDFeInteresseResult');
  if (resultado) return resultado;
  // Alguns autorizadores ainda respondem no estilo antigo, <operacaoResult> dentro de <operacaoResponse>.
  const operacao = primeiroElemento(body);
  if (!operacao) return undefined;
  const interno = primeiroElemento(operacao[1]);
  return interno?.[0].endsWith('Result') ? interno[1] : operacao[1];
}

/** Motivo de um SOAP Fault (1.2 ou 1.1), se o corpo for um. */
export function motivoDoSoapFault(corpo: string): string | undefined {
  try {
    const fault = filho(lerXmlRetorno(corpo), 'Envelope/Body/Fault');
    if (!fault) return undefined;
    return texto(fault, 'Reason/Text') ?? texto(fault, 'faultstring') ?? '';
  } catch {
    return undefined;
  }
}

/**
 * Lê a resposta SOAP e devolve o retorno do serviço. Lança XmlRetornoInvalidoError se o corpo não for XML bem
 * formado (ou trouxer DTD), não for um envelope SOAP ou não tiver retorno.
 */
export function lerRespostaSoap(corpo: string): RetornoSoap {
  const documento = lerXmlRetorno(corpo);
  const body = filho(documento, 'Envelope/Body');
  if (!body) throw new XmlRetornoInvalidoError('a resposta não é um envelope SOAP');
  if (filho(body, 'Fault')) {
    throw new XmlRetornoInvalidoError(`SOAP Fault: ${motivoDoSoapFault(corpo) ?? 'sem motivo'}`);
  }
  const retorno = primeiroElemento(embrulhoDoRetorno(body));
  if (!retorno) throw new XmlRetornoInvalidoError('o envelope SOAP não traz o retorno do serviço');
  const [raiz] = retorno;
  const xml = extrairElementos(corpo, raiz)[0];
  if (!xml) throw new XmlRetornoInvalidoError(`não foi possível recortar ${raiz} da resposta`);
  const no = filho(lerXmlRetorno(xml), raiz);
  if (!no) throw new XmlRetornoInvalidoError(`${raiz} ilegível`);
  return { raiz, no, xml };
}
