import https from 'node:https';
import { XMLParser } from 'fast-xml-parser';
import type { Simulator } from '../../src/create-simulator.ts';

export interface Credencial {
  certPem: string;
  keyPem: string;
}

export interface RespostaHttp {
  status: number;
  contentType: string;
  corpo: string;
  /** O autorizador que respondeu (cabeçalho de depuração x-sefaz-sim-autorizador), nas chamadas SOAP. */
  autorizador: string | undefined;
}

/** Requisição HTTPS confiando só na AC do simulador (a verificação do servidor nunca é desligada). */
export function requisitar(
  sim: Simulator,
  credencial: Credencial | undefined,
  metodo: string,
  caminho: string,
  corpo?: string,
  contentType = 'application/json',
): Promise<RespostaHttp> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      `${sim.url}${caminho}`,
      {
        method: metodo,
        ca: sim.ca,
        ...(credencial ? { cert: credencial.certPem, key: credencial.keyPem } : {}),
        // Uma conexão por requisição: a falha 'respostaPerdida' derruba a conexão.
        agent: false,
        headers: corpo === undefined ? {} : { 'content-type': contentType },
      },
      (res) => {
        const partes: Buffer[] = [];
        res.on('data', (parte: Buffer) => partes.push(parte));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            corpo: Buffer.concat(partes).toString('utf8'),
            autorizador: res.headers['x-sefaz-sim-autorizador'] as string | undefined,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(corpo);
  });
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  removeNSPrefix: true,
});

// biome-ignore lint/suspicious/noExplicitAny: leitura livre das respostas nos testes.
export type Xml = any;

export function lerXmlDeTeste(xml: string): Xml {
  return parser.parse(xml);
}

export function envelope(servico: string, dados: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap12:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
    'xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap12="http://www.w3.org/2003/05/soap-envelope">' +
    `<soap12:Body><nfeDadosMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/${servico}">${dados}</nfeDadosMsg>` +
    '</soap12:Body></soap12:Envelope>'
  );
}

export interface RespostaSoap extends RespostaHttp {
  /** O XML de retorno (retEnviNFe, retConsSitNFe...) como texto, para validar com o schema. */
  retornoXml: string;
  /** O mesmo, lido (sem prefixos de namespace). */
  ret: Xml;
}

/** Chama um web service da NF-e no caminho dado, ou no /ws/<servico>.asmx do modo em processo. */
export async function soap(
  sim: Simulator,
  credencial: Credencial,
  servico: string,
  dados: string,
  caminho = `/ws/${servico}.asmx`,
) {
  const resposta = await requisitar(
    sim,
    credencial,
    'POST',
    caminho,
    envelope(servico, dados),
    'application/soap+xml; charset=utf-8',
  );
  const corpo =
    /<nfeResultMsg[^>]*>([\s\S]*)<\/nfeResultMsg>/.exec(resposta.corpo)?.[1] ??
    /<nfeDistDFeInteresseResult>([\s\S]*)<\/nfeDistDFeInteresseResult>/.exec(resposta.corpo)?.[1] ??
    '';
  const lido = lerXmlDeTeste(corpo);
  const raiz = Object.keys(lido).find((nome) => !nome.startsWith('@_') && nome !== '?xml') ?? '';
  return { ...resposta, retornoXml: corpo, ret: lido[raiz] } satisfies RespostaSoap;
}

export async function controle(
  sim: Simulator,
  credencial: Credencial,
  metodo: string,
  caminho: string,
  dados?: unknown,
) {
  const resposta = await requisitar(
    sim,
    credencial,
    metodo,
    `/__control/${caminho}`,
    dados === undefined ? undefined : JSON.stringify(dados),
  );
  return { status: resposta.status, dados: resposta.corpo ? (JSON.parse(resposta.corpo) as Xml) : undefined };
}
