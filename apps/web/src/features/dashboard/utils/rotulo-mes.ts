// The month is a calendar month, not an instant: built and formatted in UTC so no time zone moves it.
const formatoMes = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/**
 * SPEC §2: the short month plus the 2-digit year in pt-BR, exactly as Intl writes it:
 * '2026-11' -> 'nov. de 26'. A value that is not 'YYYY-MM' is shown as it came.
 */
export function rotuloMes(mes: string): string {
  const partes = /^(\d{4})-(\d{2})$/.exec(mes);
  if (!partes) return mes;
  return formatoMes.format(new Date(Date.UTC(Number(partes[1]), Number(partes[2]) - 1, 1)));
}
