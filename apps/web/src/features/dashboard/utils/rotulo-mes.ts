const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/**
 * SPEC §2: the short month plus the 2-digit year in pt-BR, as the clerk writes it: '2026-11' -> 'nov/26'
 * (Intl's 'nov. de 26' is too long under six bars). Built from the text, so no time zone moves the month. A
 * value that is not 'YYYY-MM' is shown as it came.
 */
export function rotuloMes(mes: string): string {
  const partes = /^(\d{4})-(\d{2})$/.exec(mes);
  const nome = partes ? MESES[Number(partes[2]) - 1] : undefined;
  if (!partes || !nome) return mes;
  return `${nome}/${partes[1]?.slice(2)}`;
}
