/**
 * Sums and differences of kg quantities as the API sends them (numeric strings with up to 4 decimals),
 * in integer ten-thousandths: exact, with no float rounding (STYLE habit 9).
 */
const ESCALA = 4;
const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,4}))?$/;

function paraInteiro(valor: string): bigint | null {
  const match = DECIMAL.exec(valor.trim());
  if (!match) return null;
  const [, sinal, inteiros = '0', decimais = ''] = match;
  const absoluto = BigInt(`${inteiros}${decimais.padEnd(ESCALA, '0')}`);
  return sinal === '-' ? -absoluto : absoluto;
}

function paraTexto(valor: bigint): string {
  const negativo = valor < 0n;
  const digitos = (negativo ? -valor : valor).toString().padStart(ESCALA + 1, '0');
  return `${negativo ? '-' : ''}${digitos.slice(0, -ESCALA)}.${digitos.slice(-ESCALA)}`;
}

/** "100.0000" - "37.5" -> "62.5000"; null when either value is not a decimal. */
export function subtrairKg(a: string, b: string): string | null {
  const x = paraInteiro(a);
  const y = paraInteiro(b);
  return x === null || y === null ? null : paraTexto(x - y);
}

/** The sum of the values, or null when one of them is not a decimal. */
export function somarKg(valores: string[]): string | null {
  let total = 0n;
  for (const valor of valores) {
    const inteiro = paraInteiro(valor);
    if (inteiro === null) return null;
    total += inteiro;
  }
  return paraTexto(total);
}
