/** One choice of a select filter: the value the URL and the API carry, and what the user reads. */
export type OpcaoDeFiltro = { valor: string; rotulo: string };

/**
 * One field of a list's filter bar. Every value is text, '' meaning "any": what the address bar, the inputs and
 * the API query share.
 */
export type CampoDeFiltro<N extends string = string> =
  /** The free-text search: placeholder and accessible name are `rotulo`; applied trimmed. */
  | { tipo: 'busca'; nome: N; rotulo: string }
  /**
   * A select whose first option, `todos` ('Todos', 'Todas'), is ''. A value read from the URL must be one of
   * `opcoes`, or match `formato` when the options load later (users, clients).
   */
  | {
      tipo: 'selecao';
      nome: N;
      rotulo: string;
      todos: string;
      opcoes: readonly OpcaoDeFiltro[];
      formato?: RegExp;
    }
  /** A day typed dd/mm/aaaa, carried as YYYY-MM-DD; `depoisDe` names the period's start it may not precede. */
  | { tipo: 'data'; nome: N; rotulo: string; depoisDe?: N }
  /** A checkbox: 'true' when ticked. */
  | { tipo: 'marcador'; nome: N; rotulo: string };

export type Filtros<N extends string = string> = Record<N, string>;

export const PERIODO_INVERTIDO = 'A data final não pode ser anterior à data inicial.';
/** The page of the list, beside its filters in the address. */
export const PARAMETRO_PAGINA = 'page';

const DATA_ISO = /^\d{4}-\d{2}-\d{2}$/;

/** A select of fixed values (statuses, entities), shown as they are or by their labels. */
export function selecao<N extends string, V extends string>(
  nome: N,
  rotulo: string,
  todos: 'Todos' | 'Todas',
  valores: readonly V[],
  rotuloDe: (valor: V) => string = (valor) => valor,
): CampoDeFiltro<N> {
  return {
    tipo: 'selecao',
    nome,
    rotulo,
    todos,
    opcoes: valores.map((valor) => ({ valor, rotulo: rotuloDe(valor) })),
  };
}

const ID = /^[1-9]\d{0,9}$/;

/**
 * A select of records (users, clients, products) whose options load after the address is read: any id is kept
 * until then.
 */
export function selecaoPorId<N extends string>(
  nome: N,
  rotulo: string,
  opcoes: readonly OpcaoDeFiltro[],
): CampoDeFiltro<N> {
  return { tipo: 'selecao', nome, rotulo, todos: 'Todos', formato: ID, opcoes };
}

function isValido(campo: CampoDeFiltro, valor: string): boolean {
  switch (campo.tipo) {
    case 'busca':
      return true;
    case 'data':
      return DATA_ISO.test(valor);
    case 'marcador':
      return valor === 'true';
    case 'selecao':
      return campo.formato ? campo.formato.test(valor) : campo.opcoes.some((opcao) => opcao.valor === valor);
  }
}

/**
 * The filters of an address (a reload, a shared link, the dashboard's `?situacao=vencido`): anything malformed
 * is dropped rather than sent to the API, and a filter absent takes its default (a report's period).
 */
export function lerFiltros<N extends string>(
  params: URLSearchParams,
  campos: readonly CampoDeFiltro<N>[],
  padrao: Partial<Filtros<N>> = {},
): Filtros<N> {
  const filtros = {} as Filtros<N>;
  for (const campo of campos) {
    const valor = params.get(campo.nome) ?? '';
    filtros[campo.nome] = valor && isValido(campo, valor) ? valor : (padrao[campo.nome] ?? '');
  }
  return filtros;
}

/** The page of an address: a whole number from 1, else 1. */
export function lerPagina(params: URLSearchParams): number {
  const valor = params.get(PARAMETRO_PAGINA) ?? '';
  return /^[1-9]\d{0,5}$/.test(valor) ? Number(valor) : 1;
}

/**
 * The address after applying filters and a page: only what differs from the default is written, so the link
 * stays short; the parameters of other things on the screen (the NFS-e's tab) are kept.
 */
export function escreverFiltros<N extends string>(
  atual: URLSearchParams,
  campos: readonly CampoDeFiltro<N>[],
  filtros: Filtros<N>,
  pagina: number,
  padrao: Partial<Filtros<N>> = {},
): URLSearchParams {
  const params = new URLSearchParams(atual);
  for (const { nome } of campos) {
    const valor = filtros[nome] ?? '';
    if (valor && valor !== (padrao[nome] ?? '')) params.set(nome, valor);
    else params.delete(nome);
  }
  if (pagina > 1) params.set(PARAMETRO_PAGINA, String(pagina));
  else params.delete(PARAMETRO_PAGINA);
  return params;
}

/** The values of 'Limpar': each field's default, else ''. */
export function filtrosVazios<N extends string>(
  campos: readonly CampoDeFiltro<N>[],
  padrao: Partial<Filtros<N>> = {},
): Filtros<N> {
  const filtros = {} as Filtros<N>;
  for (const { nome } of campos) filtros[nome] = padrao[nome] ?? '';
  return filtros;
}

/**
 * What 'Filtrar' applies, or the error of the period's end: the search trimmed, a date left empty back to its
 * default, and no end before its start (ISO days compare as text; the server refuses it with the same words).
 */
export function prepararFiltros<N extends string>(
  rascunho: Filtros<N>,
  campos: readonly CampoDeFiltro<N>[],
  padrao: Partial<Filtros<N>> = {},
): { filtros: Filtros<N> } | { erro: { campo: N; mensagem: string } } {
  const filtros = {} as Filtros<N>;
  for (const campo of campos) {
    const valor = campo.tipo === 'busca' ? rascunho[campo.nome].trim() : rascunho[campo.nome];
    filtros[campo.nome] = valor || (padrao[campo.nome] ?? '');
  }
  for (const campo of campos) {
    if (campo.tipo !== 'data' || !campo.depoisDe) continue;
    const inicio = filtros[campo.depoisDe];
    const fim = filtros[campo.nome];
    if (inicio && fim && fim < inicio) return { erro: { campo: campo.nome, mensagem: PERIODO_INVERTIDO } };
  }
  return { filtros };
}

/** Whether any filter is in force beyond the defaults: the empty list then says 'para os filtros aplicados'. */
export function hasFiltros<N extends string>(
  filtros: Filtros<N>,
  campos: readonly CampoDeFiltro<N>[],
  padrao: Partial<Filtros<N>> = {},
): boolean {
  return campos.some(({ nome }) => filtros[nome] !== '' && filtros[nome] !== (padrao[nome] ?? ''));
}
