import { dvNossoNumeroSicoob } from '../../boleto/bancos/sicoob.ts';
import { brancos, num } from '../campos.ts';
import { bancoCnab240 } from './banco-cnab-240.ts';

/**
 * Sicoob (756), CNAB 240 as its "Layout CNAB 240 - Cobrança Bancária" writes the FEBRABAN 240 v10 layout
 * (arquivo 081, lote 040, as kivanio/brcobranca's Sicoob remessa; the cooperative's manual was not at hand). The
 * convênio field is left blank (the cooperative reads the account); nosso número (20): the 7 digits and DV the
 * boleto prints, right-aligned in 10, parcela 01, modalidade 01, tipo de formulário 4 (A4 sem envelopamento),
 * 5 blanks.
 */
export const sicoobCnab = bancoCnab240({
  codigo: '756',
  nome: 'Sicoob',
  versao: 'CNAB 240 FEBRABAN v10 (arquivo 081, lote 040)',
  nomeNoArquivo: 'SICOOB',
  versaoArquivo: '081',
  versaoLote: '040',
  conferirConta(conta) {
    if (!conta.carteira || !/^\d$/.test(conta.carteira)) {
      return 'Informe a carteira de 1 dígito do Sicoob (ex.: 1) na conta bancária para gerar a remessa.';
    }
    if (!conta.convenio || !/^\d{1,7}$/.test(conta.convenio)) {
      return 'Informe o código do beneficiário do Sicoob no convênio da conta bancária para gerar a remessa.';
    }
    return null;
  },
  convenio: () => brancos(20),
  nossoNumero: (conta, nossoNumero) =>
    `${num(`${num(nossoNumero, 7)}${dvNossoNumeroSicoob(conta, nossoNumero)}`, 10)}01014${brancos(5)}`,
  nossoNumeroDoRetorno(conta, campo) {
    const texto = campo.slice(0, 10);
    if (!/^\d{10}$/.test(texto)) return null;
    const nossoNumero = Number(texto.slice(0, 9));
    return dvNossoNumeroSicoob(conta, nossoNumero) === texto.slice(9) ? nossoNumero : null;
  },
  carteira: (conta) => conta.carteira ?? '1',
});
