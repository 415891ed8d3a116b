import { type BancoDoBoleto, type ContaDoBoleto, digitos } from './banco-do-boleto.ts';

/**
 * Sicoob (756), as the published example in kivanio/brcobranca's specs gives it (the cooperative's own layout was
 * not at hand), modalidade 01 (simples com registro): campo livre = carteira (1) + cooperativa (4) + modalidade (2) + código do beneficiário (7) +
 * nosso número (7) + DV (1) + parcela (3, 001). The nosso número DV is módulo 11 over cooperativa (4), código
 * do beneficiário (10) and nosso número (7) with the weights 3, 1, 9, 7 repeated from the left; 11 minus the
 * remainder, 10 and 11 written 0.
 */
const MODALIDADE = '01';
const PARCELA = '001';
const PESOS = [3, 1, 9, 7];

const cooperativa = (conta: ContaDoBoleto) => conta.agencia.slice(0, 4);
const beneficiario = (conta: ContaDoBoleto) => digitos(conta.convenio ?? '', 7);

export function dvNossoNumeroSicoob(conta: ContaDoBoleto, nossoNumero: number): string {
  const base = `${cooperativa(conta)}${digitos(beneficiario(conta), 10)}${digitos(nossoNumero, 7)}`;
  let soma = 0;
  for (let i = 0; i < base.length; i += 1) soma += Number(base[i]) * (PESOS[i % 4] ?? 0);
  const dv = 11 - (soma % 11);
  return dv >= 10 ? '0' : String(dv);
}

export const sicoob: BancoDoBoleto = {
  codigo: '756',
  codigoComDv: '756-0',
  nome: 'Sicoob',
  conferirConta(conta) {
    if (!conta.carteira || !/^\d$/.test(conta.carteira)) {
      return 'Informe a carteira de 1 dígito do Sicoob (ex.: 1) na conta bancária padrão.';
    }
    if (!conta.convenio || !/^\d{1,7}$/.test(conta.convenio)) {
      return 'Informe o código do beneficiário do Sicoob (até 7 dígitos) no convênio da conta bancária padrão.';
    }
    return null;
  },
  maiorNossoNumero: () => 9_999_999,
  campoLivre(conta, nossoNumero) {
    const nn = `${digitos(nossoNumero, 7)}${dvNossoNumeroSicoob(conta, nossoNumero)}`;
    return `${conta.carteira}${cooperativa(conta)}${MODALIDADE}${beneficiario(conta)}${nn}${PARCELA}`;
  },
  nossoNumeroImpresso: (conta, nossoNumero) =>
    `${digitos(nossoNumero, 7)}-${dvNossoNumeroSicoob(conta, nossoNumero)}`,
  agenciaCodigoBeneficiario: (conta) => `${cooperativa(conta)} / ${beneficiario(conta)}`,
};
