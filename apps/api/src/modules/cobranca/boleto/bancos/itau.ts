import { dvModulo10 } from '@erp/contracts/dv-bancario';
import { type BancoDoBoleto, type ContaDoBoleto, digitos, numeroEDv } from './banco-do-boleto.ts';

/**
 * Itaú (341), as the published examples in kivanio/brcobranca's specs give it (the bank's own manual was not at
 * hand), for the carteiras whose nosso número DAC covers agência, conta, carteira and nosso número (109, 175,
 * 121, ...): campo livre = carteira (3) + nosso número (8) + DAC [agência + conta + carteira + nosso número]
 * (módulo 10) + agência (4) + conta (5) + DAC [agência + conta] (módulo 10) + 000. The carteiras with seu número
 * (106, 107, 122, 142, 143, 195, 196, 198) and those with another DAC (112, 126, 131, 146, 150, 168) follow other
 * layouts and are refused.
 */
const CARTEIRAS_DE_OUTRO_LAYOUT = new Set([
  '106',
  '107',
  '122',
  '142',
  '143',
  '195',
  '196',
  '198',
  '112',
  '126',
  '131',
  '146',
  '150',
  '168',
]);

const partes = (conta: ContaDoBoleto) => ({
  agencia: conta.agencia.slice(0, 4),
  ...numeroEDv(conta.conta),
  carteira: digitos(conta.carteira ?? '', 3),
});

function dacNossoNumero(conta: ContaDoBoleto, nossoNumero: number): string {
  const { agencia, numero, carteira } = partes(conta);
  return dvModulo10(`${agencia}${digitos(numero, 5)}${carteira}${digitos(nossoNumero, 8)}`);
}

export const itau: BancoDoBoleto = {
  codigo: '341',
  codigoComDv: '341-7',
  nome: 'Itaú',
  conferirConta(conta) {
    if (!conta.carteira) return 'Informe a carteira do Itaú (ex.: 109) na conta bancária padrão.';
    if (CARTEIRAS_DE_OUTRO_LAYOUT.has(digitos(conta.carteira, 3))) {
      return `A carteira ${conta.carteira} do Itaú usa outro leiaute de boleto; use uma carteira como a 109.`;
    }
    return null;
  },
  maiorNossoNumero: () => 99_999_999,
  campoLivre(conta, nossoNumero) {
    const { agencia, numero, dv, carteira } = partes(conta);
    const nn = digitos(nossoNumero, 8);
    return `${carteira}${nn}${dacNossoNumero(conta, nossoNumero)}${agencia}${digitos(numero, 5)}${dv}000`;
  },
  nossoNumeroImpresso: (conta, nossoNumero) =>
    `${partes(conta).carteira}/${digitos(nossoNumero, 8)}-${dacNossoNumero(conta, nossoNumero)}`,
  agenciaCodigoBeneficiario: (conta) => `${conta.agencia.slice(0, 4)} / ${conta.conta}`,
};
