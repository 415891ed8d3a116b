import type { ChaveAssinatura } from '../../common/sign-xml.ts';
import type { SiglaUF } from '../../common/uf.ts';
import { cadeiaConfiavel } from './cadeia-confiavel.ts';
import { type Svc, urlDoServico } from './endpoints.ts';
import { lerRespostaSoap, montarEnvelopeSoap, type RetornoSoap } from './envelope-soap.ts';
import { XmlRetornoInvalidoError } from './ler-xml-retorno.ts';
import { SefazTransporteError } from './sefaz-transporte-error.ts';
import { acaoDoServico, type ServicoSefaz, type TpAmb } from './servicos-sefaz.ts';
import { type CertificadoTransmissao, criarTransporteHttps, type TransporteSoap } from './transporte.ts';

/** Um cliente dos web services da NF-e para uma empresa (UF, ambiente e certificado). */
export interface ClienteSefaz {
  /** UF do emitente: define o autorizador da autorização, do recibo, dos eventos da UF e da inutilização. */
  readonly uf: SiglaUF;
  readonly tpAmb: TpAmb;
  /** Contingência SVC ativa: os serviços da UF vão para a SVC (veja svcDaUF). */
  readonly contingencia?: Svc;
  /** Todos os serviços em `${baseUrl}/ws/<Serviço>.asmx` (o simulador), em vez da tabela de endereços. */
  readonly baseUrl?: string;
  /** A tabela de endereços com esta origem no lugar do host real (SEFAZ_ENDPOINT_BASE; veja urlDoServico). */
  readonly origem?: string;
  readonly transporte: TransporteSoap;
  /** Chave e certificado que assinam eventos e inutilizações (o mesmo A1 do TLS). */
  readonly assinante: ChaveAssinatura;
}

export interface OpcoesClienteSefaz {
  uf: SiglaUF;
  tpAmb: TpAmb;
  /** O A1 da empresa (readPfx): TLS mútuo e assinatura de eventos e inutilização. */
  certificado: CertificadoTransmissao;
  contingencia?: Svc;
  /** O simulador em processo, nos caminhos próprios dele (`/ws/<Serviço>.asmx`). */
  baseUrl?: string;
  /**
   * Um substituto da SEFAZ em outro endereço (ex.: https://127.0.0.1:3443): cada serviço vai ao caminho real da
   * tabela (UF, ambiente, SVC, Ambiente Nacional) nesta origem. Não se combina com baseUrl.
   */
  origem?: string;
  /** ACs além das raízes do Node e da ICP-Brasil (ex.: a AC do simulador, `sim.ca`). */
  casExtras?: readonly string[];
  timeoutConexaoMs?: number;
  timeoutRespostaMs?: number;
  /** Outro transporte (ex.: criarTransporteGravado nos testes); sem ele, HTTPS com TLS mútuo. */
  transporte?: TransporteSoap;
}

export function criarClienteSefaz(opcoes: OpcoesClienteSefaz): ClienteSefaz {
  if (opcoes.origem !== undefined) {
    if (opcoes.baseUrl !== undefined) {
      throw new RangeError(
        'Informe baseUrl (caminhos do simulador) ou origem (caminhos reais), não os dois.',
      );
    }
    // Uma origem inválida falha aqui, na configuração, e não no primeiro envio.
    urlDoServico({
      servico: 'NFeStatusServico4',
      tpAmb: opcoes.tpAmb,
      orgao: opcoes.uf,
      origem: opcoes.origem,
    });
  }
  const transporte =
    opcoes.transporte ??
    criarTransporteHttps({
      certificado: opcoes.certificado,
      ca: cadeiaConfiavel(opcoes.casExtras),
      ...(opcoes.timeoutConexaoMs !== undefined ? { timeoutConexaoMs: opcoes.timeoutConexaoMs } : {}),
      ...(opcoes.timeoutRespostaMs !== undefined ? { timeoutRespostaMs: opcoes.timeoutRespostaMs } : {}),
    });
  return {
    uf: opcoes.uf,
    tpAmb: opcoes.tpAmb,
    ...(opcoes.contingencia ? { contingencia: opcoes.contingencia } : {}),
    ...(opcoes.baseUrl !== undefined ? { baseUrl: opcoes.baseUrl } : {}),
    ...(opcoes.origem !== undefined ? { origem: opcoes.origem } : {}),
    transporte,
    assinante: {
      privateKeyPem: opcoes.certificado.privateKeyPem,
      certificatePem: opcoes.certificado.certificatePem,
    },
  };
}

/** Para quem vai o pedido: a UF do cliente (padrão), a de uma chave, ou o Ambiente Nacional. */
export interface DestinoChamada {
  orgao?: SiglaUF | 'AN';
  /** Substitui a contingência do cliente (ex.: consulta de uma nota emitida na SVC, pelo tpEmis da chave). */
  contingencia?: Svc | null;
}

/**
 * Envia a área de dados (enviNFe, consSitNFe...) ao serviço e devolve o retorno. Falhas de transporte e
 * respostas ilegíveis viram SefazTransporteError; o retorno da SEFAZ, qualquer que seja o cStat, é devolvido.
 */
export async function chamarServico(
  cliente: ClienteSefaz,
  servico: ServicoSefaz,
  dados: string,
  destino: DestinoChamada = {},
): Promise<RetornoSoap> {
  const contingencia =
    destino.contingencia === null ? undefined : (destino.contingencia ?? cliente.contingencia);
  const url = urlDoServico({
    servico,
    tpAmb: cliente.tpAmb,
    orgao: destino.orgao ?? cliente.uf,
    ...(contingencia ? { contingencia } : {}),
    ...(cliente.baseUrl !== undefined ? { baseUrl: cliente.baseUrl } : {}),
    ...(cliente.origem !== undefined ? { origem: cliente.origem } : {}),
  });
  const corpo = await cliente.transporte.enviar({
    url,
    servico,
    envelope: montarEnvelopeSoap(servico, dados),
    acao: acaoDoServico(servico),
  });
  try {
    return lerRespostaSoap(corpo);
  } catch (erro) {
    if (erro instanceof XmlRetornoInvalidoError) {
      throw new SefazTransporteError(
        `Resposta inválida de ${servico}: ${erro.message}.`,
        { kind: 'resposta_invalida', podeTerSidoProcessada: true, servico, url },
        { cause: erro },
      );
    }
    throw erro;
  }
}
