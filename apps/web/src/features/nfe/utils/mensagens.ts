import { describeApiError } from '../../../lib/api-error';

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

export function falhaAoCancelar(error: unknown): string {
  return `Falha ao cancelar: ${describeApiError(error, 'Erro desconhecido')}`;
}
