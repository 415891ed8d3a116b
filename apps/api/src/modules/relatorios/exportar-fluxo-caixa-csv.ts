import type { TPeriodoQuery } from '@erp/contracts/relatorios';
import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext } from '../../app-context.ts';
import { fluxoCaixa } from './fluxo-caixa.ts';
import { type ArquivoCsv, CSV_VAZIO, csvData, csvDecimal, csvTexto, montarCsv } from './montar-csv.ts';

const CABECALHO = ['Data', 'Descrição', 'Tipo', 'Valor (R$)', 'Saldo (R$)'];
const TIPO = { RECEITA: 'Receita', DESPESA: 'Despesa' } as const;

/**
 * The cash flow of the period as on screen: the opening balance, each movement with its signed value
 * (a DESPESA is negative, so the column sums to the change of balance) and running balance, the totals
 * and the closing balance. Always the whole period: the screen's pages are not the file's.
 */
export async function exportarFluxoCaixaCsv(
  ctx: AppContext,
  query: TPeriodoQuery,
  now = new Date(),
): Promise<ArquivoCsv> {
  const fluxo = await fluxoCaixa(ctx, { data_inicio: query.data_inicio, data_fim: query.data_fim }, now);
  const movimentos = fluxo.movimentacoes.map((m) => [
    csvData(m.data),
    csvTexto(m.descricao),
    csvTexto(TIPO[m.tipo]),
    csvDecimal(m.tipo === 'DESPESA' ? new Decimal(m.valor).negated() : m.valor),
    csvDecimal(m.saldo),
  ]);
  const linhas = [
    [
      csvData(fluxo.data_inicio),
      csvTexto('Saldo Inicial'),
      CSV_VAZIO,
      CSV_VAZIO,
      csvDecimal(fluxo.saldoInicial),
    ],
    ...movimentos,
    [CSV_VAZIO, csvTexto('Total de Entradas'), CSV_VAZIO, csvDecimal(fluxo.totalEntradas), CSV_VAZIO],
    [
      CSV_VAZIO,
      csvTexto('Total de Saídas'),
      CSV_VAZIO,
      csvDecimal(new Decimal(fluxo.totalSaidas).negated()),
      CSV_VAZIO,
    ],
    [csvData(fluxo.data_fim), csvTexto('Saldo Final'), CSV_VAZIO, CSV_VAZIO, csvDecimal(fluxo.saldoFinal)],
  ];
  return {
    nomeArquivo: `fluxo-caixa_${fluxo.data_inicio}_${fluxo.data_fim}.csv`,
    conteudo: montarCsv(CABECALHO, linhas),
  };
}
