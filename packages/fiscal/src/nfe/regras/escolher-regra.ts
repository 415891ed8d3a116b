import { regrasPadrao } from './regras-padrao.ts';
import type { AliquotasIbsCbs, CRT, Regime, RegraFiscal, TabelaFiscal } from './tipos.ts';

export class RegraFiscalError extends Error {
  override readonly name = 'RegraFiscalError';
}

/** CRT 3 é o regime normal (CST); 1, 2 e 4 são Simples Nacional (CSOSN). */
export function regimeDoCrt(crt: CRT): Regime {
  if (crt === '3') return 'normal';
  if (crt === '1' || crt === '2' || crt === '4') return 'simples';
  throw new RegraFiscalError(`CRT inválido: "${String(crt)}" (use 1, 2, 3 ou 4).`);
}

/** O grupo IBSCBS é obrigatório para o regime a partir do ano de início da tabela (2026 normal, 2027 Simples). */
export function exigeIbsCbs(crt: CRT, ano: number, tabela: TabelaFiscal = regrasPadrao): boolean {
  return ano >= tabela.ibscbs.inicio[regimeDoCrt(crt)];
}

export interface IbsCbsAplicavel {
  CST: string;
  cClassTrib: string;
  /** Presente quando a regra é tributada: o item leva gIBSCBS com estas alíquotas. */
  aliquotas?: AliquotasIbsCbs;
}

export interface RegraAplicavel {
  regra: RegraFiscal;
  /** Ausente quando o IBS/CBS ainda não é exigido para o regime naquele ano. */
  ibscbs?: IbsCbsAplicavel;
}

/**
 * A regra do CFOP para o CRT do emitente, com o IBS/CBS resolvido para o ano de emissão. Lança RegraFiscalError,
 * com mensagem para o usuário, quando a tabela não tem o CFOP ou as alíquotas do ano.
 */
export function escolherRegra(
  cfop: string,
  crt: CRT,
  ano: number,
  tabela: TabelaFiscal = regrasPadrao,
): RegraAplicavel {
  const regra = regraDoCfop(cfop, crt, tabela);
  const ibscbs = ibsCbsDaRegra(regra, crt, ano, tabela);
  return ibscbs ? { regra, ibscbs } : { regra };
}

/**
 * Só a regra do CFOP para o regime do CRT, sem resolver o IBS/CBS de um ano: o que a linha é (gera cobrança,
 * exige a remessa referenciada), que não muda com as alíquotas. Lança RegraFiscalError sem regra para o CFOP.
 */
export function regraDoCfop(cfop: string, crt: CRT, tabela: TabelaFiscal = regrasPadrao): RegraFiscal {
  const regime = regimeDoCrt(crt);
  const regra = tabela.regras.find((r) => r.cfop === cfop && r.regime === regime);
  if (regra) return regra;
  const nome = regime === 'normal' ? 'regime normal' : 'Simples Nacional';
  throw new RegraFiscalError(`Não há regra fiscal para o CFOP ${cfop} no ${nome}; cadastre-a.`);
}

/** O IBS/CBS da regra no ano: undefined antes do início para o regime; com as alíquotas quando tributado. */
export function ibsCbsDaRegra(
  regra: RegraFiscal,
  crt: CRT,
  ano: number,
  tabela: TabelaFiscal = regrasPadrao,
): IbsCbsAplicavel | undefined {
  if (!exigeIbsCbs(crt, ano, tabela)) return undefined;
  const { CST, cClassTrib, tributado } = regra.ibscbs;
  if (!tributado) return { CST, cClassTrib };
  const aliquotas = tabela.ibscbs.aliquotas[String(ano)];
  if (!aliquotas) {
    throw new RegraFiscalError(`Alíquotas de IBS e CBS de ${ano} não cadastradas na tabela fiscal.`);
  }
  return { CST, cClassTrib, aliquotas };
}

/** As frases do texto legal da regra para a UF do emitente (a redação da UF, se houver, senão a padrão). */
export function textoLegalDaRegra(regra: RegraFiscal, ufEmitente: string): readonly string[] {
  return regra.textoLegal?.porUF?.[ufEmitente] ?? regra.textoLegal?.padrao ?? [];
}
