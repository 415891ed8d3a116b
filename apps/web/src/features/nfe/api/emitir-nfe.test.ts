import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { ofertaSemEnvio } from './emitir-nfe';

const oferta = { svc: 'SVC-AN', motivo: 'Tempo esgotado na consulta de status do serviço' };

describe('ofertaSemEnvio', () => {
  it('reads the SVC offered with the 503 of a draft the server did not send', () => {
    const erro = new ApiError(503, 'A SEFAZ-SP não está respondendo.', oferta.motivo, {
      error: 'A SEFAZ-SP não está respondendo.',
      details: oferta.motivo,
      contingencia_disponivel: oferta,
    });
    expect(ofertaSemEnvio(erro)).toEqual(oferta);
  });

  it('offers nothing for another failure, a 503 without the offer included', () => {
    const semOferta = { error: 'Não foi possível comunicar com a SEFAZ.' };
    expect(ofertaSemEnvio(new ApiError(503, semOferta.error, undefined, semOferta))).toBeNull();
    const rejeicao = { error: 'A SEFAZ rejeitou a NF-e.', contingencia_disponivel: oferta };
    expect(ofertaSemEnvio(new ApiError(422, rejeicao.error, undefined, rejeicao))).toBeNull();
    expect(ofertaSemEnvio(new Error('rede'))).toBeNull();
  });
});
