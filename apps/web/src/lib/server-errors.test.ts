import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyServerFieldErrors, serverErrorText } from './server-errors';

describe('serverErrorText', () => {
  it("gives the API's error field when it comes alone", () => {
    expect(
      serverErrorText(new ApiError(409, 'Já existe um produto com este SKU.'), 'Erro desconhecido'),
    ).toBe('Já existe um produto com este SKU.');
  });

  it('follows the error with the details that say something more', () => {
    const recusa = new ApiError(422, 'A SEFAZ recusou o evento.', '501 - Rejeição: Prazo vencido');
    expect(serverErrorText(recusa, 'x')).toBe('A SEFAZ recusou o evento. 501 - Rejeição: Prazo vencido');
    const estoque = new ApiError(
      422,
      'Estoque insuficiente de "PP".',
      'Disponível 50,00 kg, pedido 60,00 kg.',
    );
    expect(serverErrorText(estoque, 'x')).toBe(
      'Estoque insuficiente de "PP". Disponível 50,00 kg, pedido 60,00 kg.',
    );
  });

  it('reads field details by their messages, without field paths, and never twice', () => {
    const ncm = new ApiError(400, 'Dados inválidos. NCM 99999999 não existe na tabela NCM.', [
      { campo: 'ncm', mensagem: 'NCM 99999999 não existe na tabela NCM.' },
    ]);
    expect(serverErrorText(ncm, 'x')).toBe('Dados inválidos. NCM 99999999 não existe na tabela NCM.');
    const itens = new ApiError(400, 'Confira os itens da nota.', [
      { campo: 'itens.1.cfop', mensagem: 'O CFOP 5902 não é desta operação: use 6902.' },
      { campo: 'itens.2.cfop', mensagem: 'O CFOP 5902 não é desta operação: use 6902.' },
    ]);
    expect(serverErrorText(itens, 'x')).toBe(
      'Confira os itens da nota. O CFOP 5902 não é desta operação: use 6902.',
    );
  });

  it('gives the details alone when the error is empty', () => {
    expect(serverErrorText(new ApiError(400, '', 'Números: 2.'), 'x')).toBe('Números: 2.');
  });

  it('falls back when the failure did not come from the API or said nothing', () => {
    expect(serverErrorText(new Error('boom'), 'Erro desconhecido')).toBe('Erro desconhecido');
    expect(serverErrorText(new ApiError(500, ''), 'Erro desconhecido')).toBe('Erro desconhecido');
    expect(serverErrorText(new ApiError(400, '', []), 'Erro desconhecido')).toBe('Erro desconhecido');
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
