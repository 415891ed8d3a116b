import { SITUACOES_PRAZO, type TSituacaoPrazo } from '@erp/contracts/material-terceiros';

/** The report's filters as the URL and the API spell them: '' is "any". */
export type FiltrosMaterialTerceiros = {
  id_cliente: string;
  id_produto: string;
  situacao: '' | TSituacaoPrazo;
  data_inicio: string;
  data_fim: string;
  /** 'true' also lists the items already returned in full. */
  encerrados: '' | 'true';
};

export const ROTULOS_SITUACAO: Record<TSituacaoPrazo, string> = {
  no_prazo: 'No prazo',
  a_vencer: 'Vence em até 30 dias',
  vencido: 'Vencido',
};

const DATA = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;

/**
 * The filters of a link (the dashboard card opens `?situacao=vencido`) or of the address bar after a reload;
 * anything malformed is dropped rather than sent to the API.
 */
export function filtrosDaUrl(params: URLSearchParams): FiltrosMaterialTerceiros {
  const valor = (nome: string, padrao: RegExp) => {
    const v = params.get(nome) ?? '';
    return padrao.test(v) ? v : '';
  };
  const situacao = params.get('situacao') ?? '';
  return {
    id_cliente: valor('id_cliente', ID),
    id_produto: valor('id_produto', ID),
    situacao: (SITUACOES_PRAZO as readonly string[]).includes(situacao) ? (situacao as TSituacaoPrazo) : '',
    data_inicio: valor('data_inicio', DATA),
    data_fim: valor('data_fim', DATA),
    encerrados: params.get('encerrados') === 'true' ? 'true' : '',
  };
}

/** Only the filters in force, so the address stays short and shareable. */
export function filtrosParaUrl(filtros: FiltrosMaterialTerceiros, page: number): Record<string, string> {
  const url: Record<string, string> = {};
  for (const [nome, valor] of Object.entries(filtros)) if (valor) url[nome] = valor;
  if (page > 1) url.page = String(page);
  return url;
}
