/**
 * O tempo da empresa, em um só lugar para a API, a web e o motor fiscal: o fuso, o dia de hoje, a data e hora
 * do XML, a data e hora em texto e o ano fiscal de um documento. A empresa fica em Brasília; o servidor e o
 * navegador podem estar em qualquer fuso, e o dia que vale (vencimento, competência, período de relatório) é o
 * do calendário de Brasília, não o do relógio de quem roda o código.
 */

/** O fuso da empresa. É o único lugar do código que o escreve (scripts/conferir-importacoes.mjs confere). */
export const FUSO_DA_EMPRESA = 'America/Sao_Paulo';

const DIA = new Intl.DateTimeFormat('en-CA', {
  timeZone: FUSO_DA_EMPRESA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const DATA_TEXTO = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO_DA_EMPRESA,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const DATA_HORA_TEXTO = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO_DA_EMPRESA,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * O dia do calendário de Brasília ("AAAA-MM-DD") de um instante: às 22:00 de Brasília o UTC já é amanhã, e o
 * dia continua o de Brasília. Usa a base de fusos, que conhece os horários de verão de antes de 2019.
 */
export function diaEmBrasilia(instante: Date): string {
  return DIA.format(instante);
}

/** Hoje na empresa ("AAAA-MM-DD"), qualquer que seja o fuso do servidor ou do navegador. */
export function hojeEmBrasilia(agora: Date = new Date()): string {
  return diaEmBrasilia(agora);
}

/** "dd/mm/aaaa" em Brasília: um certificado que vence 00:00 UTC venceu no dia anterior para o usuário. */
export function dataEmTexto(instante: Date): string {
  return DATA_TEXTO.format(instante);
}

/** "dd/mm/aaaa HH:mm" em Brasília, como as mensagens ao usuário mostram um instante. */
export function dataHoraEmTexto(instante: Date): string {
  return DATA_HORA_TEXTO.format(instante).replace(',', '');
}

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
