import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { CONFIG_PADRAO, type ConfigSimulador, type ContextoServico } from './config.ts';
import { atenderControle } from './controle/atender-controle.ts';
import { EstadoSimulador } from './estado/estado-simulador.ts';
import { Falhas } from './falhas/falhas.ts';
import { atenderSoap } from './http/atender-soap.ts';
import type { Temporizadores } from './http/executar-com-falha.ts';
import { CorpoGrandeDemaisError, enviar, json, lerCorpo } from './http/resposta.ts';
import { atenderNfse } from './nfse/atender-nfse.ts';
import { identificarTransmissor } from './tls/cnpj-do-transmissor.ts';
import {
  type CertificadoCliente,
  emitirCertificadoCliente,
  type PedidoCertificadoCliente,
} from './tls/emitir-certificado-cliente.ts';
import { obterCertificados } from './tls/gerar-certificados.ts';

export interface SimulatorOptions {
  /** Porta em 127.0.0.1; 0 (padrão) escolhe uma livre. */
  port?: number;
  /** Pasta onde a AC e o certificado de servidor são guardados e reaproveitados; sem ela, gerados a cada início. */
  certDir?: string;
  /**
   * Arquivo JSON do estado (notas, eventos, NFS-e...) de homologação; o de produção fica ao lado, com o sufixo
   * -producao (estado-producao.json). Sem ele, só em memória.
   */
  stateFile?: string;
  /**
   * Certificados (ou ACs), em PEM, aceitos como certificado de cliente além dos emitidos pela AC do simulador
   * e dos que encadeiam na raiz ICP-Brasil v10. Ex.: o A1 de teste autoassinado dos fixtures.
   */
  trustedClientCertificates?: string[];
  config?: Partial<ConfigSimulador>;
  /** Relógio (padrão: Date atual), para testar prazos e certificados vencidos. */
  now?: () => Date;
  /** Erros inesperados (padrão: console.error). */
  onError?: (erro: unknown) => void;
}

export interface Simulator {
  /** https://127.0.0.1:<porta>, sem barra no fim. */
  url: string;
  /** AC do simulador (PEM): os clientes confiam nela para verificar o servidor, nunca desligam a verificação. */
  ca: string;
  /** O banco do ambiente em uso (config.tpAmb): homologação e produção são separados. */
  readonly state: EstadoSimulador;
  faults: Falhas;
  /** Configuração em uso (alterável: o objeto é o mesmo que os serviços leem). */
  config: ConfigSimulador;
  /** Apaga o estado e as falhas e volta a configuração inicial. */
  reset(): void;
  /** Emite um A1 de simulação (PFX) pela AC do simulador; ele é aceito no TLS mútuo. */
  emitirCertificadoCliente(pedido: PedidoCertificadoCliente): CertificadoCliente;
  /** Passa a aceitar mais um certificado (ou AC) de cliente, sem reiniciar. */
  trustClientCertificate(pem: string): void;
  stop(): Promise<void>;
}

/** Maior mensagem aceita (a área de dados da NF-e tem limite próprio de 500 KB, rejeição 214). */
const LIMITE_MENSAGEM = 2 * 1024 * 1024;

function raizesIcpBrasil(): string[] {
  const pasta = new URL('../certs/icp-brasil/', import.meta.url);
  return readdirSync(pasta)
    .filter((nome) => nome.endsWith('.pem'))
    .map((nome) => readFileSync(new URL(nome, pasta), 'utf8'));
}

/**
 * Sobe o simulador da SEFAZ (web services SOAP da NF-e 4.00) e da Sefin Nacional (API REST da NFS-e) em HTTPS
 * com TLS mútuo em 127.0.0.1. Só passam no TLS certificados de cliente emitidos pela AC do simulador, pelas ACs
 * ICP-Brasil (raiz v10) ou listados em trustedClientCertificates; depois, o CNPJ do titular tem de ser legível
 * (otherName ICP-Brasil ou CN "NOME:CNPJ"), senão HTTP 403, como a rejeição 282 da SEFAZ.
 */
export async function createSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const certificados = obterCertificados(options.certDir);
  const confiaveis = [certificados.caPem, ...raizesIcpBrasil(), ...(options.trustedClientCertificates ?? [])];
  // Homologação e produção são bases separadas, como na SEFAZ e na Sefin: os números usados num ambiente não
  // colidem (539, E0014) com os do outro, que a empresa numera à parte.
  const estados: Readonly<Record<'1' | '2', EstadoSimulador>> = {
    '1': new EstadoSimulador(options.stateFile?.replace(/(\.json)?$/, '-producao$1')),
    '2': new EstadoSimulador(options.stateFile),
  };
  const falhas = new Falhas();
  const config: ConfigSimulador = { ...CONFIG_PADRAO, ...options.config };
  const agora = options.now ?? (() => new Date());
  const aoErrar = options.onError ?? ((erro: unknown) => console.error('[sefaz-sim]', erro));
  const temporizadores: Temporizadores = new Set();
  // No papel da Sefin, o simulador assina as NFS-e e os eventos com a chave do seu certificado de servidor.
  const assinanteSefin = { privateKeyPem: certificados.keyPem, certificatePem: certificados.certPem };

  const reset = () => {
    estados['1'].limpar();
    estados['2'].limpar();
    falhas.remover();
    Object.assign(config, CONFIG_PADRAO, options.config);
  };

  async function tratar(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const caminho = new URL(req.url ?? '/', 'https://localhost').pathname;
    const corpo = await lerCorpo(req, LIMITE_MENSAGEM);
    const transmissor = identificarTransmissor(req.socket as TLSSocket);
    if (!transmissor?.cnpj) {
      // A SEFAZ recusa certificado de transmissão sem CNPJ/CPF (A07, rejeição 282); a Sefin responde 403.
      enviar(res, json(403, { error: 'Certificado de cliente sem CNPJ legível (rejeição 282).' }));
      return;
    }
    const estado = estados[config.tpAmb];
    const ctx: ContextoServico = { estado, config, agora: agora(), cnpjTransmissor: transmissor.cnpj };
    if (caminho.startsWith('/__control/')) {
      enviar(res, await atenderControle(req, caminho, corpo, { estado, falhas, config, reset }));
      return;
    }
    if (caminho.startsWith('/SefinNacional/')) {
      atenderNfse(req, res, caminho, corpo, ctx, falhas, temporizadores, assinanteSefin);
      return;
    }
    atenderSoap(req, res, caminho, corpo, ctx, falhas, temporizadores);
  }

  const opcoesTls = { key: certificados.keyPem, cert: certificados.certPem, ca: confiaveis };
  // requestCert sem rejectUnauthorized explícito: o padrão do Node (true) recusa a conexão de quem não apresenta
  // certificado (alerta no handshake) ou apresenta um fora das ACs confiáveis (socket fechado ao fim dele).
  const servidor = https.createServer(
    { ...opcoesTls, requestCert: true, minVersion: 'TLSv1.2' },
    (req, res) => {
      tratar(req, res).catch((erro: unknown) => {
        if (erro instanceof CorpoGrandeDemaisError) {
          enviar(res, json(413, { error: erro.message }));
          return;
        }
        aoErrar(erro);
        enviar(res, json(500, { error: 'Erro interno do simulador.' }));
      });
    },
  );

  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(options.port ?? 0, '127.0.0.1', () => {
      servidor.off('error', reject);
      resolve();
    });
  });
  const { port } = servidor.address() as AddressInfo;

  return {
    url: `https://127.0.0.1:${port}`,
    ca: certificados.caPem,
    get state() {
      return estados[config.tpAmb];
    },
    faults: falhas,
    config,
    reset,
    emitirCertificadoCliente: (pedido) =>
      emitirCertificadoCliente(certificados, pedido, randomBytes(9).toString('base64url')),
    trustClientCertificate(pem) {
      confiaveis.push(pem);
      servidor.setSecureContext({ ...opcoesTls, ca: confiaveis });
    },
    async stop() {
      for (const temporizador of temporizadores) clearTimeout(temporizador);
      temporizadores.clear();
      servidor.closeAllConnections();
      await new Promise<void>((resolve) => servidor.close(() => resolve()));
    },
  };
}
