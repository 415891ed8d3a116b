import { type BancoDoBoleto, type ContaDoBoleto, digitos } from './banco-do-boleto.ts';

/**
 * Banco do Brasil (001), the campo livre of its 17-position nosso número (carteiras 11/17/18/31/51), as the
 * published examples in kivanio/brcobranca's specs give it (the bank's own specification was not at hand):
 * - convênio of 7 digits: campo livre = 000000 + convênio (7) + sequence (10) + carteira (2);
 * - convênio of 8 digits: campo livre = 000000 + convênio (8) + sequence (9) + carteira (2).
 * The printed nosso número is convênio + sequence (17 digits) without a DV, as the specification says for 17
 * positions. Convênios of 4 and 6 digits (the old layouts) are not offered.
 */
const tamanhoSequencia = (conta: ContaDoBoleto) => ((conta.convenio ?? '').length === 7 ? 10 : 9);

export const bancoDoBrasil: BancoDoBoleto = {
  codigo: '001',
  codigoComDv: '001-9',
  nome: 'Banco do Brasil',
  conferirConta(conta) {
    if (!conta.convenio || !/^\d{7,8}$/.test(conta.convenio)) {
      return 'Informe o convênio de 7 ou 8 dígitos do Banco do Brasil na conta bancária padrão.';
    }
    if (!conta.carteira || !/^\d{2}$/.test(conta.carteira)) {
      return 'Informe a carteira de 2 dígitos do Banco do Brasil (ex.: 17) na conta bancária padrão.';
    }
    return null;
  },
  maiorNossoNumero: (conta) => 10 ** tamanhoSequencia(conta) - 1,
  campoLivre(conta, nossoNumero) {
    return `000000${conta.convenio}${digitos(nossoNumero, tamanhoSequencia(conta))}${conta.carteira}`;
  },
  nossoNumeroImpresso: (conta, nossoNumero) =>
    `${conta.convenio}${digitos(nossoNumero, tamanhoSequencia(conta))}`,
  agenciaCodigoBeneficiario: (conta) => `${conta.agencia} / ${conta.conta}`,
};
