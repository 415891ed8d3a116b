import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyServerFieldErrors, serverErrorText } from './server-errors';

describe('serverErrorText', () => {
  it("gives the API's error field, else the fallback", () => {
    expect(
      serverErrorText(new ApiError(409, 'Já existe um produto com este SKU.'), 'Erro desconhecido'),
    ).toBe('Já existe um produto com este SKU.');
    expect(serverErrorText(new Error('boom'), 'Erro desconhecido')).toBe('Erro desconhecido');
    expect(serverErrorText(new ApiError(500, ''), 'Erro desconhecido')).toBe('Erro desconhecido');
  });
});

describe('applyServerFieldErrors', () => {
  it('sets the errors of known fields only', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'Dados inválidos.', [
      { campo: 'ncm', mensagem: 'NCM 99999999 não existe na tabela NCM.' },
      { campo: 'outro', mensagem: 'ignorado' },
    ]);
    expect(applyServerFieldErrors<{ ncm: string; nome: string }>(error, setError, ['ncm', 'nome'])).toBe(1);
    expect(setError).toHaveBeenCalledWith('ncm', {
      type: 'server',
      message: 'NCM 99999999 não existe na tabela NCM.',
    });
  });

  it('does nothing for string details or other errors', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(new ApiError(409, 'x', 'detalhe'), setError, [])).toBe(0);
    expect(applyServerFieldErrors(new Error('x'), setError, [])).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});
