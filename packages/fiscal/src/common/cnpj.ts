/**
 * CNPJ numérico e alfanumérico (IN RFB 2.229/2024, em produção desde julho de 2026).
 *
 * Os 12 primeiros caracteres são [0-9A-Z] e os 2 últimos são dígitos verificadores numéricos. Cada caractere vale
 * o seu código ASCII menos 48 ('0' = 0 ... '9' = 9, 'A' = 17 ... 'Z' = 42), e os DVs são módulo 11 com pesos
 * 5,4,3,2,9,8,7,6,5,4,3,2 (1º DV) e 6,5,4,3,2,9,8,7,6,5,4,3,2 (2º DV). O CNPJ numérico é o caso particular em
 * que todos os caracteres são dígitos, por isso um único algoritmo atende aos dois.
 */

const PESOS_DV1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const PESOS_DV2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const FORMATO_CNPJ = /^[0-9A-Z]{12}[0-9]{2}$/;
const FORMATO_BASE = /^[0-9A-Z]{12}$/;

function digitoModulo11(caracteres: string, pesos: readonly number[]): number {
  let soma = 0;
  for (let i = 0; i < pesos.length; i++) {
    soma += (caracteres.charCodeAt(i) - 48) * (pesos[i] as number);
  }
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** Remove a máscara (pontos, barra, hífen, espaços) e passa as letras para maiúsculas. */
export function limparCnpj(cnpj: string): string {
  return cnpj.replace(/[.\-/\s]/g, '').toUpperCase();
}

/** Os dois dígitos verificadores para a raiz + ordem (12 caracteres [0-9A-Z], sem máscara). */
export function calcularDvCnpj(base: string): string {
  const limpa = limparCnpj(base);
  if (!FORMATO_BASE.test(limpa)) {
    throw new RangeError(`Base de CNPJ inválida: "${base}" (esperados 12 caracteres 0-9 ou A-Z).`);
  }
  const dv1 = digitoModulo11(limpa, PESOS_DV1);
  const dv2 = digitoModulo11(`${limpa}${dv1}`, PESOS_DV2);
  return `${dv1}${dv2}`;
}

/** Aceita o CNPJ com ou sem máscara. Sequências de um só caractere (00000000000000...) são recusadas. */
export function isCnpjValido(cnpj: string): boolean {
  const limpo = limparCnpj(cnpj);
  if (!FORMATO_CNPJ.test(limpo)) return false;
  // Passam no módulo 11, mas a Receita não as emite e os sistemas da SEFAZ as recusam.
  if (/^(.)\1{13}$/.test(limpo)) return false;
  return calcularDvCnpj(limpo.slice(0, 12)) === limpo.slice(12);
}

/**
 * Máscara AA.AAA.AAA/AAAA-DD. Entradas que não têm 14 caracteres depois de limpas voltam como estão (limpas),
 * para que uma mensagem de erro nunca esconda o valor que o usuário digitou.
 */
export function formatarCnpj(cnpj: string): string {
  const limpo = limparCnpj(cnpj);
  if (limpo.length !== 14) return limpo;
  return `${limpo.slice(0, 2)}.${limpo.slice(2, 5)}.${limpo.slice(5, 8)}/${limpo.slice(8, 12)}-${limpo.slice(12)}`;
}
