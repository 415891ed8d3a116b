import type { TCliente } from '@erp/contracts/clientes';
import type { TEntradaItem } from '@erp/contracts/entradas';
import type { TMaterialTerceirosLinha } from '@erp/contracts/material-terceiros';
import { cfopPadraoDaOperacao, NATUREZA_RETORNO_SIMBOLICO } from '@erp/contracts/nfe-operacao';
import type { TProduto } from '@erp/contracts/produtos';
import type { TServico } from '@erp/contracts/servicos';
import { type Dispatch, useEffect, useRef } from 'react';
import { serverErrorText } from '../../../lib/server-errors';
import { useResolverLinhas } from '../api/resolver-linhas';
import type { CasoItem } from '../utils/caso-item';
import { linhaParaServidor, pedidoDoItem } from '../utils/item-nota';
import type { RascunhoAcao, RascunhoEstado } from '../utils/rascunho-estado';
import { type ItemForm, validarItem } from '../utils/validar-item';

export const FALHA_AO_CALCULAR_ITENS = 'Erro ao calcular os itens da nota. Verifique se há saldo disponível.';
export const CONFIRMAR_RETORNO_SIMBOLICO =
  'O retorno simbólico é uma NF-e à parte: os itens deste rascunho serão substituídos pelos saldos vencidos ' +
  'ou a vencer. Continuar?';

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
 * 'Adicionar' and 'Remover' (SPEC §5): the line is validated here, then the server resolves the whole draft as a
 * save would store it: names and prices, a return at its remessa's value per kg, a FIFO return split per entry
 * item. Removing a line asks again, since the FIFO parts of the later lines move to the freed balance. When the
 * server refuses, nothing changes and its reason is shown.
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
  const resolver = useResolverLinhas();
  // The client may change while the server answers: the lines belong to the client they were asked for.
  const clienteAtual = useRef<number | null>(estado.id_cliente);
  useEffect(() => {
    clienteAtual.current = estado.id_cliente;
  }, [estado.id_cliente]);

  async function resolverItens(
    itens: ReturnType<typeof linhaParaServidor>[],
    formDoPedido?: ItemForm,
    natureza = estado.natureza_operacao,
  ) {
    if (!cliente || itens.length === 0) return;
    try {
      const linhas = await resolver.mutateAsync({
        id_cliente: cliente.id,
        natureza_operacao: natureza,
        itens,
      });
      if (clienteAtual.current !== cliente.id) return;
      if (natureza !== estado.natureza_operacao) dispatch({ tipo: 'natureza', natureza });
      dispatch({ tipo: 'linhas', linhas, formDoPedido });
    } catch (error) {
      console.error('Erro ao calcular os itens da nota:', error);
      // The reason and its details: 'Saldo insuficiente...' with the kg, a CFOP refused with the ones that fit.
      window.alert(serverErrorText(error, FALHA_AO_CALCULAR_ITENS));
    }
  }

  async function adicionar() {
    const resultado = validarItem(estado.itemForm, { caso, produtos, servicos, itensEntrada });
    if (!resultado.ok) {
      window.alert(resultado.mensagem);
      return;
    }
    await resolverItens(
      [...estado.itens.map(linhaParaServidor), pedidoDoItem(resultado.novo)],
      estado.itemForm,
    );
  }

  async function remover(chave: number) {
    // The line goes at once; the others are then valued again by the server.
    dispatch({ tipo: 'remover', chave });
    const restantes = estado.itens.filter((item) => item.chave !== chave);
    if (restantes.some((item) => item.id_item_entrada !== null)) {
      await resolverItens(restantes.map(linhaParaServidor));
    }
  }

  /**
   * 'Gerar Retorno Simbólico': the whole balance of each item warned about, on 5902/6902, as a symbolic return.
   * A return being drafted is another note, so its lines are replaced (after asking); a symbolic return already
   * being drafted keeps its lines and gets these too.
   */
  async function gerarRetornoSimbolico(saldos: readonly TMaterialTerceirosLinha[]) {
    const isSimbolico = estado.natureza_operacao === NATUREZA_RETORNO_SIMBOLICO;
    if (!isSimbolico && estado.itens.length > 0 && !window.confirm(CONFIRMAR_RETORNO_SIMBOLICO)) return;
    const cfop = cfopPadraoDaOperacao(NATUREZA_RETORNO_SIMBOLICO, estado.uf_empresa, estado.uf_cliente);
    const novas = saldos.map((s) =>
      linhaParaServidor({
        id_produto: s.id_produto,
        id_servico: null,
        quantidade: s.saldo_kg,
        cfop,
        id_item_entrada: s.id_item,
      }),
    );
    const atuais = isSimbolico ? estado.itens.map(linhaParaServidor) : [];
    await resolverItens([...atuais, ...novas], undefined, NATUREZA_RETORNO_SIMBOLICO);
  }

  return { adicionar, remover, gerarRetornoSimbolico, isAdicionando: resolver.isPending };
}
