import { SITUACOES_PRAZO, type TSituacaoPrazo } from '@erp/contracts/material-terceiros';
import { type CampoDeFiltro, selecao, selecaoPorId } from '../../../lib/filtros-na-url';
import type { OpcoesMaterialTerceiros } from '../api/buscar-material-terceiros';

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

/** Client, product (those with material here), deadline status and the remessa's period. */
export function camposMaterialTerceiros(
  opcoes: OpcoesMaterialTerceiros | undefined,
): CampoDeFiltro<keyof FiltrosMaterialTerceiros>[] {
  return [
    selecaoPorId(
      'id_cliente',
      'Cliente',
      (opcoes?.clientes ?? []).map((c) => ({ valor: String(c.id_cliente), rotulo: c.nome_razao_social })),
    ),
    selecaoPorId(
      'id_produto',
      'Produto',
      (opcoes?.produtos ?? []).map((p) => ({
        valor: String(p.id_produto),
        rotulo: `[${p.codigo_produto}] - ${p.nome}`,
      })),
    ),
    selecao('situacao', 'Situação', 'Todas', SITUACOES_PRAZO, (s) => ROTULOS_SITUACAO[s]),
    { tipo: 'data', nome: 'data_inicio', rotulo: 'Remessa de' },
    { tipo: 'data', nome: 'data_fim', rotulo: 'Até', depoisDe: 'data_inicio' },
    { tipo: 'marcador', nome: 'encerrados', rotulo: 'Incluir itens já devolvidos' },
  ];
}
