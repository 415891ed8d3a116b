import { useSearchParams } from 'react-router';
import {
  type CampoDeFiltro,
  escreverFiltros,
  type Filtros,
  hasFiltros,
  lerFiltros,
  lerPagina,
} from './filtros-na-url';

/** A list's filters and page as the address holds them, and the ways to change them. */
export type FiltrosNaUrl<F extends Filtros> = {
  filtros: F;
  page: number;
  /** Whether any filter is in force beyond the defaults: the empty list then says 'para os filtros aplicados'. */
  isFiltrado: boolean;
  /** New filters start again at page 1. */
  aplicar: (novos: F) => void;
  irParaPagina: (pagina: number) => void;
  /** Changes whenever the address does: the bar's key, so it shows what is applied after Back or a link. */
  chave: string;
};

/**
 * A list's filters and page kept in the address, so a filtered list survives a reload and a shared link.
 * `campos` and `padrao` are the same the list's BarraDeFiltros gets.
 */
export function useFiltrosNaUrl<F extends Filtros>(
  campos: readonly CampoDeFiltro<keyof F & string>[],
  padrao: Partial<F> = {},
): FiltrosNaUrl<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const filtros = lerFiltros(searchParams, campos, padrao) as F;
  const page = lerPagina(searchParams);
  const ir = (novos: F | null, pagina: number) =>
    setSearchParams((atual) =>
      escreverFiltros(atual, campos, novos ?? lerFiltros(atual, campos, padrao), pagina, padrao),
    );
  return {
    filtros,
    page,
    isFiltrado: hasFiltros(filtros, campos, padrao),
    aplicar: (novos) => ir(novos, 1),
    // The filters of the address at the time, not of this render: a page change may come after an import.
    irParaPagina: (pagina) => ir(null, pagina),
    chave: searchParams.toString(),
  };
}
