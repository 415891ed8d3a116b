import { dvModulo11 } from '@erp/contracts/dv-bancario';
import { type BancoDoBoleto, type ContaDoBoleto, digitos, numeroEDv } from './banco-do-boleto.ts';

/**
 * Bradesco (237), as the published examples in kivanio/brcobranca's specs give it (the bank's own layout was not at
 * hand; the campo livre is the same for every carteira, 09 included): campo livre = agência (4, without DV) + carteira (2) + nosso número (11) +
 * conta (7, without DV) + 0. The printed nosso número is carteira/nosso número-DV, the DV in módulo 11 with
 * weights 2..7 over carteira and nosso número (remainder 1 -> 'P', 0 -> '0').
 */
const carteira = (conta: ContaDoBoleto) => digitos(conta.carteira ?? '', 2);

export const bradesco: BancoDoBoleto = {
  codigo: '237',
  codigoComDv: '237-2',
  nome: 'Bradesco',
  conferirConta(conta) {
    if (!conta.carteira || !/^\d{1,2}$/.test(conta.carteira)) {
      return 'Informe a carteira de 2 dígitos do Bradesco (ex.: 09) na conta bancária padrão.';
    }
    return null;
  },
  maiorNossoNumero: () => 99_999_999_999,
  campoLivre(conta, nossoNumero) {
    const agencia = conta.agencia.slice(0, 4);
    return `${agencia}${carteira(conta)}${digitos(nossoNumero, 11)}${digitos(numeroEDv(conta.conta).numero, 7)}0`;
  },
  nossoNumeroImpresso(conta, nossoNumero) {
    const nn = digitos(nossoNumero, 11);
    return `${carteira(conta)}/${nn}-${dvModulo11(`${carteira(conta)}${nn}`, 7, 'P')}`;
  },
  agenciaCodigoBeneficiario(conta) {
    const { numero, dv } = numeroEDv(conta.conta);
    return `${conta.agencia} / ${digitos(numero, 7)}-${dv}`;
  },
};
