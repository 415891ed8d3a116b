import { AppError } from './app-error.ts';

/** Portuguese messages for the unique constraints a user can run into. */
const UNIQUE_MESSAGES: Record<string, string> = {
  produtos_codigo_interno_key: 'Já existe um produto com este código (SKU).',
  clientes_cpf_cnpj_key: 'Já existe um cliente com este CPF/CNPJ.',
  fornecedores_cpf_cnpj_key: 'Já existe um fornecedor com este CPF/CNPJ.',
  usuarios_email_key: 'Já existe um utilizador com este e-mail.',
};

/** What a row is, by table, for "in use" messages when a foreign key blocks a deletion. */
const IN_USE_MESSAGES: Record<string, string> = {
  produtos: 'Este produto está em uso em entradas ou notas fiscais e não pode ser excluído.',
  clientes: 'Este cliente possui notas, entradas ou lançamentos e não pode ser excluído.',
  servicos: 'Este serviço está em uso em notas fiscais e não pode ser excluído.',
  fornecedores: 'Este fornecedor possui lançamentos e não pode ser excluído.',
  usuarios: 'Este utilizador está referenciado em outros registros e não pode ser excluído.',
  perfis: 'Este perfil está em uso por utilizadores e não pode ser excluído.',
};

type PgError = { code?: string; constraint?: string; message?: string };

function pgErrorOf(error: unknown): PgError | undefined {
  // Drizzle wraps the driver's error in `cause`.
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as PgError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && pg.constraint === constraint;
}

/**
 * Constraint violations are business answers, not server errors: a duplicate key or a row still in use
 * becomes 409 with a message the user understands. Anything else stays unexpected.
 */
export function translateDbError(error: unknown): AppError | undefined {
  const pg = pgErrorOf(error);
  if (pg?.code === '23505') {
    return AppError.conflict(UNIQUE_MESSAGES[pg.constraint ?? ''] ?? 'Registro duplicado.');
  }
  if (pg?.code === '23503') {
    const deletedFrom = /^update or delete on table "([^"]+)"/.exec(pg.message ?? '')?.[1];
    if (!deletedFrom) return AppError.unprocessable('O registro referenciado não existe.');
    return AppError.conflict(
      IN_USE_MESSAGES[deletedFrom] ?? 'O registro está em uso e não pode ser excluído.',
    );
  }
  return undefined;
}
