import type { TFaturamentoCliente, TPeriodoQuery } from '@erp/contracts/relatorios';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext } from '../../app-context.ts';
import { faturamentoPorCliente } from './faturamento-por-cliente.ts';
import { type ArquivoCsv, csvDecimal, csvInteiro, csvTexto, montarCsv } from './montar-csv.ts';

const CABECALHO = [
  'Cliente',
  'Quantidade de Notas',
  'Serviços NF-e (R$)',
  'Vendas NF-e (R$)',
  'NFS-e (R$)',
  'Faturamento Total (R$)',
  'Material Devolvido (R$)',
];

/**
 * Billing per client of the period (default: the current month until today): the NF-e's services and sales, the
 * NFS-e, their sum, and the client's material sent back for information (never in the total), with the total row.
 */
export async function exportarFaturamentoClienteCsv(
  ctx: AppContext,
  query: TPeriodoQuery,
  now = new Date(),
): Promise<ArquivoCsv> {
  const hoje = hojeEmBrasilia(now);
  const inicio = query.data_inicio ?? `${hoje.slice(0, 8)}01`;
  const fim = query.data_fim ?? hoje;
  const clientes = await faturamentoPorCliente(ctx, { data_inicio: inicio, data_fim: fim }, now);

  const valores = (c: TFaturamentoCliente) => [
    c.faturamento_servicos,
    c.faturamento_vendas,
    c.faturamento_nfse,
    c.faturamento_total,
    c.material_devolvido,
  ];
  let notas = 0;
  let totais = CABECALHO.slice(2).map(() => new Decimal(0));
  const linhas = clientes.map((c) => {
    notas += c.quantidade_notas;
    totais = totais.map((soma, i) => soma.plus(valores(c)[i] ?? 0));
    return [
      csvTexto(c.nome_razao_social),
      csvInteiro(c.quantidade_notas),
      ...valores(c).map((v) => csvDecimal(v)),
    ];
  });
  const total = [csvTexto('Total'), csvInteiro(notas), ...totais.map((v) => csvDecimal(v))];
  return {
    nomeArquivo: `faturamento-por-cliente_${inicio}_${fim}.csv`,
    conteudo: montarCsv(CABECALHO, [...linhas, total]),
  };
}
