import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { falhaAoCancelar, falhaAoPrevisualizar, falhaAoSalvarRascunho, falhaNaEmissao } from './mensagens';

const validacao = new ApiError(400, 'Dados inválidos.', [
  { campo: 'itens', mensagem: 'Selecione um cliente e adicione pelo menos um item.' },
]);

describe('NF-e failure alerts', () => {
  it("append the server's details to SPEC's prefix", () => {
    expect(falhaAoSalvarRascunho(validacao)).toBe(
      'Falha ao salvar rascunho: itens: Selecione um cliente e adicione pelo menos um item.',
    );
    expect(falhaNaEmissao(new ApiError(422, 'Rejeitada.', '539 - Rejeição: Duplicidade de NF-e'))).toBe(
      'Falha na emissão: 539 - Rejeição: Duplicidade de NF-e',
    );
    expect(falhaAoCancelar(new ApiError(409, 'Prazo de cancelamento encerrado.'))).toBe(
      'Falha ao cancelar: Prazo de cancelamento encerrado.',
    );
  });

  it('fall back to the fixed text when the failure did not come from the API', () => {
    const erro = new TypeError('Failed to fetch');
    expect(falhaAoSalvarRascunho(erro)).toBe('Falha ao salvar rascunho: Erro desconhecido');
    expect(falhaAoPrevisualizar(erro)).toBe(
      'Erro ao gerar pré-visualização: Não foi possível gerar a pré-visualização.',
    );
  });
});
