import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { falhaAoCancelar } from './respostas-do-cancelamento';

describe('the alert of a refused NF-e or NFS-e cancellation', () => {
  it("appends the server's reason to SPEC's prefix", () => {
    expect(falhaAoCancelar(new ApiError(409, 'Prazo de cancelamento encerrado.'))).toBe(
      'Falha ao cancelar: Prazo de cancelamento encerrado.',
    );
    expect(falhaAoCancelar(new ApiError(409, 'Esta NFS-e já está cancelada.'))).toBe(
      'Falha ao cancelar: Esta NFS-e já está cancelada.',
    );
  });

  it('falls back to the fixed text when the failure did not come from the API', () => {
    expect(falhaAoCancelar(new TypeError('Failed to fetch'))).toBe('Falha ao cancelar: Erro desconhecido');
  });
});
