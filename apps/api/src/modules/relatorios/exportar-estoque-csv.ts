import type { TListQuery } from '@erp/contracts/pagination';
import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext } from '../../app-context.ts';
import { type ArquivoCsv, CSV_VAZIO, csvDecimal, csvTexto, montarCsv } from './montar-csv.ts';
import { linhaEstoque } from './relatorio-estoque.ts';
import { listEstoqueCompleto, totaisEstoque } from './relatorios.repository.ts';

const CABECALHO = [
  'Produto',
  'Código (SKU)',
  'Unidade',
  'Estoque Total (kg)',
  'Material de Clientes (kg)',
  'Estoque Próprio (kg)',
  'Estoque de Terceiros (kg)',
  'Custo Médio (R$/kg)',
  'Valor do Estoque Próprio (R$)',
];

/** The stock position of every product matching `search` (page and limit do not apply), with the total. */
export async function exportarEstoqueCsv(
  ctx: AppContext,
  query: Pick<TListQuery, 'search'>,
): Promise<ArquivoCsv> {
  const [produtos, total] = await Promise.all([
    listEstoqueCompleto(ctx.db, query.search),
    totaisEstoque(ctx.db, query.search),
  ]);
  const linhas = produtos
    .map(linhaEstoque)
    .map((p) => [
      csvTexto(p.nome),
      csvTexto(p.codigo_interno),
      csvTexto(p.unidade_medida),
      csvDecimal(p.estoque_kg),
      csvDecimal(p.saldo_clientes_kg),
      csvDecimal(p.estoque_proprio_kg),
      csvDecimal(p.estoque_terceiros_kg),
      csvDecimal(p.custo_medio_kg, 4),
      csvDecimal(p.valor_estoque_proprio),
    ]);
  const totalGeral = [
    csvTexto('Total Geral'),
    CSV_VAZIO,
    CSV_VAZIO,
    csvDecimal(total.total),
    CSV_VAZIO,
    csvDecimal(total.proprio),
    csvDecimal(new Decimal(total.total).minus(total.proprio).toFixed(4)),
    CSV_VAZIO,
    csvDecimal(total.valor),
  ];
  return { nomeArquivo: 'posicao-estoque.csv', conteudo: montarCsv(CABECALHO, [...linhas, totalGeral]) };
}
