import { brancos, num } from '../campos.ts';
import { bancoCnab240 } from './banco-cnab-240.ts';

/**
 * Banco do Brasil (001), CNAB 240 as its "Leiaute de Arquivo Padrão CNAB 240 - Cobrança" writes the FEBRABAN 240
 * v10 layout (header de arquivo version 083, lote 042, as kivanio/brcobranca's BancoBrasil remessa; the bank's
 * manual was not at hand). Convênio field (20): convênio (9) + 0014 (cobrança cedente) + carteira (2) + variação
 * da carteira (3, the account's, required as brcobranca requires it) + 2 blanks. Nosso número (20): convênio (7 or
 * 8) + sequence (10 or 9), the 17 digits the boleto prints, then blanks. Carteira 17 is código de carteira 7
 * (simples), any other 1.
 */
export const bancoDoBrasilCnab = bancoCnab240({
  codigo: '001',
  nome: 'Banco do Brasil',
  versao: 'CNAB 240 FEBRABAN v10 (arquivo 083, lote 042)',
  nomeNoArquivo: 'BANCO DO BRASIL S.A.',
  versaoArquivo: '083',
  versaoLote: '042',
  conferirConta(conta) {
    if (!conta.convenio || !/^\d{7,8}$/.test(conta.convenio)) {
      return 'Informe o convênio de 7 ou 8 dígitos do Banco do Brasil na conta bancária para gerar a remessa.';
    }
    if (!conta.carteira || !/^\d{2}$/.test(conta.carteira)) {
      return 'Informe a carteira de 2 dígitos do Banco do Brasil (ex.: 17) na conta bancária para gerar a remessa.';
    }
    if (!conta.variacaoCarteira || !/^\d{1,3}$/.test(conta.variacaoCarteira)) {
      return 'Informe a variação da carteira do Banco do Brasil (ex.: 019) na conta bancária para gerar a remessa.';
    }
    return null;
  },
  convenio: (conta) =>
    `${num(conta.convenio ?? '', 9)}0014${num(conta.carteira ?? '', 2)}${num(conta.variacaoCarteira ?? '', 3)}${brancos(2)}`,
  nossoNumero(conta, nossoNumero) {
    const convenio = conta.convenio ?? '';
    return `${convenio}${num(nossoNumero, 17 - convenio.length)}${brancos(3)}`;
  },
  nossoNumeroDoRetorno(conta, campo) {
    const convenio = conta.convenio ?? '';
    const texto = campo.trim();
    if (!texto.startsWith(convenio) || !/^\d{17}$/.test(texto)) return null;
    return Number(texto.slice(convenio.length));
  },
  carteira: (conta) => (conta.carteira === '17' ? '7' : '1'),
});
