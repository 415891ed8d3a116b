/** A chart's vertical scale: from 0 to `topo`, with grid lines at `marcas`. */
export type Escala = { topo: number; marcas: number[] };

const FATORES = [1, 2, 2.5, 5, 10];

/**
 * Round steps (1, 2, 2.5, 5 times a power of ten) so the grid reads 0, 250, 500...; `isInteiro` keeps
 * steps of whole units for counts (there is no half note). These numbers only place pixels: amounts
 * shown as text are formatted from the API's decimal strings, never from them.
 */
export function escalaLinear(maximo: number, divisoes = 4, isInteiro = false): Escala {
  const alvo = Number.isFinite(maximo) && maximo > 0 ? maximo : isInteiro ? divisoes : 1;
  const bruto = alvo / divisoes;
  const potencia = 10 ** Math.floor(Math.log10(bruto));
  let passo = (FATORES.find((f) => f * potencia >= bruto) ?? 10) * potencia;
  if (isInteiro) passo = Math.max(1, Math.ceil(passo));
  const quantos = Math.ceil(alvo / passo - 1e-9);
  const marcas = Array.from({ length: quantos + 1 }, (_, i) => Number((i * passo).toPrecision(12)));
  return { topo: marcas.at(-1) ?? alvo, marcas };
}
