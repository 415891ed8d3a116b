import { arredondarCentavos, Decimal } from '../../common/decimal.ts';
import { EntradaNFeInvalidaError } from './entrada-invalida.ts';

/** valor x percentual / 100, arredondado em 2 casas. */
export function aplicarAliquota(base: Decimal, percentual: Decimal | string): Decimal {
  return arredondarCentavos(base.times(percentual).dividedBy(100));
}

export function soma(valores: readonly Decimal[]): Decimal {
  return valores.reduce((total, valor) => total.plus(valor), new Decimal(0));
}

const ZERO = new Decimal(0);

/**
 * Lê um texto decimal da entrada. Recusa mais casas do que o campo admite em vez de arredondar em silêncio: uma
 * quantidade 0.33335 viraria 0.3334 kg no XML e o estoque deixaria de bater com a nota.
 */
export function lerDecimal(
  campo: string,
  valor: string | undefined,
  casas: number,
  padrao?: string,
): Decimal {
  // Decimal é imutável: o zero dos campos opcionais ausentes (vFrete, vDesc...) pode ser um só.
  if (valor === undefined && padrao === '0') return ZERO;
  const texto = valor ?? padrao;
  if (texto === undefined) {
    throw new EntradaNFeInvalidaError(campo, `Informe ${campo}.`);
  }
  if (typeof texto !== 'string' || !/^[0-9]+(\.[0-9]+)?$/.test(texto.trim())) {
    throw new EntradaNFeInvalidaError(
      campo,
      `Valor inválido em ${campo}: "${String(texto)}" (use texto com ponto decimal, ex.: "1234.56").`,
    );
  }
  const numero = new Decimal(texto.trim());
  if (numero.decimalPlaces() > casas) {
    throw new EntradaNFeInvalidaError(
      campo,
      `${campo} aceita no máximo ${casas} casas decimais: "${texto}".`,
    );
  }
  return numero;
}
