import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type FieldError } from '../lib/app-error.ts';

/**
 * C0 control characters other than tab, line feed and carriage return, DEL and the C1 controls. A NUL
 * reached PostgreSQL as an "invalid byte sequence" (HTTP 500); the others have no place in a name, a search
 * or an NF-e field (the schema's string types refuse them too).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for.
const CONTROLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const MENSAGEM_CONTROLE = 'Caracteres de controle não são permitidos.';

/** The fields (dotted paths, as the validation errors name them) whose text carries a control character. */
export function camposComControle(valor: unknown, caminho: string[] = []): string[] {
  if (typeof valor === 'string') return CONTROLE.test(valor) ? [caminho.join('.')] : [];
  if (Array.isArray(valor))
    return valor.flatMap((item, i) => camposComControle(item, [...caminho, String(i)]));
  if (valor && typeof valor === 'object') {
    return Object.entries(valor).flatMap(([chave, item]) => [
      ...(CONTROLE.test(chave) ? [[...caminho, chave].join('.')] : []),
      ...camposComControle(item, [...caminho, chave]),
    ]);
  }
  return [];
}

function recusarControle(request: FastifyRequest): void {
  const campos = [
    ...camposComControle(request.params),
    ...camposComControle(request.query),
    ...camposComControle(request.body),
  ];
  if (campos.length === 0) return;
  const details: FieldError[] = campos.map((campo) => ({ campo, mensagem: MENSAGEM_CONTROLE }));
  const resumo = details.map((d) => (d.campo ? `${d.campo}: ${d.mensagem}` : d.mensagem)).join('; ');
  throw AppError.validation(`Dados inválidos. ${resumo}`, details);
}

/** Every route, present and future: text with control characters is a 400 under its field, before any schema. */
export const controlCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => recusarControle(request));
});
