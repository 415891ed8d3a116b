import type { ZPerdasQuery } from '@erp/contracts/producao';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import {
  type ArquivoCsv,
  CSV_VAZIO,
  csvDecimal,
  csvInteiro,
  csvTexto,
  montarCsv,
} from '../relatorios/montar-csv.ts';
import { paginaDePerdas } from './relatorio-perdas.repository.ts';
import { dividirPeriodo, periodoDasPerdas } from './relatorio-perdas.ts';

const CABECALHO = [
  'Cliente',
  'Código',
  'Produto',
  'Entrada (kg)',
  'Saída (kg)',
  'Perda (kg)',
  'Não aplicado (kg)',
  'Perda (%)',
  'Perda Acordada (%)',
  'Ordens',
  'Ordens Acima do Acordado',
];

/** 'Perdas por cliente e produto' of the period, every row (no page) and the total row, as the screen downloads it. */
export async function exportarPerdasCsv(
  ctx: AppContext,
  query: Pick<z.output<typeof ZPerdasQuery>, 'data_inicio' | 'data_fim' | 'id_cliente'>,
  now = new Date(),
): Promise<ArquivoCsv> {
  const periodo = periodoDasPerdas(query, now);
  const { linhas, totais } = await paginaDePerdas(
    ctx.db,
    dividirPeriodo(periodo, hojeEmBrasilia(now)),
    query.id_cliente,
    null,
  );
  const kg = (v: string) => csvDecimal(v, 3);
  const corpo = linhas.map((l) => [
    csvTexto(l.nome_razao_social),
    csvTexto(l.codigo_produto),
    csvTexto(l.nome_produto),
    kg(l.entrada_kg),
    kg(l.saida_kg),
    kg(l.perda_kg),
    kg(l.nao_aplicado_kg),
    csvDecimal(l.perda_percentual),
    l.perda_normal_percentual === null ? CSV_VAZIO : csvDecimal(l.perda_normal_percentual),
    csvInteiro(l.ordens),
    csvInteiro(l.ordens_acima),
  ]);
  const t = totais;
  const total = [
    csvTexto('Total'),
    CSV_VAZIO,
    CSV_VAZIO,
    kg(t.entrada_kg),
    kg(t.saida_kg),
    kg(t.perda_kg),
    kg(t.nao_aplicado_kg),
    csvDecimal(t.perda_percentual),
    CSV_VAZIO,
    csvInteiro(t.ordens),
    csvInteiro(t.ordens_acima),
  ];
  return {
    nomeArquivo: `perdas-por-cliente-e-produto_${periodo.data_inicio}_${periodo.data_fim}.csv`,
    conteudo: montarCsv(CABECALHO, [...corpo, total]),
  };
}
