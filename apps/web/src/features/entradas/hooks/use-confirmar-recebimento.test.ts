import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { mensagemFalhaConfirmacao } from './use-confirmar-recebimento';

describe('mensagemFalhaConfirmacao', () => {
  it("prefixes the refusal with SEFAZ's reason, sent in details, with 'Falha: '", () => {
    const error = new ApiError(422, 'A SEFAZ recusou a confirmação.', 'Rejeição: NF-e inexistente');
    expect(mensagemFalhaConfirmacao(error)).toBe(
      'Falha: A SEFAZ recusou a confirmação. Rejeição: NF-e inexistente',
    );
  });

  it('uses the error of a refusal without details', () => {
    expect(mensagemFalhaConfirmacao(new ApiError(409, 'A nota já foi confirmada.'))).toBe(
      'Falha: A nota já foi confirmada.',
    );
  });

  it("falls back to 'Erro ao confirmar a nota.' without a reason from the server", () => {
    expect(mensagemFalhaConfirmacao(new ApiError(500, 'Erro interno do servidor.'))).toBe(
      'Erro ao confirmar a nota.',
    );
    expect(mensagemFalhaConfirmacao(new TypeError('falhou'))).toBe('Erro ao confirmar a nota.');
  });
});
