import type { TCliente } from '@erp/contracts/clientes';
import type { TEntradaItem } from '@erp/contracts/entradas';
import type { TProduto } from '@erp/contracts/produtos';
import type { TServico } from '@erp/contracts/servicos';
import { type Dispatch, useEffect, useRef } from 'react';
import { serverErrorText } from '../../../lib/server-errors';
import { useBuscarItemFifo } from '../api/buscar-item-fifo';
import type { CasoItem } from '../utils/caso-item';
import type { RascunhoAcao, RascunhoEstado } from '../utils/rascunho-estado';
import { validarItem } from '../utils/validar-item';

export const FALHA_FIFO = 'Erro ao buscar lote FIFO. Verifique se há saldo disponível.';

type AdicionarItemOptions = {
  estado: RascunhoEstado;
  dispatch: Dispatch<RascunhoAcao>;
  cliente: TCliente | undefined;
  caso: CasoItem;
  produtos: readonly TProduto[];
  servicos: readonly TServico[];
  itensEntrada: readonly TEntradaItem[];
};

/**
 * 'Adicionar' (SPEC §5): validates the line, and for a FIFO return asks the server for the entry item first;
 * when that fails the line is not added and the server's reason is shown.
 */
export function useAdicionarItem({
  estado,
  dispatch,
  cliente,
  caso,
  produtos,
  servicos,
  itensEntrada,
}: AdicionarItemOptions) {
  const fifo = useBuscarItemFifo();
  // The client may change while the lookup runs: the line belongs to the client it was asked for.
  const clienteAtual = useRef<number | null>(estado.id_cliente);
  useEffect(() => {
    clienteAtual.current = estado.id_cliente;
  }, [estado.id_cliente]);

  async function adicionar() {
    const resultado = validarItem(estado.itemForm, { caso, produtos, servicos, itensEntrada });
    if (!resultado.ok) {
      window.alert(resultado.mensagem);
      return;
    }
    const { novo } = resultado;
    if (caso === 'fifo' && cliente) {
      try {
        const item = await fifo.mutateAsync({ idCliente: cliente.id, idProduto: novo.produto.id });
        novo.id_item_entrada = item.id;
        novo.id_nf_entrada_referencia = item.id_nfe_entrada ?? null;
      } catch (error) {
        console.error('Erro ao buscar lote FIFO:', error);
        window.alert(serverErrorText(error, FALHA_FIFO));
        return;
      }
      if (clienteAtual.current !== cliente.id) return;
    }
    dispatch({ tipo: 'adicionar', novo });
  }

  return { adicionar, isAdicionando: fifo.isPending };
}
