/** The account's data a boleto is built from, as the account was when the boleto's nosso número was taken. */
export type ContaDoBoleto = {
  agencia: string;
  conta: string;
  carteira: string | null;
  convenio: string | null;
};

/**
 * One bank's particulars: its campo livre (positions 20-44 of the barcode), how its nosso número is printed, and
 * what its layout needs from the account. Another bank is one more module registered in bancos-do-boleto.ts.
 */
export interface BancoDoBoleto {
  codigo: string;
  /** The bank's code with its DV, as the ficha de compensação prints it ("001-9"). */
  codigoComDv: string;
  nome: string;
  /** What the account lacks for this bank's layout (a message for the clerk), or null when it is complete. */
  conferirConta(conta: ContaDoBoleto): string | null;
  /** The largest nosso número the layout's positions hold for this account. */
  maiorNossoNumero(conta: ContaDoBoleto): number;
  /** The 25 digits of the campo livre. */
  campoLivre(conta: ContaDoBoleto, nossoNumero: number): string;
  /** The nosso número as printed on the boleto, with the bank's DV when it has one. */
  nossoNumeroImpresso(conta: ContaDoBoleto, nossoNumero: number): string;
  /** "Agência / Código do beneficiário" as printed. */
  agenciaCodigoBeneficiario(conta: ContaDoBoleto): string;
}

/** Digits only, left-padded to `tamanho`. */
export const digitos = (valor: string | number, tamanho: number) => String(valor).padStart(tamanho, '0');

/** "12345-6" into number and DV (the forms the accounts are stored in, normalizarConta). */
export function numeroEDv(valor: string): { numero: string; dv: string } {
  const [numero = '', dv = ''] = valor.split('-');
  return { numero, dv };
}
