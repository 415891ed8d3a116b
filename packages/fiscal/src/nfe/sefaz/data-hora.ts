/**
 * Data e hora no formato TDateTimeUTC dos schemas (AAAA-MM-DDThh:mm:ss-03:00), no horário de Brasília, que não
 * tem horário de verão desde 2019: o deslocamento é sempre -03:00. A SEFAZ rejeita dhEvento no futuro (rejeição
 * 578), por isso a hora vem do relógio de quem chama, sem arredondar para cima.
 */
export function dataHoraBrasilia(data: Date): string {
  const local = new Date(data.getTime() - 3 * 60 * 60 * 1000);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

/**
 * O ano fiscal de um documento: o ano da data de Brasília do seu dhEmi (ou do instante dado), qualquer que seja o
 * fuso do servidor. É ele que escolhe a linha da tabela anual de IBS/CBS: às 23:30 de 31/12 em Brasília ainda é o
 * ano que termina, embora em UTC já seja o seguinte.
 */
export function anoFiscal(dhEmiOuInstante: string | Date): number {
  const instante = typeof dhEmiOuInstante === 'string' ? new Date(dhEmiOuInstante) : dhEmiOuInstante;
  if (Number.isNaN(instante.getTime()))
    throw new RangeError(`Data e hora inválida: ${String(dhEmiOuInstante)}`);
  return Number(dataHoraBrasilia(instante).slice(0, 4));
}

/** Ano com dois dígitos no horário de Brasília (ano da inutilização). */
export function anoBrasilia(data: Date): string {
  return dataHoraBrasilia(data).slice(2, 4);
}
