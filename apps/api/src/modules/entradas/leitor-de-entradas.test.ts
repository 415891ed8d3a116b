import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { LEITURAS_SIMULTANEAS, LeitorDeEntradas } from './leitor-de-entradas.ts';

// Workers that crash or refuse on demand (by file name), instead of tarefa-de-leitura.ts.
const MODULO = new URL('../../../test/support/tarefas-de-teste.ts', import.meta.url);

describe('LeitorDeEntradas', () => {
  it('answers a file whose worker stopped with a refusal in Portuguese, and logs why', async () => {
    const log = { error: vi.fn() };
    const leitor = new LeitorDeEntradas(log as unknown as FastifyBaseLogger, MODULO);
    try {
      const ler = (nome: string) => leitor.emLote((l) => l({ nome, xml: new Uint8Array(10) }));
      await expect(ler('derruba.xml')).rejects.toMatchObject({
        statusCode: 422,
        message:
          'A leitura do arquivo derruba.xml fez o leitor de XML parar e foi interrompida. Nada deste arquivo foi importado.',
      });
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({
          arquivo: 'derruba.xml',
          err: expect.objectContaining({ message: 'leitor quebrado' }),
        }),
        'leitura de XML interrompida: crash',
      );
      await expect(ler('recusada.xml')).rejects.toMatchObject({
        statusCode: 400,
        message: 'O arquivo não é um XML de NF-e válido.',
      });
      await expect(ler('nota.xml')).resolves.toMatchObject({ nome: 'nota.xml', bytes: 10 });
    } finally {
      await leitor.fechar();
    }
  });

  it(`answers 503 with Retry-After while ${LEITURAS_SIMULTANEAS} uploads are being read`, async () => {
    const leitor = new LeitorDeEntradas({ error: vi.fn() } as unknown as FastifyBaseLogger, MODULO);
    let liberar = () => {};
    const aberta = new Promise<void>((resolve) => {
      liberar = resolve;
    });
    try {
      const lotes = Array.from({ length: LEITURAS_SIMULTANEAS }, () => leitor.emLote(() => aberta));
      await expect(leitor.emLote(async () => 'nunca')).rejects.toMatchObject({
        statusCode: 503,
        retryAfterSeconds: 5,
        message:
          'O servidor está lendo muitos arquivos de NF-e neste momento. Envie este de novo em alguns segundos.',
      });
      liberar();
      await Promise.all(lotes);
      await expect(leitor.emLote(async () => 'depois')).resolves.toBe('depois');
    } finally {
      await leitor.fechar();
    }
  });
});
