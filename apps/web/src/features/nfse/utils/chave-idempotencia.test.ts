import { ZEmitirNfse } from '@erp/contracts/nfse';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { isFalhaConclusiva, novaChaveIdempotencia } from './chave-idempotencia';

describe('novaChaveIdempotencia', () => {
  it('is a UUID v4 the contract accepts, different each time', () => {
    const chave = novaChaveIdempotencia();
    expect(chave).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ZEmitirNfse.shape.idempotency_key.safeParse(chave).success).toBe(true);
    expect(novaChaveIdempotencia()).not.toBe(chave);
  });

  it('sets the version and variant bits whatever the random bytes', () => {
    expect(novaChaveIdempotencia((b) => b.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe('isFalhaConclusiva', () => {
  it('a refusal the server judged starts a new attempt', () => {
    expect(isFalhaConclusiva(new ApiError(400, 'Dados inválidos.'))).toBe(true);
    expect(isFalhaConclusiva(new ApiError(422, 'Rejeitada.'))).toBe(true);
  });

  it('no answer, a server failure or an emission still running keeps the key for the retry', () => {
    expect(isFalhaConclusiva(new ApiError(0, 'Sem conexão.'))).toBe(false);
    expect(isFalhaConclusiva(new ApiError(503, 'Sefin fora do ar.'))).toBe(false);
    expect(isFalhaConclusiva(new ApiError(409, 'Em envio.'))).toBe(false);
    expect(isFalhaConclusiva(new TypeError('Failed to fetch'))).toBe(false);
  });
});
