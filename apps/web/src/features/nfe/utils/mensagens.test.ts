import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  falhaAoInutilizar,
  falhaAoPrevisualizar,
  falhaAoRegistrarCarta,
  falhaAoSalvarRascunho,
  falhaNaEmissao,
} from './mensagens';

const validacao = new ApiError(400, 'Dados inválidos.', [
  { campo: 'itens', mensagem: 'Selecione um cliente e adicione pelo menos um item.' },
]);

describe('NF-e failure alerts', () => {
  it("append the server's reason to SPEC's prefix", () => {
    expect(falhaAoSalvarRascunho(validacao)).toBe(
      'Falha ao salvar rascunho: Dados inválidos. Selecione um cliente e adicione pelo menos um item.',
    );
    expect(falhaNaEmissao(new ApiError(422, 'Rejeitada.', '539 - Rejeição: Duplicidade de NF-e'))).toBe(
      'Falha na emissão: Rejeitada. 539 - Rejeição: Duplicidade de NF-e',
    );
  });

  it('show the whole 422 of a year without its IBS/CBS table, naming the screen that fixes it', () => {
    const semTabela = new ApiError(
      422,
      'A tabela de IBS e CBS de 2027 não está cadastrada, e sem ela nenhuma NF-e de 2027 pode ser salva ou ' +
        'emitida. Um administrador a cadastra em Preferências > Tabela IBS/CBS.',
    );
    expect(falhaAoSalvarRascunho(semTabela)).toBe(`Falha ao salvar rascunho: ${semTabela.message}`);
  });

  it('fall back to the fixed text when the failure did not come from the API', () => {
    const erro = new TypeError('Failed to fetch');
    expect(falhaAoSalvarRascunho(erro)).toBe('Falha ao salvar rascunho: Erro desconhecido');
    expect(falhaAoPrevisualizar(erro)).toBe(
      'Erro ao gerar pré-visualização: Não foi possível gerar a pré-visualização.',
    );
  });
});

describe('failures of the Carta de Correção and the inutilização', () => {
  it("show the server's error followed by its details", () => {
    const faixaOcupada = new ApiError(
      409,
      'A faixa inclui números já usados por NF-e ou já inutilizados.',
      'Números: 1.',
    );
    expect(falhaAoInutilizar(faixaOcupada)).toBe(
      'Falha ao inutilizar: A faixa inclui números já usados por NF-e ou já inutilizados. Números: 1.',
    );
    expect(falhaAoRegistrarCarta(new ApiError(422, 'A SEFAZ recusou o evento.', '594 - Rejeição'))).toBe(
      'Falha ao registrar a Carta de Correção: A SEFAZ recusou o evento. 594 - Rejeição',
    );
  });

  it('show the error alone when there are no details, and the fallback outside the API', () => {
    expect(
      falhaAoRegistrarCarta(new ApiError(409, 'Só NF-e autorizadas podem receber Carta de Correção.')),
    ).toBe('Falha ao registrar a Carta de Correção: Só NF-e autorizadas podem receber Carta de Correção.');
    expect(falhaAoInutilizar(new TypeError('Failed to fetch'))).toBe(
      'Falha ao inutilizar: Erro desconhecido',
    );
  });
});
