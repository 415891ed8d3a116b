import { STATUS_ORDEM } from '@erp/contracts/producao';
import { type CampoDeFiltro, type OpcaoDeFiltro, selecao, selecaoPorId } from '../../../lib/filtros-na-url';
import type { OrdensFiltros } from '../api/buscar-ordens';

export const BUSCA_ORDENS = 'Buscar por Nº ou Cliente';

/** Search, status, client (its options load after the address is read) and 'Em aberto'. */
export function camposDasOrdens(clientes: readonly OpcaoDeFiltro[]): CampoDeFiltro<keyof OrdensFiltros>[] {
  return [
    { tipo: 'busca', nome: 'search', rotulo: BUSCA_ORDENS },
    selecao('status', 'Status', 'Todos', STATUS_ORDEM),
    selecaoPorId('id_cliente', 'Cliente', clientes),
    { tipo: 'marcador', nome: 'em_aberto', rotulo: 'Só em aberto (não faturadas)' },
  ];
}
