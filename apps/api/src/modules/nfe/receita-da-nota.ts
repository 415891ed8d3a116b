import type { CRT } from '@erp/fiscal/calculo';
import { regraDoCfop } from '@erp/fiscal/calculo';
import { Decimal } from '@erp/fiscal/decimal';
import { consomeSaldo, isLinhaServico } from './linhas-nfe.ts';

type Linha = { item: { cfop: string; valorTotal: string } };

export type ReceitaDaNota = {
  /** The lines whose fiscal rule bills (geraCobranca), each with the IPI SEFAZ authorised on it. */
  cobradas: { item: Linha['item']; vIPI: string }[];
  /** 5124/6124: the industrialisation service. */
  valorServicos: string;
  /** The sale lines (5101/5102, 6101/6102): vProd + vIPI, what the buyer pays. */
  valorVendas: string;
  /** The client's own material going back (x902/x903, retorno simbólico included): information, never revenue. */
  valorMaterialDevolvido: string;
};

/**
 * What an authorised note bills, from its lines and the det of its nfeProc (in the lines' order): the one rule for
 * its receivable and for billing (the dashboard's 'Faturamento no Mês', 'Faturamento por Cliente'). A line bills
 * when its fiscal rule says so (`geraCobranca`); remessas (x901) and returns never do.
 */
export function receitaDaNota(
  itens: readonly Linha[],
  det: readonly { vIPI?: string | undefined }[],
  crt: CRT,
): ReceitaDaNota {
  const cobradas = itens.flatMap((linha, i) =>
    regraDoCfop(linha.item.cfop, crt).geraCobranca ? [{ item: linha.item, vIPI: det[i]?.vIPI ?? '0' }] : [],
  );
  const somar = (linhas: typeof cobradas) =>
    linhas.reduce((soma, { item, vIPI }) => soma.plus(item.valorTotal).plus(vIPI), new Decimal(0)).toFixed(2);
  const devolvido = itens
    .filter(({ item }) => consomeSaldo(item.cfop))
    .reduce((soma, { item }) => soma.plus(item.valorTotal), new Decimal(0));
  return {
    cobradas,
    valorServicos: somar(cobradas.filter(({ item }) => isLinhaServico(item.cfop))),
    valorVendas: somar(cobradas.filter(({ item }) => !isLinhaServico(item.cfop))),
    valorMaterialDevolvido: devolvido.toFixed(2),
  };
}
