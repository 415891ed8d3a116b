import { serverErrorText } from '../../../lib/server-errors';

/** SPEC §8: each failure is SPEC's prefix and the server's reason (its error and details), else a fixed fallback. */

export function falhaAoSalvarRascunho(error: unknown): string {
  return `Falha ao salvar rascunho: ${serverErrorText(error, 'Erro desconhecido')}`;
}

export function falhaAoPrevisualizar(error: unknown): string {
  return `Erro ao gerar pré-visualização: ${serverErrorText(error, 'Não foi possível gerar a pré-visualização.')}`;
}

export function falhaNaEmissao(error: unknown): string {
  return `Falha na emissão: ${serverErrorText(error, 'Erro desconhecido')}`;
}

export function falhaAoRegistrarCarta(error: unknown): string {
  return `Falha ao registrar a Carta de Correção: ${serverErrorText(error, 'Erro desconhecido')}`;
}

export function falhaAoInutilizar(error: unknown): string {
  return `Falha ao inutilizar: ${serverErrorText(error, 'Erro desconhecido')}`;
}
