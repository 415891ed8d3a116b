import type { ServicoSefaz } from './servicos-sefaz.ts';

/**
 * - timeout: a conexão ou a resposta passou do tempo limite;
 * - conexao: não conectou (recusada, DNS, certificado do servidor não confiável) ou a conexão caiu;
 * - http: o servidor respondeu com status diferente de 200 (status, e o motivo do SOAP Fault quando houver);
 * - resposta_invalida: veio 200, mas o corpo não é um envelope SOAP com o retorno esperado.
 */
export type TipoFalhaTransporte = 'timeout' | 'conexao' | 'http' | 'resposta_invalida';

export interface DetalhesFalhaTransporte {
  kind: TipoFalhaTransporte;
  /**
   * A mensagem pode ter chegado à SEFAZ e sido processada (a falha foi depois de conectar). Na autorização, isso
   * obriga a consultar a chave antes de qualquer reenvio; antes de conectar, é certo que nada foi processado.
   */
  podeTerSidoProcessada: boolean;
  servico?: ServicoSefaz;
  url?: string;
  /** Status HTTP (kind 'http'). */
  status?: number;
  /** Código de erro do Node/OpenSSL (ECONNRESET, UNABLE_TO_VERIFY_LEAF_SIGNATURE...), para o log. */
  codigo?: string;
  /** Em que fase estourou o tempo (kind 'timeout'). */
  fase?: 'conexao' | 'resposta';
}

/**
 * Falha de transporte com a SEFAZ: uma exceção, ao contrário das respostas da SEFAZ (rejeições inclusive), que
 * são resultados. A mensagem é em português e pode ser mostrada ao usuário; nunca contém chave ou senha.
 */
export class SefazTransporteError extends Error {
  override readonly name = 'SefazTransporteError';
  readonly kind: TipoFalhaTransporte;
  readonly podeTerSidoProcessada: boolean;
  readonly servico?: ServicoSefaz;
  readonly url?: string;
  readonly status?: number;
  readonly codigo?: string;
  readonly fase?: 'conexao' | 'resposta';

  constructor(message: string, detalhes: DetalhesFalhaTransporte, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = detalhes.kind;
    this.podeTerSidoProcessada = detalhes.podeTerSidoProcessada;
    this.servico = detalhes.servico;
    this.url = detalhes.url;
    this.status = detalhes.status;
    this.codigo = detalhes.codigo;
    this.fase = detalhes.fase;
  }
}
