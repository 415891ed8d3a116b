import { STATUS_LANCAMENTO } from '@erp/contracts/financeiro';
import { type CampoDeFiltro, selecao } from '../../../lib/filtros-na-url';
import type { ContasFiltros } from '../api/buscar-contas';

/** SPEC §2: search, status, 'De' and 'Até' (due date). */
export function camposDasContas(busca: string): CampoDeFiltro<keyof ContasFiltros>[] {
  return [
    { tipo: 'busca', nome: 'search', rotulo: busca },
    selecao('status', 'Status', 'Todos', STATUS_LANCAMENTO),
    { tipo: 'data', nome: 'data_inicio', rotulo: 'De' },
    { tipo: 'data', nome: 'data_fim', rotulo: 'Até', depoisDe: 'data_inicio' },
  ];
}
