/** Serviços em que uma falha pode ser injetada; '*' vale para todos. */
export const SERVICOS = [
  'NFeAutorizacao4',
  'NFeRetAutorizacao4',
  'NFeConsultaProtocolo4',
  'NFeStatusServico4',
  'NFeRecepcaoEvento4',
  'NFeInutilizacao4',
  'NFeDistribuicaoDFe',
  'SefinNacional',
] as const;

export type Servico = (typeof SERVICOS)[number];
export type AlvoFalha = Servico | '*';

/**
 * Falhas que a SEFAZ real produz e que o cliente tem de saber tratar:
 * - atraso: processa normalmente, mas só responde depois de `ms` (o cliente deve estourar o tempo limite e, para
 *   a autorização, consultar a chave em vez de reenviar);
 * - http500: responde HTTP 500 (SOAP Fault) sem processar;
 * - respostaPerdida: processa (a nota fica autorizada) e derruba a conexão sem responder;
 * - consumoIndevido: cStat 656, sem processar;
 * - paralisado: serviço fora do ar, cStat 108 (momentaneamente) ou 109 (sem previsão).
 * `vezes` limita a falha às próximas N requisições do serviço; sem ele, vale até ser removida.
 */
export type Falha =
  | { tipo: 'atraso'; ms: number; vezes?: number }
  | { tipo: 'http500'; vezes?: number }
  | { tipo: 'respostaPerdida'; vezes?: number }
  | { tipo: 'consumoIndevido'; vezes?: number }
  | { tipo: 'paralisado'; cStat: '108' | '109'; vezes?: number };

export function isServico(valor: string): valor is Servico {
  return (SERVICOS as readonly string[]).includes(valor);
}

/** Interpreta uma falha vinda do JSON da API de controle; undefined se não for válida. */
export function lerFalha(valor: unknown): Falha | undefined {
  if (!valor || typeof valor !== 'object') return undefined;
  const dados = valor as Record<string, unknown>;
  const vezes = dados.vezes;
  if (vezes !== undefined && (!Number.isInteger(vezes) || (vezes as number) < 1)) return undefined;
  const comVezes = vezes === undefined ? {} : { vezes: vezes as number };
  switch (dados.tipo) {
    case 'atraso':
      return Number.isInteger(dados.ms) && (dados.ms as number) >= 0
        ? { tipo: 'atraso', ms: dados.ms as number, ...comVezes }
        : undefined;
    case 'http500':
    case 'respostaPerdida':
    case 'consumoIndevido':
      return { tipo: dados.tipo, ...comVezes };
    case 'paralisado':
      return dados.cStat === '108' || dados.cStat === '109'
        ? { tipo: 'paralisado', cStat: dados.cStat, ...comVezes }
        : undefined;
    default:
      return undefined;
  }
}

/** Registro das falhas injetadas, por serviço. */
export class Falhas {
  private readonly ativas = new Map<AlvoFalha, Falha>();

  definir(alvo: AlvoFalha, falha: Falha): void {
    this.ativas.set(alvo, { ...falha });
  }

  remover(alvo?: AlvoFalha): void {
    if (alvo) this.ativas.delete(alvo);
    else this.ativas.clear();
  }

  listar(): Partial<Record<AlvoFalha, Falha>> {
    return Object.fromEntries(this.ativas);
  }

  /** A falha que vale para esta requisição (a do serviço tem precedência sobre '*'), já descontando `vezes`. */
  consumir(servico: Servico): Falha | undefined {
    const alvo: AlvoFalha | undefined = this.ativas.has(servico)
      ? servico
      : this.ativas.has('*')
        ? '*'
        : undefined;
    if (!alvo) return undefined;
    const falha = this.ativas.get(alvo) as Falha;
    const aplicada = { ...falha };
    if (falha.vezes !== undefined) {
      if (falha.vezes <= 1) this.ativas.delete(alvo);
      else falha.vezes -= 1;
    }
    return aplicada;
  }
}
