import type { TValidacaoBlocoK } from '@erp/contracts/bloco-k';
import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type Autor, auditarEvento } from '../../auditoria/auditar.ts';
import { type DadosDoBlocoK, dadosDoBlocoK } from './dados-do-bloco-k.ts';
import {
  codigoDoItem,
  codigoDoParticipante,
  escreverBlocoK,
  indicadorDoEstoque,
} from './escrever-bloco-k.ts';
import { gravarExportacao } from './historico-bloco-k.repository.ts';
import {
  avisosDasCorrecoes,
  avisosDoInventario,
  reconciliarMesAMes,
  reconciliarTerceiros,
} from './reconciliar-bloco-k.ts';
import { validarBlocoK } from './validar-bloco-k.ts';

/**
 * The layout's encoding: the EFD ICMS/IPI is a text file in ISO-8859-1 (Latin-1), one register per line ended by
 * CR LF (Ato COTEPE/ICMS 44/2018). Every character the file can hold has one byte there: the validator refuses
 * any other before a byte is written.
 */
export const CHARSET_EFD = 'ISO-8859-1';

/**
 * The validator's findings on the month's file as the product would write it now (with the Bloco H of `dia` when
 * asked), then the warnings that do not hold the file back: the Material de Terceiros reconciliation, the K280
 * corrections and the month-over-month check.
 */
export async function validarBlocoKDoMes(
  ctx: AppContext,
  mes: string,
  dia?: string,
): Promise<TValidacaoBlocoK> {
  const dados = await dadosDoBlocoK(ctx, mes, dia);
  const { linhas, achados } = await validarBlocoK(escreverBlocoK(dados));
  const avisos = await reconciliarTerceiros(ctx, dados);
  return {
    mes,
    linhas,
    is_final: !achados.some((a) => a.gravidade === 'erro'),
    achados: [
      ...achados,
      ...avisos,
      ...avisosDasCorrecoes(dados),
      ...reconciliarMesAMes(dados),
      ...avisosDoInventario(dados),
    ],
  };
}

/** The month's K200 and K280 as the final file carries them, kept for the K280 of later months. */
async function gravarOQueSaiu(ctx: AppContext, d: DadosDoBlocoK) {
  const linha = (s: { id_produto: number; id_cliente: number | null }) => ({
    cod_item: codigoDoItem(d, s.id_produto),
    ind_est: indicadorDoEstoque(s),
    cod_part: codigoDoParticipante(d, s.id_cliente),
    id_produto: s.id_produto,
    id_cliente: s.id_cliente,
  });
  await gravarExportacao(
    ctx.db,
    d.inicio,
    d.estoque.map((s) => ({ ...linha(s), quantidade: new Decimal(s.quantidade_kg).toFixed(3) })),
    d.correcoes.map((c) => ({ ...linha(c), mes: c.mes, quantidade: c.diferenca })),
  );
}

/**
 * The month's file for the accountant. It is validated first (the same lines, written twice: the validator holds
 * only codes and counts, so nothing of the file is kept in memory) and refused while it has an error: a file
 * with errors is never offered as final. The final file's K200 and K280 are kept (the K280 of later months
 * compare with them) and the download is audited.
 */
export async function gerarBlocoK(ctx: AppContext, mes: string, autor: Autor, dia?: string) {
  const dados = await dadosDoBlocoK(ctx, mes, dia);
  const { linhas, achados } = await validarBlocoK(escreverBlocoK(dados));
  const erros = achados.filter((a) => a.gravidade === 'erro');
  if (erros.length > 0) {
    throw AppError.unprocessable(
      `O Bloco K de ${mes} tem ${erros.length} erro(s) de validação e não pode ser baixado.`,
      'Veja a validação do mês em Contabilidade > Bloco K.',
    );
  }
  await gravarOQueSaiu(ctx, dados);
  await auditarEvento(ctx.db, autor, {
    acao: 'BLOCO_K_EXPORTADO',
    entidade: 'empresa',
    idEntidade: 1,
    detalhes: {
      mes,
      linhas,
      leiaute: dados.leiaute,
      ...(dia ? { inventario: dia } : {}),
      ...(dados.correcoes.length > 0 ? { correcoes_k280: dados.correcoes.length } : {}),
    },
  });
  async function* bytes() {
    for await (const linha of escreverBlocoK(dados)) yield Buffer.from(`${linha}\r\n`, 'latin1');
  }
  const [ano, m] = mes.split('-');
  return { nomeArquivo: `bloco-k-${ano}-${m}.txt`, bytes: bytes() };
}
