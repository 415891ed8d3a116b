import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { linhaLegivel, logLegivel } from './log-legivel.ts';

// 2026-11-29 08:00:00 UTC: 05:00 in Brasília.
const TIME = Date.UTC(2026, 10, 29, 8, 0, 0);

describe('readable log lines on the server console', () => {
  it('writes an operator message as time, level in Portuguese and text, with its fields', () => {
    expect(
      linhaLegivel({ level: 40, time: TIME, pid: 1, hostname: 'h', msg: 'Chave criada', arquivo: '/d/k' }),
    ).toBe('29/11/2026, 05:00:00 AVISO Chave criada arquivo=/d/k\n');
  });

  it('writes a finished request as method, route, status and time, with its id and user', () => {
    const linha = linhaLegivel({
      level: 30,
      time: TIME,
      reqId: 'r-1',
      method: 'GET',
      url: '/api/clientes/:id',
      statusCode: 200,
      responseTime: 3.1,
      userId: 7,
      msg: 'request completed',
    });
    expect(linha).toBe('29/11/2026, 05:00:00 INFO  GET /api/clientes/:id 200 3.1 ms reqId=r-1 userId=7\n');
  });

  it('puts an error stack on the lines below, and quotes a text with spaces', () => {
    const linha = linhaLegivel({
      level: 50,
      time: TIME,
      msg: 'tarefa falhou',
      tarefa: 'envio de e-mails',
      err: { message: 'x', stack: 'Error: x\n    at f (a.ts:1:1)' },
    });
    expect(linha).toBe(
      '29/11/2026, 05:00:00 ERRO  tarefa falhou tarefa="envio de e-mails"\nError: x\n    at f (a.ts:1:1)\n',
    );
  });

  it('rewrites whole lines only, across chunks, and lets a line that is not JSON through', async () => {
    const destino = new PassThrough();
    let saida = '';
    destino.on('data', (c: Buffer) => {
      saida += c.toString('utf8');
    });
    const log = logLegivel(destino);
    const registro = JSON.stringify({
      level: 30,
      time: TIME,
      msg: 'Servidor escutando em http://127.0.0.1:3333',
    });
    log.write(registro.slice(0, 10));
    log.write(`${registro.slice(10)}\nnão é json\n`);
    await new Promise((r) => setImmediate(r));
    expect(saida).toBe(
      '29/11/2026, 05:00:00 INFO  Servidor escutando em http://127.0.0.1:3333\nnão é json\n',
    );
  });
});
