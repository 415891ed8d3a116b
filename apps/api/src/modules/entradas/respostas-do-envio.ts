import {
  type TRespostasDoZip,
  type TRespostasImportacao,
  ZRespostasDoZip,
  ZRespostasImportacao,
} from '@erp/contracts/entradas';
import { AppError, type FieldError } from '../../lib/app-error.ts';

const CAMPOS = ['conversoes', 'vinculos', 'ignorar', 'destinos'] as const;

/**
 * The user's answers sent with the upload, each multipart text field a JSON array (`conversoes`, `vinculos`,
 * `ignorar`, `destinos`); absent fields are empty lists. 400 under the field for anything else.
 */
export function respostasDoEnvio(campos: Record<string, string> = {}): TRespostasImportacao {
  const bruto: Record<string, unknown> = {};
  const erros: FieldError[] = [];
  for (const campo of CAMPOS) {
    const valor = campos[campo];
    if (valor === undefined || valor.trim() === '') continue;
    try {
      bruto[campo] = JSON.parse(valor);
    } catch {
      erros.push({ campo, mensagem: 'Envie uma lista em JSON.' });
    }
  }
  if (erros.length === 0) {
    const lido = ZRespostasImportacao.safeParse(bruto);
    if (lido.success) return lido.data;
    for (const issue of lido.error.issues)
      erros.push({ campo: issue.path.join('.'), mensagem: issue.message });
  }
  const resumo = erros.map((e) => `${e.campo}: ${e.mensagem}`).join('; ');
  throw AppError.validation(`Respostas da importação inválidas. ${resumo}`, erros);
}

/**
 * The answers sent with a .zip (issue 24): the multipart field `respostas`, a JSON list per emitente; undefined
 * when the field is absent (nothing answered yet). 400 under the field for anything else.
 */
export function respostasDoZipDoEnvio(campos: Record<string, string> = {}): TRespostasDoZip | undefined {
  const valor = campos.respostas;
  if (valor === undefined) return undefined;
  let bruto: unknown;
  try {
    bruto = JSON.parse(valor);
  } catch {
    throw AppError.validation('Respostas da importação inválidas. respostas: Envie uma lista em JSON.', [
      { campo: 'respostas', mensagem: 'Envie uma lista em JSON.' },
    ]);
  }
  const lido = ZRespostasDoZip.safeParse(bruto);
  if (lido.success) return lido.data;
  const erros = lido.error.issues.map((issue) => ({
    campo: ['respostas', ...issue.path].join('.'),
    mensagem: issue.message,
  }));
  const resumo = erros.map((e) => `${e.campo}: ${e.mensagem}`).join('; ');
  throw AppError.validation(`Respostas da importação inválidas. ${resumo}`, erros);
}
