/** CPF: 9 dígitos + 2 DVs módulo 11 (pesos 10..2 e 11..2). */

const FORMATO_CPF = /^[0-9]{11}$/;

function digito(numeros: string, pesoInicial: number): number {
  let soma = 0;
  for (let i = 0; i < numeros.length; i++) {
    soma += (numeros.charCodeAt(i) - 48) * (pesoInicial - i);
  }
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** Remove pontos, hífen e espaços. */
export function limparCpf(cpf: string): string {
  return cpf.replace(/[.\-\s]/g, '');
}

/** Os dois dígitos verificadores para os 9 primeiros dígitos. */
export function calcularDvCpf(base: string): string {
  const limpa = limparCpf(base);
  if (!/^[0-9]{9}$/.test(limpa)) {
    throw new RangeError(`Base de CPF inválida: "${base}" (esperados 9 dígitos).`);
  }
  const dv1 = digito(limpa, 10);
  const dv2 = digito(`${limpa}${dv1}`, 11);
  return `${dv1}${dv2}`;
}

/** Aceita o CPF com ou sem máscara. Sequências repetidas (111.111.111-11) passam no módulo 11 mas não existem. */
export function isCpfValido(cpf: string): boolean {
  const limpo = limparCpf(cpf);
  if (!FORMATO_CPF.test(limpo) || /^(\d)\1{10}$/.test(limpo)) return false;
  return calcularDvCpf(limpo.slice(0, 9)) === limpo.slice(9);
}

/** Máscara 000.000.000-00; entradas sem 11 dígitos voltam limpas, sem máscara. */
export function formatarCpf(cpf: string): string {
  const limpo = limparCpf(cpf);
  if (!FORMATO_CPF.test(limpo)) return limpo;
  return `${limpo.slice(0, 3)}.${limpo.slice(3, 6)}.${limpo.slice(6, 9)}-${limpo.slice(9)}`;
}
