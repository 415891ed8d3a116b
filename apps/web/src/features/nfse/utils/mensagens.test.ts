import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { falhaNaEmissao, mensagemDaEmissao } from './mensagens';

describe('NFS-e alerts', () => {
  it('names the authorised NFS-e, or says it is still waiting for the Sefin', () => {
    expect(mensagemDaEmissao({ status: 'Autorizada', numero_nfse: '7' })).toBe(
      'NFS-e nº 7 autorizada com sucesso!',
    );
    expect(mensagemDaEmissao({ status: 'Processando', numero_nfse: null })).toContain('Sefin Nacional');
  });

  it("append the server's reason, with the Sefin's code and message, to the prefix", () => {
    const rejeicao = new ApiError(422, 'A Sefin Nacional rejeitou a NFS-e.', 'E0160 - Opção do Simples.');
    expect(falhaNaEmissao(rejeicao)).toBe(
      'Falha na emissão: A Sefin Nacional rejeitou a NFS-e. E0160 - Opção do Simples.',
    );
    const validacao = new ApiError(400, 'A data de competência não pode ser posterior à data de emissão.', [
      {
        campo: 'data_competencia',
        mensagem: 'A data de competência não pode ser posterior à data de emissão.',
      },
    ]);
    expect(falhaNaEmissao(validacao)).toBe(
      'Falha na emissão: A data de competência não pode ser posterior à data de emissão.',
    );
  });
});
