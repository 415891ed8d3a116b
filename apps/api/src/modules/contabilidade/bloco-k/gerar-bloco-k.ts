import type { TValidacaoBlocoK } from '@erp/contracts/bloco-k';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type Autor, auditarEvento } from '../../auditoria/auditar.ts';
import { dadosDoBlocoK } from './dados-do-bloco-k.ts';
import { escreverBlocoK } from './escrever-bloco-k.ts';
import { reconciliarTerceiros } from './reconciliar-bloco-k.ts';
import { validarBlocoK } from './validar-bloco-k.ts';

/**
 * The layout's encoding: the EFD ICMS/IPI is a text file in ISO-8859-1 (Latin-1), one register per line ended by
 * CR LF (Ato COTEPE/ICMS 44/2018). Every character the file can hold has one byte there: the validator refuses
 * any other before a byte is written.
 */
export const CHARSET_EFD = 'ISO-8859-1';

/**
 * The validator's findings on the month's file as the product would write it now, then the reconciliation's
 * warnings (which do not hold the file back: the quantities may be right and the history wrong).
 */
export async function validarBlocoKDoMes(ctx: AppContext, mes: string): Promise<TValidacaoBlocoK> {
  const dados = await dadosDoBlocoK(ctx, mes);
  const { linhas, achados } = await validarBlocoK(escreverBlocoK(dados));
  const avisos = await reconciliarTerceiros(ctx, dados);
  return {
    mes,
    linhas,
    is_final: !achados.some((a) => a.gravidade === 'erro'),
    achados: [...achados, ...avisos],
  };
}

/**
 * The month's file for the accountant. It is validated first (the same lines, written twice: the validator holds
 * only codes and counts, so nothing of the file is kept in memory) and refused while it has an error: a file
 * with errors is never offered as final. The download is audited.
 */
export async function gerarBlocoK(ctx: AppContext, mes: string, autor: Autor) {
  const dados = await dadosDoBlocoK(ctx, mes);
  const { linhas, achados } = await validarBlocoK(escreverBlocoK(dados));
  const erros = achados.filter((a) => a.gravidade === 'erro');
  if (erros.length > 0) {
    throw AppError.unprocessable(
      `O Bloco K de ${mes} tem ${erros.length} erro(s) de validação e não pode ser baixado.`,
      'Veja a validação do mês em Contabilidade > Bloco K.',
    );
  }
  await auditarEvento(ctx.db, autor, {
    acao: 'BLOCO_K_EXPORTADO',
    entidade: 'empresa',
    idEntidade: 1,
    detalhes: { mes, linhas, leiaute: dados.leiaute },
  });
  async function* bytes() {
    for await (const linha of escreverBlocoK(dados)) yield Buffer.from(`${linha}\r\n`, 'latin1');
  }
  const [ano, m] = mes.split('-');
  return { nomeArquivo: `bloco-k-${ano}-${m}.txt`, bytes: bytes() };
}
