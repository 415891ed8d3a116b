import { useEffect, useReducer, useState } from 'react';
import { useClientesOpcoes } from '../api/buscar-clientes-opcoes';
import { useNfe } from '../api/buscar-nfe';
import { useProdutosOpcoes } from '../api/buscar-produtos-opcoes';
import { useServicosOpcoes } from '../api/buscar-servicos-opcoes';
import { estadoDoRascunho, rascunhoInicial, rascunhoReducer } from '../utils/rascunho-estado';

export const FALHA_AO_CARREGAR_RASCUNHO = 'Erro ao carregar dados do rascunho.';

/**
 * The draft screen's lists and state. SPEC §4: a draft opened by id is loaded once clients, products and
 * services are loaded, so its lines can be named from them; a failed list load is only logged (SPEC §8).
 */
export function useRascunhoNfe(idRascunho: number | undefined) {
  const clientesQuery = useClientesOpcoes();
  const produtosQuery = useProdutosOpcoes();
  const servicosQuery = useServicosOpcoes();
  const isListasProntas = clientesQuery.isSuccess && produtosQuery.isSuccess && servicosQuery.isSuccess;
  const nfeQuery = useNfe(idRascunho, isListasProntas);
  const [estado, dispatch] = useReducer(rascunhoReducer, undefined, () => rascunhoInicial());
  const [isCarregado, setCarregado] = useState(false);

  const clientes = clientesQuery.data ?? [];
  const produtos = produtosQuery.data ?? [];
  const servicos = servicosQuery.data ?? [];
  const nfe = nfeQuery.data;

  useEffect(() => {
    if (!nfe || isCarregado || !clientesQuery.data || !produtosQuery.data || !servicosQuery.data) return;
    setCarregado(true);
    dispatch({
      tipo: 'carregar',
      estado: estadoDoRascunho(nfe, {
        clientes: clientesQuery.data,
        produtos: produtosQuery.data,
        servicos: servicosQuery.data,
      }),
    });
  }, [nfe, isCarregado, clientesQuery.data, produtosQuery.data, servicosQuery.data]);

  const erroNfe = nfeQuery.error;
  useEffect(() => {
    if (!erroNfe) return;
    console.error(FALHA_AO_CARREGAR_RASCUNHO, erroNfe);
    window.alert(FALHA_AO_CARREGAR_RASCUNHO);
  }, [erroNfe]);

  const erroListas = clientesQuery.error ?? produtosQuery.error ?? servicosQuery.error;
  useEffect(() => {
    if (erroListas) console.error('Erro ao carregar clientes, produtos e serviços:', erroListas);
  }, [erroListas]);

  return {
    estado,
    dispatch,
    clientes,
    produtos,
    servicos,
    nfe,
    isCarregando: idRascunho !== undefined && !isCarregado && !nfeQuery.isError,
    isErroAoCarregar: nfeQuery.isError,
  };
}
