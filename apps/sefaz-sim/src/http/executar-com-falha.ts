import type { ServerResponse } from 'node:http';
import type { Falha } from '../falhas/falhas.ts';
import { enviar, type Resposta } from './resposta.ts';

export interface AcoesDoServico {
  /** Processa a requisição (pode alterar o estado: autorizar, cancelar...). */
  processar: () => Resposta;
  /**
   * Resposta do serviço com 656 (consumo indevido), 108/109 (paralisado) ou 217 (não consta, só na consulta pela
   * chave), sem processar.
   */
  rejeitar: (cStat: '656' | '108' | '109' | '217') => Resposta;
  /** HTTP 500 no formato do serviço (SOAP Fault ou JSON de erro). */
  erroInterno: () => Resposta;
  /** Responde o retorno dado no envelope real do serviço, sem processar (ausente onde não há envelope SOAP). */
  responder?: (xml: string) => Resposta;
}

/** Temporizadores das respostas atrasadas, cancelados quando o simulador para. */
export type Temporizadores = Set<NodeJS.Timeout>;

/** Aplica a falha injetada (se houver) em volta do processamento normal do serviço. */
export function executarComFalha(
  falha: Falha | undefined,
  res: ServerResponse,
  acoes: AcoesDoServico,
  temporizadores: Temporizadores,
): void {
  switch (falha?.tipo) {
    case undefined:
      enviar(res, acoes.processar());
      return;
    case 'http500':
      enviar(res, acoes.erroInterno());
      return;
    case 'consumoIndevido':
      enviar(res, acoes.rejeitar('656'));
      return;
    case 'paralisado':
      enviar(res, acoes.rejeitar(falha.cStat));
      return;
    case 'naoConsta':
      enviar(res, acoes.rejeitar('217'));
      return;
    case 'resposta':
      enviar(res, acoes.responder ? acoes.responder(falha.xml) : acoes.erroInterno());
      return;
    case 'respostaPerdida':
      // A SEFAZ processou (a nota está autorizada), mas a resposta não chega: o cliente vê a conexão cair.
      acoes.processar();
      res.socket?.destroy();
      return;
    case 'foraDoAr': {
      // Nada é processado nem respondido: o cliente esgota o tempo. Com `ms`, a conexão cai depois dele.
      if (falha.ms === undefined) return;
      const temporizador = setTimeout(() => {
        temporizadores.delete(temporizador);
        res.socket?.destroy();
      }, falha.ms);
      temporizadores.add(temporizador);
      return;
    }
    case 'atraso': {
      const resposta = acoes.processar();
      const temporizador = setTimeout(() => {
        temporizadores.delete(temporizador);
        enviar(res, resposta);
      }, falha.ms);
      temporizadores.add(temporizador);
      return;
    }
  }
}
