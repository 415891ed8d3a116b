/**
 * Data e hora no formato TDateTimeUTC dos schemas (AAAA-MM-DDThh:mm:ss-03:00), no horário de Brasília, que não
 * tem horário de verão desde 2019: o deslocamento é sempre -03:00. A SEFAZ rejeita dhEvento no futuro (rejeição
 * 578), por isso a hora vem do relógio de quem chama, sem arredondar para cima.
 */
export function dataHoraBrasilia(data: Date): string {
  const local = new Date(data.getTime() - 3 * 60 * 60 * 1000);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

/** Ano com dois dígitos no horário de Brasília (ano da inutilização). */
export function anoBrasilia(data: Date): string {
  return dataHoraBrasilia(data).slice(2, 4);
}
