import { type Autorizador, ENDERECOS } from '@erp/fiscal/sefaz';

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
  // The municipalities' parameters apart from the documents, so a fault meant for an emission is never spent
  // on the rate the preview reads first.
  'SefinParametrosMunicipais',
] as const;

export type Servico = (typeof SERVICOS)[number];
export type AlvoFalha = Servico | '*';

/**
 * Onde a falha vale: um autorizador da tabela de endereços (SP, SVRS, SVC-AN, AN...) ou 'normal', qualquer
 * autorizador de UF (nem SVC nem Ambiente Nacional). Sem escopo, vale para todos, a Sefin inclusive.
 */
export type EscopoFalha = Autorizador | 'normal';

/**
 * Falhas que a SEFAZ real produz e que o cliente tem de saber tratar:
 * - atraso: processa normalmente, mas só responde depois de `ms` (o cliente deve estourar o tempo limite e, para
 *   a autorização, consultar a chave em vez de reenviar);
 * - http500: responde HTTP 500 (SOAP Fault) sem processar;
 * - respostaPerdida: processa (a nota fica autorizada) e derruba a conexão sem responder;
 * - consumoIndevido: cStat 656, sem processar;
 * - paralisado: serviço fora do ar, cStat 108 (momentaneamente) ou 109 (sem previsão);
 * - foraDoAr: não processa nem responde; a conexão fica aberta até o cliente desistir (ou `ms`, se dado, e então
 *   cai), como um autorizador que não atende: é o tempo esgotado que leva à contingência.
 * - naoConsta: só em NFeConsultaProtocolo4, responde 217 (NF-e não consta) sem olhar a base, como a SEFAZ que
 *   ainda processa a nota recebida há pouco: a consulta logo depois de um envio sem resposta não prova que a nota
 *   não chegou.
 * - resposta: não processa e responde `xml` (o retorno do serviço, ex. um retConsSitNFe ou um retInutNFe, com o
 *   namespace da NF-e) dentro do envelope SOAP real do serviço: as respostas que autorizadores reais dão e o
 *   simulador não produz (a consulta de nota cancelada só com o cStat ou com retCancNFe, um 102 de inutilização
 *   sobre outra faixa), para o cliente provar que não conclui delas mais do que dizem.
 * `vezes` limita a falha às próximas N requisições do serviço; sem ele, vale até ser removida. `autorizador`
 * restringe a falha às requisições que chegam a ele (o autorizador da UF fora, a SVC no ar).
 */
export type Falha = (
  | { tipo: 'atraso'; ms: number }
  | { tipo: 'http500' }
  | { tipo: 'respostaPerdida' }
  | { tipo: 'consumoIndevido' }
  | { tipo: 'paralisado'; cStat: '108' | '109' }
  | { tipo: 'foraDoAr'; ms?: number }
  | { tipo: 'naoConsta' }
  | { tipo: 'resposta'; xml: string }
) & { vezes?: number; autorizador?: EscopoFalha };

export function isServico(valor: string): valor is Servico {
  return (SERVICOS as readonly string[]).includes(valor);
}

function isEscopo(valor: unknown): valor is EscopoFalha {
  return typeof valor === 'string' && (valor === 'normal' || Object.hasOwn(ENDERECOS, valor));
}

/** Interpreta uma falha vinda do JSON da API de controle; undefined se não for válida. */
export function lerFalha(valor: unknown): Falha | undefined {
  if (!valor || typeof valor !== 'object') return undefined;
  const dados = valor as Record<string, unknown>;
  const vezes = dados.vezes;
  if (vezes !== undefined && (!Number.isInteger(vezes) || (vezes as number) < 1)) return undefined;
  if (dados.autorizador !== undefined && !isEscopo(dados.autorizador)) return undefined;
  const comuns = {
    ...(vezes === undefined ? {} : { vezes: vezes as number }),
    ...(dados.autorizador === undefined ? {} : { autorizador: dados.autorizador as EscopoFalha }),
  };
  const isMs = (ms: unknown) => Number.isInteger(ms) && (ms as number) >= 0;
  switch (dados.tipo) {
    case 'atraso':
      return isMs(dados.ms) ? { tipo: 'atraso', ms: dados.ms as number, ...comuns } : undefined;
    case 'http500':
    case 'respostaPerdida':
    case 'consumoIndevido':
    case 'naoConsta':
      return { tipo: dados.tipo, ...comuns };
    case 'paralisado':
      return dados.cStat === '108' || dados.cStat === '109'
        ? { tipo: 'paralisado', cStat: dados.cStat, ...comuns }
        : undefined;
    case 'resposta':
      return typeof dados.xml === 'string' && dados.xml.trim().startsWith('<')
        ? { tipo: 'resposta', xml: dados.xml, ...comuns }
        : undefined;
    case 'foraDoAr':
      if (dados.ms !== undefined && !isMs(dados.ms)) return undefined;
      return { tipo: 'foraDoAr', ...(dados.ms === undefined ? {} : { ms: dados.ms as number }), ...comuns };
    default:
      return undefined;
  }
}

/** Se a falha vale para uma requisição que chegou a este autorizador (undefined: a Sefin, ou UF ilegível). */
function isNoEscopo(falha: Falha, autorizador: Autorizador | undefined): boolean {
  if (falha.autorizador === undefined) return true;
  if (falha.autorizador === 'normal') {
    return autorizador !== undefined && autorizador !== 'AN' && !autorizador.startsWith('SVC-');
  }
  return falha.autorizador === autorizador;
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

  /**
   * A falha que vale para esta requisição, já descontando `vezes`: a do serviço tem precedência sobre '*', e uma
   * falha de outro autorizador é pulada (sem gastar `vezes`).
   */
  consumir(servico: Servico, autorizador?: Autorizador): Falha | undefined {
    const alvo = ([servico, '*'] as const).find((a) => {
      const falha = this.ativas.get(a);
      return falha !== undefined && isNoEscopo(falha, autorizador);
    });
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
