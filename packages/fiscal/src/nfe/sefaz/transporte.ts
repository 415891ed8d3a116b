import { createHash } from 'node:crypto';
import https from 'node:https';
import { motivoDoSoapFault } from './envelope-soap.ts';
import { SefazTransporteError } from './sefaz-transporte-error.ts';
import type { ServicoSefaz } from './servicos-sefaz.ts';

/** Um POST SOAP a um web service. */
export interface PedidoSoap {
  url: string;
  servico: ServicoSefaz;
  /** Envelope SOAP 1.2 completo. */
  envelope: string;
  /** SOAPAction, enviada como parâmetro action do Content-Type (SOAP 1.2). */
  acao: string;
}

/**
 * Quem leva o envelope à SEFAZ e devolve o corpo da resposta HTTP 200. Falhas de rede, tempo e HTTP viram
 * SefazTransporteError. O HTTPS com TLS mútuo é o de produção; um transporte gravado (transporte-gravado.ts)
 * registra os pedidos e devolve respostas guardadas, nos testes.
 */
export interface TransporteSoap {
  enviar(pedido: PedidoSoap): Promise<string>;
  /** Fecha as conexões mantidas abertas (keep-alive). */
  fechar(): void;
}

/** O que o TLS mútuo usa do A1 (veja readPfx). */
export interface CertificadoTransmissao {
  privateKeyPem: string;
  certificatePem: string;
  /** Certificados intermediários da AC, enviados junto com o do titular. */
  chainPem?: readonly string[];
}

export interface OpcoesTransporteHttps {
  certificado: CertificadoTransmissao;
  /** ACs em que se confia para o certificado do servidor; monte com cadeiaConfiavel() (raízes do Node + ICP-Brasil). */
  ca: readonly string[];
  /** Tempo para conectar e concluir o TLS (padrão 10 s). */
  timeoutConexaoMs?: number;
  /** Tempo para a resposta completa, contado depois de conectar (padrão 30 s). */
  timeoutRespostaMs?: number;
  /** Maior resposta aceita, em bytes (padrão 20 MB: um lote de 50 documentos da DistDFe cabe com folga). */
  tamanhoMaximoResposta?: number;
}

export const TIMEOUT_CONEXAO_PADRAO_MS = 10_000;
export const TIMEOUT_RESPOSTA_PADRAO_MS = 30_000;
const TAMANHO_MAXIMO_PADRAO = 20 * 1024 * 1024;

// Um agente keep-alive por certificado (e conjunto de ACs): a sessão TLS é reaproveitada entre as chamadas.
const agentes = new Map<string, https.Agent>();

function chaveDoAgente(opcoes: OpcoesTransporteHttps): string {
  const hash = createHash('sha256');
  for (const parte of [
    opcoes.certificado.certificatePem,
    opcoes.certificado.privateKeyPem,
    ...(opcoes.certificado.chainPem ?? []),
    '|',
    ...opcoes.ca,
  ]) {
    hash.update(parte).update('\0');
  }
  return hash.digest('hex');
}

function agenteDoCertificado(chave: string, opcoes: OpcoesTransporteHttps): https.Agent {
  let agente = agentes.get(chave);
  if (!agente) {
    agente = new https.Agent({
      keepAlive: true,
      maxSockets: 8,
      // Conexão ociosa é fechada antes que o servidor a derrube (o Node fecha em 5 s; balanceadores, em até
      // 60 s): assim nenhum pedido sai por uma conexão já encerrada do outro lado, o que pareceria uma resposta
      // perdida. Só vale para conexões livres; os tempos do pedido em andamento são os de timeout*Ms.
      timeout: 4_000,
      // key/cert em PEM, não o PFX: o tls do Node (OpenSSL 3) recusa os PFX antigos cifrados com RC2-40.
      key: opcoes.certificado.privateKeyPem,
      cert: [opcoes.certificado.certificatePem, ...(opcoes.certificado.chainPem ?? [])].join('\n'),
      ca: [...opcoes.ca],
      // A verificação do servidor fica sempre ligada (padrão do Node); nunca rejectUnauthorized: false.
      minVersion: 'TLSv1.2',
    });
    agentes.set(chave, agente);
  }
  return agente;
}

/** Erros do OpenSSL/Node de certificado do servidor não confiável ou de nome que não confere. */
const ERROS_CERTIFICADO_SERVIDOR = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_UNTRUSTED',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

function mensagemDeConexao(codigo: string | undefined, host: string, conectado: boolean): string {
  if (codigo && ERROS_CERTIFICADO_SERVIDOR.has(codigo)) {
    return `O certificado do servidor ${host} não é confiável (${codigo}). Confira a cadeia de ACs configurada.`;
  }
  if (codigo && /ALERT|CERTIFICATE_REQUIRED|BAD_CERTIFICATE|UNKNOWN_CA/i.test(codigo)) {
    return `O servidor ${host} recusou o certificado digital da empresa (${codigo}).`;
  }
  switch (codigo) {
    case 'ECONNREFUSED':
      return `Conexão recusada por ${host}: o serviço da SEFAZ está fora do ar ou o endereço está errado.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Endereço ${host} não encontrado (DNS). Confira a conexão com a internet e o endereço configurado.`;
    default:
      return conectado
        ? `A conexão com ${host} caiu antes da resposta (${codigo ?? 'sem código'}); a mensagem pode ter sido processada.`
        : `Não foi possível conectar a ${host} (${codigo ?? 'sem código'}).`;
  }
}

/** Transporte SOAP 1.2 sobre HTTPS com TLS mútuo (o A1 da empresa) e verificação do servidor. */
export function criarTransporteHttps(opcoes: OpcoesTransporteHttps): TransporteSoap {
  const chave = chaveDoAgente(opcoes);
  const timeoutConexao = opcoes.timeoutConexaoMs ?? TIMEOUT_CONEXAO_PADRAO_MS;
  const timeoutResposta = opcoes.timeoutRespostaMs ?? TIMEOUT_RESPOSTA_PADRAO_MS;
  const tamanhoMaximo = opcoes.tamanhoMaximoResposta ?? TAMANHO_MAXIMO_PADRAO;

  function enviar(pedido: PedidoSoap): Promise<string> {
    const url = new URL(pedido.url);
    const base = { servico: pedido.servico, url: pedido.url };
    if (url.protocol !== 'https:') {
      return Promise.reject(
        new SefazTransporteError(`O endereço ${pedido.url} não é HTTPS.`, {
          ...base,
          kind: 'conexao',
          podeTerSidoProcessada: false,
        }),
      );
    }
    const corpo = Buffer.from(pedido.envelope, 'utf8');
    return new Promise<string>((resolve, reject) => {
      let conectado = false;
      let encerrado = false;
      let temporizador: NodeJS.Timeout | undefined;
      const req = https.request(url, {
        method: 'POST',
        agent: agenteDoCertificado(chave, opcoes),
        headers: {
          'Content-Type': `application/soap+xml; charset=utf-8; action="${pedido.acao}"`,
          'Content-Length': corpo.length,
        },
      });
      const terminar = (erro: SefazTransporteError | undefined, resposta?: string) => {
        if (encerrado) return;
        encerrado = true;
        clearTimeout(temporizador);
        if (erro) {
          req.destroy();
          reject(erro);
        } else {
          resolve(resposta ?? '');
        }
      };
      const estourou = (fase: 'conexao' | 'resposta') =>
        terminar(
          new SefazTransporteError(
            fase === 'conexao'
              ? `Tempo esgotado ao conectar a ${url.host} (${timeoutConexao} ms).`
              : `Tempo esgotado esperando a resposta de ${url.host} (${timeoutResposta} ms); a mensagem pode ter sido processada.`,
            { ...base, kind: 'timeout', fase, podeTerSidoProcessada: fase === 'resposta' },
          ),
        );
      const aoConectar = () => {
        if (conectado || encerrado) return;
        conectado = true;
        clearTimeout(temporizador);
        temporizador = setTimeout(() => estourou('resposta'), timeoutResposta);
      };
      temporizador = setTimeout(() => estourou('conexao'), timeoutConexao);
      req.on('socket', (socket) => {
        // Uma conexão keep-alive reaproveitada já passou pelo TLS.
        if (req.reusedSocket) aoConectar();
        else socket.once('secureConnect', aoConectar);
      });
      req.on('error', (erro: NodeJS.ErrnoException) => {
        const codigo = erro.code;
        terminar(
          new SefazTransporteError(
            mensagemDeConexao(codigo, url.host, conectado),
            { ...base, kind: 'conexao', codigo, podeTerSidoProcessada: conectado },
            { cause: erro },
          ),
        );
      });
      req.on('response', (res) => {
        const partes: Buffer[] = [];
        let tamanho = 0;
        res.on('data', (parte: Buffer) => {
          tamanho += parte.length;
          if (tamanho > tamanhoMaximo) {
            terminar(
              new SefazTransporteError(`A resposta de ${url.host} passou de ${tamanhoMaximo} bytes.`, {
                ...base,
                kind: 'resposta_invalida',
                podeTerSidoProcessada: true,
              }),
            );
            return;
          }
          partes.push(parte);
        });
        res.on('aborted', () =>
          terminar(
            new SefazTransporteError(mensagemDeConexao('ECONNRESET', url.host, true), {
              ...base,
              kind: 'conexao',
              codigo: 'ECONNRESET',
              podeTerSidoProcessada: true,
            }),
          ),
        );
        res.on('end', () => {
          const texto = Buffer.concat(partes).toString('utf8');
          const status = res.statusCode ?? 0;
          if (status !== 200) {
            terminar(
              new SefazTransporteError(`${url.host} respondeu HTTP ${status}${motivoCurto(texto)}.`, {
                ...base,
                kind: 'http',
                status,
                podeTerSidoProcessada: true,
              }),
            );
            return;
          }
          terminar(undefined, texto);
        });
      });
      req.end(corpo);
    });
  }

  return {
    enviar,
    fechar() {
      agentes.get(chave)?.destroy();
      agentes.delete(chave);
    },
  };
}

/** O motivo do SOAP Fault, se houver, para a mensagem de erro HTTP. */
function motivoCurto(corpo: string): string {
  const motivo = motivoDoSoapFault(corpo)?.trim();
  return motivo ? `: ${motivo.slice(0, 300)}` : '';
}
