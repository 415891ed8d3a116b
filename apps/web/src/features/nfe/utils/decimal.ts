/**
 * Money arithmetic of the draft screen on decimal strings, in BigInt integers of their smallest unit: a line
 * total never passes through a JS float (STYLE habit 9). The server recomputes every total anyway; these
 * only have to show the same centavos it will store.
 */
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

type Inteiro = { valor: bigint; escala: number };

function paraInteiro(texto: string): Inteiro | null {
  const match = DECIMAL.exec(texto.trim());
  if (!match) return null;
  const [, inteiros = '0', decimais = ''] = match;
  return { valor: BigInt(`${inteiros}${decimais}`), escala: decimais.length };
}

function paraTexto(valor: bigint, escala: number): string {
  const digitos = valor.toString().padStart(escala + 1, '0');
  return escala === 0 ? digitos : `${digitos.slice(0, -escala)}.${digitos.slice(-escala)}`;
}

/** a × b rounded half up to centavos, as decimal.js ROUND_HALF_UP does on the server: "8" × "1250.5" -> "10004.00". */
export function multiplicarEmCentavos(a: string, b: string): string | null {
  const x = paraInteiro(a);
  const y = paraInteiro(b);
  if (!x || !y) return null;
  const produto = x.valor * y.valor;
  const escala = x.escala + y.escala;
  if (escala <= 2) return paraTexto(produto * 10n ** BigInt(2 - escala), 2);
  const divisor = 10n ** BigInt(escala - 2);
  const arredondado = (produto + divisor / 2n) / divisor;
  return paraTexto(arredondado, 2);
}

/** The sum of non-negative amounts with up to 2 places: ["0.10", "0.20"] -> "0.30". */
export function somarEmCentavos(valores: readonly string[]): string {
  let total = 0n;
  for (const valor of valores) {
    const inteiro = paraInteiro(valor);
    if (!inteiro || inteiro.escala > 2) throw new RangeError(`Valor inválido: ${valor}`);
    total += inteiro.valor * 10n ** BigInt(2 - inteiro.escala);
  }
  return paraTexto(total, 2);
}
