import type { CampoDeFiltro } from '../../../lib/filtros-na-url';
import type { EntradasFiltros } from '../api/buscar-entradas';

export const BUSCA_ENTRADAS = 'Buscar por cliente ou número da NF';

/** SPEC §2 'Últimas Importações': client or number, 'De' and 'Até' (emission day). */
export const CAMPOS_ENTRADAS: readonly CampoDeFiltro<keyof EntradasFiltros>[] = [
  { tipo: 'busca', nome: 'search', rotulo: BUSCA_ENTRADAS },
  { tipo: 'data', nome: 'data_inicio', rotulo: 'De' },
  { tipo: 'data', nome: 'data_fim', rotulo: 'Até', depoisDe: 'data_inicio' },
];
