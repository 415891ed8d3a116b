import type { TPeriodoQuery } from '@erp/contracts/relatorios';
import Decimal from 'decimal.js';
import type { AppContext } from '../../app-context.ts';
import { faturamentoPorCliente } from './faturamento-por-cliente.ts';
import { hojeEmBrasilia } from './fluxo-caixa.ts';
import { type ArquivoCsv, csvDecimal, csvInteiro, csvTexto, montarCsv } from './montar-csv.ts';

const CABECALHO = ['Cliente', 'Quantidade de Notas', 'NF-e (R$)', 'NFS-e (R$)', 'Faturamento Total (R$)'];

/** Billing per client of the period, NF-e and NFS-e apart and together (default: the current month until today), with the total row. */
export async function exportarFaturamentoClienteCsv(
  ctx: AppContext,
  query: TPeriodoQuery,
  now = new Date(),
): Promise<ArquivoCsv> {
  const hoje = hojeEmBrasilia(now);
  const inicio = query.data_inicio ?? `${hoje.slice(0, 8)}01`;
  const fim = query.data_fim ?? hoje;
  const clientes = await faturamentoPorCliente(ctx, { data_inicio: inicio, data_fim: fim }, now);

  let notas = 0;
  let faturamento = new Decimal(0);
  let nfe = new Decimal(0);
  let nfse = new Decimal(0);
  const linhas = clientes.map((c) => {
    notas += c.quantidade_notas;
    faturamento = faturamento.plus(c.faturamento_total);
    nfe = nfe.plus(c.faturamento_nfe);
    nfse = nfse.plus(c.faturamento_nfse);
    return [
      csvTexto(c.nome_razao_social),
      csvInteiro(c.quantidade_notas),
      csvDecimal(c.faturamento_nfe),
      csvDecimal(c.faturamento_nfse),
      csvDecimal(c.faturamento_total),
    ];
  });
  const total = [
    csvTexto('Total'),
    csvInteiro(notas),
    csvDecimal(nfe),
    csvDecimal(nfse),
    csvDecimal(faturamento),
  ];
  return {
    nomeArquivo: `faturamento-por-cliente_${inicio}_${fim}.csv`,
    conteudo: montarCsv(CABECALHO, [...linhas, total]),
  };
}
