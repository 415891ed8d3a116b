import { escaparTexto } from '@erp/fiscal/xml';
import type { Servico } from '../falhas/falhas.ts';
import { conteudoDoElemento } from '../xml/extrair-elementos.ts';
import { atributo, lerXml, type NoXml, XmlMalFormadoError } from '../xml/ler-xml.ts';

export const SOAP12_NS = 'http://www.w3.org/2003/05/soap-envelope';
export const WSDL_NS = 'http://www.portalfiscal.inf.br/nfe/wsdl/';
export const CONTENT_TYPE_SOAP = 'application/soap+xml; charset=utf-8';

export class SoapFault extends Error {
  override readonly name = 'SoapFault';

  constructor(
    readonly codigo: 'Sender' | 'Receiver',
    message: string,
  ) {
    super(message);
  }
}

function elementoLocal(no: NoXml | undefined, nomeLocal: string): [string, NoXml] | undefined {
  if (!no) return undefined;
  for (const [nome, valor] of Object.entries(no)) {
    if (nome.startsWith('@_') || nome === '#text') continue;
    const local = nome.includes(':') ? nome.slice(nome.indexOf(':') + 1) : nome;
    if (local === nomeLocal && valor && typeof valor === 'object' && !Array.isArray(valor)) {
      return [nome, valor as NoXml];
    }
  }
  return undefined;
}

function namespaceDe(nome: string, no: NoXml, ancestrais: NoXml[]): string | undefined {
  const prefixo = nome.includes(':') ? nome.slice(0, nome.indexOf(':')) : '';
  const declaracao = prefixo ? `xmlns:${prefixo}` : 'xmlns';
  for (const candidato of [no, ...ancestrais]) {
    const ns = atributo(candidato, declaracao);
    if (ns !== undefined) return ns;
  }
  return undefined;
}

/** O conteúdo de nfeDadosMsg (a área de dados, como texto original) e o namespace em que ele veio. */
export interface EnvelopeLido {
  dados: string;
  /** Namespace de nfeDadosMsg (http://www.portalfiscal.inf.br/nfe/wsdl/<Serviço>); undefined se não declarado. */
  namespace: string | undefined;
}

/**
 * Lê o envelope SOAP 1.2. O nfeDadosMsg pode vir direto no Body (serviços 4.00) ou dentro do elemento da operação
 * (nfeDistDFeInteresse, no NFeDistribuicaoDFe do Ambiente Nacional). O serviço é decidido depois, pelo namespace
 * (nfe/servicos.ts).
 */
export function lerEnvelope(corpo: string): EnvelopeLido {
  let raiz: NoXml;
  try {
    raiz = lerXml(corpo);
  } catch (erro) {
    if (erro instanceof XmlMalFormadoError)
      throw new SoapFault('Sender', `XML do envelope malformado: ${erro.message}`);
    throw erro;
  }
  const envelope = elementoLocal(raiz, 'Envelope');
  if (!envelope || namespaceDe(envelope[0], envelope[1], []) !== SOAP12_NS) {
    throw new SoapFault('Sender', 'A mensagem não é um envelope SOAP 1.2.');
  }
  const body = elementoLocal(envelope[1], 'Body');
  if (!body) throw new SoapFault('Sender', 'Envelope SOAP sem Body.');
  let dados = elementoLocal(body[1], 'nfeDadosMsg');
  const ancestrais = [body[1], envelope[1]];
  if (!dados) {
    const operacao = Object.entries(body[1]).find(([nome]) => !nome.startsWith('@_') && nome !== '#text');
    const noOperacao = operacao?.[1];
    if (noOperacao && typeof noOperacao === 'object' && !Array.isArray(noOperacao)) {
      dados = elementoLocal(noOperacao as NoXml, 'nfeDadosMsg');
      ancestrais.unshift(noOperacao as NoXml);
    }
  }
  if (!dados) throw new SoapFault('Sender', 'Body sem o elemento nfeDadosMsg.');
  const namespace = namespaceDe(dados[0], dados[1], ancestrais);
  const conteudo = conteudoDoElemento(corpo, 'nfeDadosMsg')?.conteudo.trim();
  if (!conteudo) throw new SoapFault('Sender', 'nfeDadosMsg vazio.');
  return { dados: conteudo, namespace };
}

/** A SOAP action do pedido: o parâmetro action do Content-Type (SOAP 1.2) ou o cabeçalho SOAPAction. */
export function acaoDoPedido(
  contentType: string | undefined,
  soapAction: string | undefined,
): string | undefined {
  const doTipo = /;\s*action\s*=\s*"?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  const acao = doTipo ?? soapAction?.replace(/^"|"$/g, '');
  return acao?.trim() || undefined;
}

const DECLARACOES = `xmlns:soap="${SOAP12_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"`;

/**
 * Envelope de resposta. Os serviços 4.00 respondem em nfeResultMsg; o NFeDistribuicaoDFe do Ambiente Nacional
 * usa o estilo antigo, nfeDistDFeInteresseResponse/nfeDistDFeInteresseResult.
 */
export function montarEnvelope(servico: Servico, retorno: string): string {
  const ns = `${WSDL_NS}${servico}`;
  const corpo =
    servico === 'NFeDistribuicaoDFe'
      ? `<nfeDistDFeInteresseResponse xmlns="${ns}"><nfeDistDFeInteresseResult>${retorno}</nfeDistDFeInteresseResult></nfeDistDFeInteresseResponse>`
      : `<nfeResultMsg xmlns="${ns}">${retorno}</nfeResultMsg>`;
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope ${DECLARACOES}><soap:Body>${corpo}</soap:Body></soap:Envelope>`;
}

export function montarFault(codigo: 'Sender' | 'Receiver', motivo: string): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope ${DECLARACOES}><soap:Body><soap:Fault>` +
    `<soap:Code><soap:Value>soap:${codigo}</soap:Value></soap:Code>` +
    `<soap:Reason><soap:Text xml:lang="pt-BR">${escaparTexto(motivo)}</soap:Text></soap:Reason>` +
    '</soap:Fault></soap:Body></soap:Envelope>'
  );
}
