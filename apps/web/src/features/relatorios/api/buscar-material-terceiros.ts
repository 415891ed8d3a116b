import {
  ZHistoricoMaterial,
  ZMaterialTerceirosClientes,
  ZMaterialTerceirosProdutos,
  ZRelatorioMaterialTerceiros,
} from '@erp/contracts/material-terceiros';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { FiltrosMaterialTerceiros } from '../utils/filtros-material-terceiros';
import { relatoriosKey } from './buscar-relatorio-estoque';

/** Items per page of the Material de Terceiros report. */
export const MATERIAL_TERCEIROS_PAGE_SIZE = 20;

export type MaterialTerceirosParams = FiltrosMaterialTerceiros & { page: number };

export async function getMaterialTerceiros(
  params: MaterialTerceirosParams,
  limit: number,
  signal?: AbortSignal,
) {
  const { page, ...filtros } = params;
  const body = await apiClient.get<unknown>('/relatorios/material-terceiros', {
    query: { page, limit, ...filtros },
    signal,
  });
  return ZRelatorioMaterialTerceiros.parse(body);
}

export function useMaterialTerceiros(params: MaterialTerceirosParams) {
  return useQuery(
    queryOptions({
      queryKey: [...relatoriosKey, 'material-terceiros', params],
      queryFn: ({ signal }) => getMaterialTerceiros(params, MATERIAL_TERCEIROS_PAGE_SIZE, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Client and product totals per page, under the report: the products with material here run to thousands. */
export const TOTAIS_MATERIAL_PAGE_SIZE = 20;
/** The filter's options: the dropdowns' limit (SPEC §7). */
const LIMITE_OPCOES = 999;

const TOTAIS = {
  produtos: ZMaterialTerceirosProdutos,
  clientes: ZMaterialTerceirosClientes,
} as const;
type TipoDeTotais = keyof typeof TOTAIS;

async function getTotaisMaterialTerceiros<T extends TipoDeTotais>(
  tipo: T,
  params: MaterialTerceirosParams,
  limit: number,
  signal?: AbortSignal,
): Promise<z.output<(typeof TOTAIS)[T]>> {
  const { page, ...filtros } = params;
  const body = await apiClient.get<unknown>(`/relatorios/material-terceiros/${tipo}`, {
    query: { page, limit, ...filtros },
    signal,
  });
  return TOTAIS[tipo].parse(body) as z.output<(typeof TOTAIS)[T]>;
}

/** The kg per product (or per client) of the whole filter, a page of them in name order (their own requests). */
export function useTotaisMaterialTerceiros<T extends TipoDeTotais>(tipo: T, params: MaterialTerceirosParams) {
  return useQuery(
    queryOptions({
      queryKey: [...relatoriosKey, 'material-terceiros', tipo, params],
      queryFn: ({ signal }) => getTotaisMaterialTerceiros(tipo, params, TOTAIS_MATERIAL_PAGE_SIZE, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export type OpcoesMaterialTerceiros = {
  clientes: { id_cliente: number; nome_razao_social: string }[];
  produtos: { id_produto: number; codigo_produto: string; nome: string }[];
};

/**
 * The clients and products that have material here (or had, with closed items), for the filter's selects: the
 * totals per client and per product without client, product, status or period, so a filter never hides the other
 * options.
 */
export function useOpcoesMaterialTerceiros(encerrados: FiltrosMaterialTerceiros['encerrados']) {
  return useQuery(
    queryOptions({
      queryKey: [...relatoriosKey, 'material-terceiros', 'opcoes', encerrados],
      queryFn: async ({ signal }): Promise<OpcoesMaterialTerceiros> => {
        const vazio = { page: 1, ...FILTROS_VAZIOS, encerrados };
        const [clientes, produtos] = await Promise.all([
          getTotaisMaterialTerceiros('clientes', vazio, LIMITE_OPCOES, signal),
          getTotaisMaterialTerceiros('produtos', vazio, LIMITE_OPCOES, signal),
        ]);
        return { clientes: clientes.data, produtos: produtos.data };
      },
      staleTime: 60_000,
    }),
  );
}

const FILTROS_VAZIOS: FiltrosMaterialTerceiros = {
  id_cliente: '',
  id_produto: '',
  situacao: '',
  data_inicio: '',
  data_fim: '',
  encerrados: '',
};

/** An entry item's deadline and every movement of its balance, for the history dialog. */
export function useHistoricoMaterial(idItem: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...relatoriosKey, 'material-terceiros', 'item', idItem],
      queryFn: async ({ signal }) =>
        ZHistoricoMaterial.parse(
          await apiClient.get<unknown>(`/relatorios/material-terceiros/itens/${idItem}`, { signal }),
        ),
      enabled: idItem !== null,
    }),
  );
}
