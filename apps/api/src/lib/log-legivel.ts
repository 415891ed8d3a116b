import { Writable } from 'node:stream';
import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';

const NIVEIS: Record<number, string> = {
  10: 'RASTRO',
  20: 'DEPURAÇÃO',
  30: 'INFO',
  40: 'AVISO',
  50: 'ERRO',
  60: 'FATAL',
};

// Fields every line has, or that the line already shows in its own words.
const OMITIDOS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);
const DA_REQUISICAO = new Set([...OMITIDOS, 'method', 'url', 'statusCode', 'responseTime']);

const horario = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO_DA_EMPRESA,
  dateStyle: 'short',
  timeStyle: 'medium',
});

function valorEmTexto(valor: unknown): string {
  if (typeof valor === 'string') return /[\s"=]/.test(valor) ? JSON.stringify(valor) : valor;
  return JSON.stringify(valor) ?? String(valor);
}

/**
 * One log record as a line a person reads on the console or in the journal: "29/11/2026, 06:48:00 AVISO
 * mensagem campo=valor". A request: its method, route, status and time first. An error: its stack on the next lines.
 */
export function linhaLegivel(registro: Record<string, unknown>): string {
  const nivel = NIVEIS[Number(registro.level)] ?? String(registro.level);
  const quando = typeof registro.time === 'number' ? horario.format(new Date(registro.time)) : '';
  const partes = [quando, nivel.padEnd(5)];
  // The line app.ts writes when a request ends: "GET /api/clientes/:id 200 3.1 ms".
  const isRequisicao = registro.msg === 'request completed' && typeof registro.method === 'string';
  if (isRequisicao) {
    partes.push(`${registro.method} ${registro.url} ${registro.statusCode} ${registro.responseTime} ms`);
  } else if (registro.msg !== undefined) partes.push(String(registro.msg));
  const omitidos = isRequisicao ? DA_REQUISICAO : OMITIDOS;
  for (const [campo, valor] of Object.entries(registro)) {
    if (!omitidos.has(campo) && valor !== undefined) partes.push(`${campo}=${valorEmTexto(valor)}`);
  }
  const erro = registro.err as { stack?: string; message?: string } | undefined;
  const pilha = erro ? `\n${erro.stack ?? erro.message ?? JSON.stringify(erro)}` : '';
  return `${partes.filter(Boolean).join(' ')}${pilha}\n`;
}

/**
 * The logger's destination on the server: its JSON lines (already redacted) rewritten by linhaLegivel and written
 * to `destino` (stdout; under systemd, the journal). A line that is not JSON passes as it is.
 */
export function logLegivel(destino: NodeJS.WritableStream = process.stdout): Writable {
  let resto = '';
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const linhas = (resto + chunk.toString('utf8')).split('\n');
      resto = linhas.pop() ?? '';
      for (const linha of linhas) {
        if (linha === '') continue;
        let texto = `${linha}\n`;
        try {
          texto = linhaLegivel(JSON.parse(linha) as Record<string, unknown>);
        } catch {
          // not a record of the logger: as it came
        }
        destino.write(texto);
      }
      callback();
    },
  });
}
