import { rotuloDoPrazo, type TMaterialTerceirosFiltros } from '@erp/contracts/material-terceiros';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import type { AppContext } from '../../app-context.ts';
import {
  type ArquivoCsv,
  CSV_VAZIO,
  csvData,
  csvDecimal,
  csvInteiro,
  csvTexto,
  montarCsv,
} from '../relatorios/montar-csv.ts';
import { paginaMaterialTerceiros } from './material-terceiros.repository.ts';

const CABECALHO = [
  'Cliente',
  'UF',
  'Nº NF',
  'Série',
  'Item',
  'Código',
  'Descrição',
  'Data da Remessa',
  'Recebido (kg)',
  'Devolvido (kg)',
  'Saldo (kg)',
  'Dias Decorridos',
  'Prazo (dias)',
  'Data Limite',
  'Limite com Prorrogação',
  'Situação',
];

// kg with the 4 decimals they are kept with: the totals are then exactly the sum of the rows above them.
const CASAS_KG = 4;

/** The whole report of the filter (no page) with its total row, as the screen's CSV button downloads it. */
export async function exportarMaterialTerceirosCsv(
  ctx: AppContext,
  filtros: TMaterialTerceirosFiltros,
  now = new Date(),
): Promise<ArquivoCsv> {
  const hoje = hojeEmBrasilia(now);
  const { linhas, totais } = await paginaMaterialTerceiros(ctx.db, filtros, hoje, null);
  const corpo = linhas.map((l) => [
    csvTexto(l.nome_razao_social),
    csvTexto(l.uf_cliente),
    csvInteiro(l.numero_nf),
    csvInteiro(l.serie),
    csvInteiro(l.numero_item),
    csvTexto(l.codigo_produto),
    csvTexto(l.descricao),
    csvData(l.data_remessa),
    csvDecimal(l.recebido_kg, CASAS_KG),
    csvDecimal(l.devolvido_kg, CASAS_KG),
    csvDecimal(l.saldo_kg, CASAS_KG),
    csvInteiro(l.dias_decorridos),
    csvInteiro(l.prazo_dias),
    csvData(l.data_limite),
    csvData(l.data_limite_prorrogada),
    csvTexto(rotuloDoPrazo(l.dias_restantes)),
  ]);
  const vazias = (n: number) => Array.from({ length: n }, () => CSV_VAZIO);
  const total = [
    csvTexto('Total Geral'),
    ...vazias(7),
    csvDecimal(totais.recebido_kg, CASAS_KG),
    csvDecimal(totais.devolvido_kg, CASAS_KG),
    csvDecimal(totais.saldo_kg, CASAS_KG),
    ...vazias(5),
  ];
  return { nomeArquivo: `material-terceiros-${hoje}.csv`, conteudo: montarCsv(CABECALHO, [...corpo, total]) };
}
