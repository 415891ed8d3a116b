import { NATUREZA_RETORNO_SIMBOLICO } from '@erp/contracts/nfe-operacao';
import type { CRT, TabelaFiscal } from '@erp/fiscal/calculo';
import { RegraFiscalError, regraDoCfop, TEXTO_RETORNO_SIMBOLICO } from '@erp/fiscal/calculo';
import { composicaoDoInfCpl, MAXIMO_INF_CPL } from '@erp/fiscal/nfe';
import { AppError } from '../../lib/app-error.ts';

/**
 * The text the note gives the builder as infCpl: the user's, after the symbolic return's own statement when the
 * note is one (the builder puts the regime's and the CFOP rules' legal texts before both).
 */
export function infCplDaNota(natureza: string, texto: string | null | undefined): string | undefined {
  const partes = [natureza === NATUREZA_RETORNO_SIMBOLICO ? TEXTO_RETORNO_SIMBOLICO : null, texto];
  const juntas = partes.filter((parte): parte is string => Boolean(parte?.trim())).join(' ');
  return juntas === '' ? undefined : juntas;
}

/**
 * Z03 infCpl takes 5000 characters with the legal texts the lines' rules add to the user's text (the regime's
 * phrase, the suspension of ICMS and IPI...). A draft whose text only fits alone is refused when saved, under the
 * field, with the characters to cut, instead of failing the emission later. A CFOP without a rule adds nothing
 * here: the line's own check refuses it.
 */
export function conferirInformacoesComplementares(
  texto: string | null | undefined,
  cfops: readonly string[],
  empresa: { crt: CRT; uf: string | null },
  natureza: string,
  tabela: TabelaFiscal,
) {
  if (!texto) return;
  const regras = cfops.flatMap((cfop) => {
    try {
      return [regraDoCfop(cfop, empresa.crt, tabela)];
    } catch (error) {
      if (error instanceof RegraFiscalError) return [];
      throw error;
    }
  });
  const tamanho =
    composicaoDoInfCpl(
      {
        crt: empresa.crt,
        ufEmitente: empresa.uf ?? '',
        regras,
        infCpl: infCplDaNota(natureza, texto),
      },
      tabela,
    )?.length ?? 0;
  if (tamanho <= MAXIMO_INF_CPL) return;
  const mensagem =
    `Com os textos legais da nota, as informações complementares têm ${tamanho} caracteres; ` +
    `o máximo é ${MAXIMO_INF_CPL}: retire ${tamanho - MAXIMO_INF_CPL}.`;
  throw AppError.validation(`Dados inválidos. ${mensagem}`, [
    { campo: 'informacoes_complementares', mensagem },
  ]);
}
