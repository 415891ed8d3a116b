import { describeApiError, isApiError } from '../../../lib/api-error';

/** SPEC §8: each failure is SPEC's prefix and the server's details (or its error), else a fixed fallback. */

export function falhaAoSalvarRascunho(error: unknown): string {
  return `Falha ao salvar rascunho: ${describeApiError(error, 'Erro desconhecido')}`;
}

export function falhaAoPrevisualizar(error: unknown): string {
  return `Erro ao gerar pré-visualização: ${describeApiError(error, 'Não foi possível gerar a pré-visualização.')}`;
}

export function falhaNaEmissao(error: unknown): string {
  return `Falha na emissão: ${describeApiError(error, 'Erro desconhecido')}`;
}

/**
 * The server's error and its details together: a refused inutilização answers 'A faixa inclui números já
 * usados...' with the numbers in the details, and the user needs both to choose another range.
 */
export function erroCompleto(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const detalhes = error.detailsText;
  if (!error.message) return detalhes || fallback;
  if (!detalhes || error.message.includes(detalhes)) return error.message;
  return `${error.message} ${detalhes}`;
}

export function falhaAoRegistrarCarta(error: unknown): string {
  return `Falha ao registrar a Carta de Correção: ${erroCompleto(error, 'Erro desconhecido')}`;
}

export function falhaAoInutilizar(error: unknown): string {
  return `Falha ao inutilizar: ${erroCompleto(error, 'Erro desconhecido')}`;
}

/**
 * Why the server would not take the draft's lines: its reason and what it says of each line ('Saldo
 * insuficiente...' with the kg; a CFOP of another operation with the ones that fit), without the field paths.
 */
export function motivoDosItens(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const detalhes =
    typeof error.details === 'string' ? error.details : error.details?.map((d) => d.mensagem).join(' ');
  return [error.message, detalhes].filter(Boolean).join(' ') || fallback;
}
