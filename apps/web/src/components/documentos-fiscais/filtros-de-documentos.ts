import { type CampoDeFiltro, selecao } from '../../lib/filtros-na-url';

/** The filters of a list of NF-e or NFS-e: the text searched and one status ('' for all). */
export type FiltrosPorStatus<S extends string> = { search: string; status: S | '' };

/**
 * The NF-e and NFS-e lists' filters: number or person (`busca`, verbatim from SPEC: 'Buscar por Cliente ou Nº NF'),
 * and status.
 */
export function camposDeDocumentos(
  busca: string,
  statuses: readonly string[],
): CampoDeFiltro<keyof FiltrosPorStatus<string>>[] {
  return [{ tipo: 'busca', nome: 'search', rotulo: busca }, selecao('status', 'Status', 'Todos', statuses)];
}
