import type { PedidoSoap, TransporteSoap } from './transporte.ts';

/** Uma resposta guardada: o corpo SOAP a devolver, ou a falha a lançar (ex.: um SefazTransporteError). */
export type RespostaGravada = string | Error | ((pedido: PedidoSoap) => string | Error);

export interface TransporteGravado extends TransporteSoap {
  /** Os pedidos recebidos, em ordem. */
  readonly pedidos: PedidoSoap[];
}

/**
 * Transporte sem rede para testes (como o SoapFake do sped-nfe): registra cada pedido e devolve, em ordem, as
 * respostas guardadas (ex.: as amostras de retorno da SEFAZ). Sem resposta para um pedido, falha o teste.
 */
export function criarTransporteGravado(respostas: readonly RespostaGravada[]): TransporteGravado {
  const fila = [...respostas];
  const pedidos: PedidoSoap[] = [];
  return {
    pedidos,
    async enviar(pedido) {
      pedidos.push(pedido);
      const proxima = fila.shift();
      if (proxima === undefined) {
        throw new Error(
          `Transporte gravado sem resposta para o pedido ${pedidos.length} (${pedido.servico}).`,
        );
      }
      const resposta = typeof proxima === 'function' ? proxima(pedido) : proxima;
      if (resposta instanceof Error) throw resposta;
      return resposta;
    },
    fechar() {},
  };
}
