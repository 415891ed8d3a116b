const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * The exact sum of decimal strings as the API sends them ("1750.50"), e.g. the billing report's total row.
 * Each value becomes an integer of its smallest unit (centavos for money) as a BigInt, so no float ever
 * touches the amount: 0.1 + 0.2 is "0.30", not "0.30000000000000004". The result has the largest scale of
 * the inputs, at least 2.
 */
export function somarDecimais(valores: readonly string[]): string {
  const partes = valores.map((valor) => {
    const match = DECIMAL.exec(valor.trim());
    if (!match) throw new RangeError(`Valor decimal inválido: ${valor}`);
    const [, sinal = '', inteiro = '0', fracao = ''] = match;
    return { sinal, inteiro, fracao };
  });
  const escala = Math.max(2, ...partes.map((p) => p.fracao.length));
  const total = partes.reduce((soma, p) => {
    const unidades = BigInt(`${p.inteiro}${p.fracao.padEnd(escala, '0')}`);
    return p.sinal === '-' ? soma - unidades : soma + unidades;
  }, 0n);

  const negativo = total < 0n;
  const digitos = (negativo ? -total : total).toString().padStart(escala + 1, '0');
  const texto = `${digitos.slice(0, -escala)}.${digitos.slice(-escala)}`;
  return negativo ? `-${texto}` : texto;
}
