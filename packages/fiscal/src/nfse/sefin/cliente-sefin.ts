import { Agent, request } from 'node:https';
import { rootCertificates } from 'node:tls';
import { Decimal } from '../../common/decimal.ts';
import { trocarOrigem } from '../../common/trocar-origem.ts';
import { compactarXml, descompactarXml } from './compactar-xml.ts';
import { ErroComunicacaoSefin, erroDeTransporte } from './erro-comunicacao-sefin.ts';
import {
  base,
  campo,
  errosDe,
  type Json,
  mensagens,
  type ResultadoCancelamentoNfse,
  type ResultadoConsultaDps,
  type ResultadoConsultaEvento,
  type ResultadoConsultaNfse,
  type ResultadoEmissaoNfse,
  texto,
} from './resposta-sefin.ts';
/**
 * Cliente REST da Sefin Nacional (API "NFS-e - Sefin Nacional", OpenAPI em shared/fiscal/nfse/api) sobre HTTPS
 * com TLS mútuo: o certificado A1 da empresa autentica o cliente e o certificado do servidor é sempre verificado
 * (nunca rejectUnauthorized: false). Os documentos vão e voltam em XML compactado com gzip e codificado em
 * base64 dentro de JSON.
 *
 * Uma rejeição da Sefin (HTTP 4xx com a lista de erros) é um resultado, com os códigos nacionais (E0014...) e
 * as mensagens em português. Falhas de transporte (tempo esgotado, conexão, TLS, HTTP 5xx, resposta ilegível)
 * são exceções ErroComunicacaoSefin: nesses casos a nota pode ou não ter sido gerada, e quem emite deve
 * consultar pelo Id da DPS (consultarDps) antes de reenviar.
 */

export const URLS_SEFIN = {
  producao: 'https://sefin.nfse.gov.br/SefinNacional',
  homologacao: 'https://sefin.producaorestrita.nfse.gov.br/SefinNacional',
} as const;

/**
 * URL base da Sefin Nacional do ambiente: tpAmb 1 produção, 2 produção restrita (a homologação da NFS-e). Com
 * `origem` (SEFIN_ENDPOINT_BASE, ex.: https://127.0.0.1:3443, um substituto local), o caminho real
 * (/SefinNacional) fica e só esquema, host e porta mudam. Lança RangeError se a origem não for só isso, em HTTPS.
 */
export function urlSefinNacional(tpAmb: '1' | '2', origem?: string): string {
  const url = tpAmb === '1' ? URLS_SEFIN.producao : URLS_SEFIN.homologacao;
  return origem === undefined ? url : trocarOrigem(url, origem);
}

export interface OpcoesClienteSefin {
  /** URL base da API, sem barra no fim (veja URLS_SEFIN; o simulador local em desenvolvimento). */
  urlBase: string;
  /** Chave e certificado do A1 em PEM (de readPfx): o tls do Node não abre PFX com RC2/3DES. */
  certificado: { privateKeyPem: string; certificatePem: string; chainPem?: readonly string[] };
  /**
   * Certificados de AC em PEM confiáveis além das raízes do Node (ex.: as raízes ICP-Brasil v10 e v5, que a Sefin
   * usa e que não estão na lista da Mozilla).
   */
  ca?: string | readonly string[];
  /** Tempo máximo de cada requisição, da conexão ao fim da resposta. Padrão: 30 s. */
  timeoutMs?: number;
}

const TAMANHO_MAXIMO_RESPOSTA = 20 * 1024 * 1024;

interface RespostaHttp {
  status: number;
  corpo: Buffer;
}

export class ClienteSefin {
  private readonly agente: Agent;
  private readonly urlBase: string;
  private readonly timeoutMs: number;

  constructor(opcoes: OpcoesClienteSefin) {
    const url = new URL(opcoes.urlBase);
    if (url.protocol !== 'https:') throw new RangeError('A Sefin Nacional só é acessada por HTTPS.');
    this.urlBase = opcoes.urlBase.replace(/\/+$/, '');
    this.timeoutMs = opcoes.timeoutMs ?? 30_000;
    const extras =
      opcoes.ca === undefined ? [] : typeof opcoes.ca === 'string' ? [opcoes.ca] : [...opcoes.ca];
    this.agente = new Agent({
      key: opcoes.certificado.privateKeyPem,
      cert: [opcoes.certificado.certificatePem, ...(opcoes.certificado.chainPem ?? [])].join('\n'),
      ca: [...rootCertificates, ...extras],
      minVersion: 'TLSv1.2',
      keepAlive: true,
      maxSockets: 8,
    });
  }

  /** Encerra as conexões mantidas abertas (keep-alive). */
  fechar(): void {
    this.agente.destroy();
  }

  private enviar(metodo: 'GET' | 'POST', caminho: string, corpo?: Json): Promise<RespostaHttp> {
    const url = new URL(this.urlBase + caminho);
    const dados = corpo === undefined ? undefined : Buffer.from(JSON.stringify(corpo), 'utf8');
    return new Promise<RespostaHttp>((resolve, reject) => {
      const requisicao = request(
        url,
        {
          method: metodo,
          agent: this.agente,
          headers: {
            Accept: 'application/json',
            ...(dados
              ? { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': dados.length }
              : {}),
          },
        },
        (resposta) => {
          const partes: Buffer[] = [];
          let tamanho = 0;
          resposta.on('data', (parte: Buffer) => {
            tamanho += parte.length;
            if (tamanho > TAMANHO_MAXIMO_RESPOSTA) {
              requisicao.destroy(
                new ErroComunicacaoSefin(
                  'RESPOSTA_INVALIDA',
                  'A resposta da Sefin excedeu o tamanho máximo.',
                ),
              );
              return;
            }
            partes.push(parte);
          });
          resposta.on('end', () =>
            resolve({ status: resposta.statusCode ?? 0, corpo: Buffer.concat(partes) }),
          );
          resposta.on('error', (erro) => reject(erroDeTransporte(erro, url)));
          // Conexão cortada no meio da resposta (inclusive pelo nosso limite de tempo).
          resposta.on('close', () => {
            if (!resposta.complete) {
              reject(
                requisicao.errored
                  ? erroDeTransporte(requisicao.errored, url)
                  : new ErroComunicacaoSefin(
                      'CONEXAO',
                      'A conexão com a Sefin Nacional caiu antes do fim da resposta.',
                    ),
              );
            }
          });
        },
      );
      const limite = setTimeout(() => {
        requisicao.destroy(
          new ErroComunicacaoSefin(
            'TEMPO_ESGOTADO',
            `A Sefin Nacional não respondeu em ${String(this.timeoutMs / 1000).replace('.', ',')} s.`,
          ),
        );
      }, this.timeoutMs);
      requisicao.on('close', () => clearTimeout(limite));
      requisicao.on('error', (erro) => {
        clearTimeout(limite);
        reject(erroDeTransporte(erro, url));
      });
      requisicao.end(dados);
    });
  }

  /**
   * Corpo JSON de uma resposta. 5xx e respostas que não são o JSON da API (uma página de erro de um proxy,
   * por exemplo) são falhas de transporte; 4xx com a lista de erros é rejeição.
   */
  private async chamar(
    metodo: 'GET' | 'POST',
    caminho: string,
    corpo?: Json,
  ): Promise<{ status: number; json: Json | undefined }> {
    const resposta = await this.enviar(metodo, caminho, corpo);
    let json: Json | undefined;
    try {
      const lido: unknown =
        resposta.corpo.length > 0 ? JSON.parse(resposta.corpo.toString('utf8')) : undefined;
      json = typeof lido === 'object' && lido !== null && !Array.isArray(lido) ? (lido as Json) : undefined;
    } catch {
      json = undefined;
    }
    if (resposta.status >= 500) {
      throw new ErroComunicacaoSefin(
        'HTTP',
        `A Sefin Nacional falhou ao processar a requisição (HTTP ${resposta.status}).`,
        { status: resposta.status, erros: errosDe(json) },
      );
    }
    // Excesso de requisições ou tempo do servidor: a DPS não foi julgada; tentar de novo mais tarde.
    if (resposta.status === 408 || resposta.status === 429) {
      throw new ErroComunicacaoSefin(
        'HTTP',
        `A Sefin Nacional não atendeu agora (HTTP ${resposta.status}); tente novamente mais tarde.`,
        { status: resposta.status, erros: errosDe(json) },
      );
    }
    // Um 4xx sem a lista de erros da API (página HTML de um proxy, URL errada) não é uma rejeição da Sefin.
    if (resposta.status >= 400 && errosDe(json).length === 0) {
      throw new ErroComunicacaoSefin(
        'RESPOSTA_INVALIDA',
        `Resposta inesperada da Sefin Nacional (HTTP ${resposta.status}).`,
        {
          status: resposta.status,
        },
      );
    }
    if (resposta.status < 200 || (resposta.status >= 300 && resposta.status < 400)) {
      throw new ErroComunicacaoSefin(
        'RESPOSTA_INVALIDA',
        `Resposta inesperada da Sefin Nacional (HTTP ${resposta.status}).`,
        {
          status: resposta.status,
        },
      );
    }
    if (resposta.status < 300 && json === undefined) {
      throw new ErroComunicacaoSefin('RESPOSTA_INVALIDA', 'A Sefin Nacional respondeu sem o JSON esperado.', {
        status: resposta.status,
      });
    }
    return { status: resposta.status, json };
  }

  private exigir(json: Json | undefined, nome: string): string {
    const valor = texto(json, nome);
    if (!valor)
      throw new ErroComunicacaoSefin('RESPOSTA_INVALIDA', `A resposta da Sefin Nacional não trouxe ${nome}.`);
    return valor;
  }

  /** POST /nfse: envia a DPS assinada e recebe a NFS-e gerada, de forma síncrona. */
  async emitir(dpsAssinada: string): Promise<ResultadoEmissaoNfse> {
    const { status, json } = await this.chamar('POST', '/nfse', { dpsXmlGZipB64: compactarXml(dpsAssinada) });
    if (status >= 400) {
      const idDps = texto(json, 'idDps');
      return { ...base(status, json), autorizada: false, ...(idDps ? { idDps } : {}), erros: errosDe(json) };
    }
    return {
      ...base(status, json),
      autorizada: true,
      chaveAcesso: this.exigir(json, 'chaveAcesso'),
      idDps: this.exigir(json, 'idDps'),
      nfseXml: descompactarXml(this.exigir(json, 'nfseXmlGZipB64')),
      alertas: mensagens(campo(json, 'alertas')),
    };
  }

  /** GET /nfse/{chave}: a NFS-e pela chave de acesso (50 dígitos). */
  async consultarNfse(chaveAcesso: string): Promise<ResultadoConsultaNfse> {
    if (!/^[0-9]{50}$/.test(chaveAcesso))
      throw new RangeError(`Chave de acesso da NFS-e inválida: "${chaveAcesso}".`);
    const { status, json } = await this.chamar('GET', `/nfse/${chaveAcesso}`);
    if (status >= 400) return { ...base(status, json), encontrada: false, erros: errosDe(json) };
    return {
      ...base(status, json),
      encontrada: true,
      chaveAcesso: this.exigir(json, 'chaveAcesso'),
      nfseXml: descompactarXml(this.exigir(json, 'nfseXmlGZipB64')),
    };
  }

  /**
   * GET /dps/{id}: a chave da NFS-e gerada a partir da DPS. É a consulta a fazer depois de um tempo esgotado ou
   * de uma falha no envio, antes de reenviar a mesma DPS (que seria recusada com E0014 se a nota já existe).
   */
  async consultarDps(idDps: string): Promise<ResultadoConsultaDps> {
    if (!/^DPS[0-9]{42}$/.test(idDps)) throw new RangeError(`Id da DPS inválido: "${idDps}".`);
    const { status, json } = await this.chamar('GET', `/dps/${idDps}`);
    if (status >= 400) return { ...base(status, json), encontrada: false, erros: errosDe(json) };
    return {
      ...base(status, json),
      encontrada: true,
      idDps: texto(json, 'idDps') ?? idDps,
      chaveAcesso: this.exigir(json, 'chaveAcesso'),
    };
  }

  /**
   * GET /parametros_municipais/{codigoMunicipio}/{codigoServico} (manual da API, 1.2.1 b): a alíquota do ISSQN
   * que o município parametrizou para o código de tributação nacional, vigente na competência (AAAA-MM-DD). É a
   * alíquota que a NFS-e aplica (pAliqAplic) quando a DPS não a informa. O corpo lido é
   * `{aliquotas: {[codigo]: [{Aliq, DtIni, DtFim}]}}`, sem diferenciar maiúsculas; undefined quando o município não
   * parametrizou o serviço (404 ou nenhuma vigência na data).
   */
  async consultarAliquotaMunicipal(
    codigoMunicipio: string,
    codigoServico: string,
    competencia: string,
  ): Promise<string | undefined> {
    if (!/^[0-9]{7}$/.test(codigoMunicipio))
      throw new RangeError(`Código de município inválido: "${codigoMunicipio}".`);
    if (!/^[0-9]{6,9}$/.test(codigoServico))
      throw new RangeError(`Código de serviço inválido: "${codigoServico}".`);
    const { status, json } = await this.chamar(
      'GET',
      `/parametros_municipais/${codigoMunicipio}/${codigoServico}`,
    );
    if (status >= 400) return undefined;
    const aliquotas = campo(json, 'aliquotas');
    const lista = campo(aliquotas, codigoServico);
    if (!Array.isArray(lista)) return undefined;
    for (const vigencia of lista) {
      const aliq = texto(vigencia, 'aliq');
      const inicio = texto(vigencia, 'dtIni')?.slice(0, 10);
      const fim = texto(vigencia, 'dtFim')?.slice(0, 10);
      if (!aliq || !/^[0-9]{1,3}(\.[0-9]+)?$/.test(aliq)) continue;
      if ((inicio && inicio > competencia) || (fim && fim < competencia)) continue;
      // As the DPS and the NFS-e write a rate (pAliq, pAliqAplic: two places), whatever the JSON's number was.
      return new Decimal(aliq).toFixed(2, Decimal.ROUND_HALF_UP);
    }
    return undefined;
  }

  /** POST /nfse/{chave}/eventos com o pedido de cancelamento (e101101) assinado. */
  async cancelar(chaveAcesso: string, pedRegEventoAssinado: string): Promise<ResultadoCancelamentoNfse> {
    if (!/^[0-9]{50}$/.test(chaveAcesso))
      throw new RangeError(`Chave de acesso da NFS-e inválida: "${chaveAcesso}".`);
    const { status, json } = await this.chamar('POST', `/nfse/${chaveAcesso}/eventos`, {
      pedidoRegistroEventoXmlGZipB64: compactarXml(pedRegEventoAssinado),
    });
    if (status >= 400) return { ...base(status, json), registrado: false, erros: errosDe(json) };
    return {
      ...base(status, json),
      registrado: true,
      eventoXml: descompactarXml(this.exigir(json, 'eventoXmlGZipB64')),
    };
  }

  /**
   * GET /nfse/{chave}/eventos/{tipoEvento}/{numSeqEvento}: um evento registrado. É como se recupera o evento de um
   * pedido cuja resposta se perdeu: o reenvio do mesmo pedido é recusado porque o evento já existe.
   */
  async consultarEvento(
    chaveAcesso: string,
    tipoEvento: string,
    numSeqEvento: number,
  ): Promise<ResultadoConsultaEvento> {
    if (!/^[0-9]{50}$/.test(chaveAcesso))
      throw new RangeError(`Chave de acesso da NFS-e inválida: "${chaveAcesso}".`);
    if (!/^[0-9]{6}$/.test(tipoEvento)) throw new RangeError(`Tipo de evento inválido: "${tipoEvento}".`);
    const { status, json } = await this.chamar(
      'GET',
      `/nfse/${chaveAcesso}/eventos/${tipoEvento}/${numSeqEvento}`,
    );
    if (status >= 400) return { ...base(status, json), encontrado: false, erros: errosDe(json) };
    return {
      ...base(status, json),
      encontrado: true,
      eventoXml: descompactarXml(this.exigir(json, 'eventoXmlGZipB64')),
    };
  }
}
