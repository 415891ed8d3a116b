import { z } from 'zod';
import { zTextoObrigatorio } from './fields.ts';
import { isSenhaComum } from './senhas-comuns.ts';

// ASVS V6.2 / NIST SP 800-63B: length and a list of known passwords, no composition rules. Checked when a
// password is set only: existing passwords keep signing in until they are changed.
export const SENHA_MINIMO = 10;

export const ZSenha = z
  .string()
  .min(SENHA_MINIMO, `A senha deve ter pelo menos ${SENHA_MINIMO} caracteres.`)
  .max(128, 'A senha deve ter no máximo 128 caracteres.')
  .refine((s) => s.trim() !== '', { message: 'A senha não pode ser só de espaços.', abort: true })
  .refine((s) => !isSenhaComum(s), 'Senha muito comum: escolha outra.');

export const SENHA_IGUAL_AO_EMAIL = 'A senha não pode ser o e-mail nem a parte dele antes do @.';

/** The e-mail, or the name before its @, is the first guess against an account. Case-insensitive. */
export function isSenhaDoEmail(senha: string, email: string): boolean {
  const s = senha.trim().toLowerCase();
  const e = email.trim().toLowerCase();
  return s === e || s === e.slice(0, e.lastIndexOf('@'));
}

const usuarioBase = {
  nome: zTextoObrigatorio(120),
  email: z.email('E-mail em formato inválido.').trim().toLowerCase().max(254),
  id_perfil: z.coerce.number('Selecione um perfil.').int().positive('Selecione um perfil.'),
  ativo: z.boolean().default(true),
};

/** Compared only once e-mail and password are valid on their own; shown under the password field. */
const senhaDiferenteDoEmail = {
  message: SENHA_IGUAL_AO_EMAIL,
  path: ['senha'],
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((i) => i.path?.[0] === 'email' || i.path?.[0] === 'senha'),
};

export const ZUsuarioCreate = z
  .object({ ...usuarioBase, senha: ZSenha })
  .refine((u) => !isSenhaDoEmail(u.senha, u.email), senhaDiferenteDoEmail);
/** On edit a blank or missing password keeps the current one (SPEC §5). */
export const ZUsuarioUpdate = z
  .object({
    ...usuarioBase,
    senha: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZSenha.optional()),
  })
  .refine((u) => u.senha === undefined || !isSenhaDoEmail(u.senha, u.email), senhaDiferenteDoEmail);

export const ZUsuario = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  id_perfil: z.number().int(),
  perfil_nome: z.string(),
  ativo: z.boolean(),
});
export type TUsuario = z.infer<typeof ZUsuario>;

export const ZPerfil = z.object({ id: z.number().int(), nome: z.string() });
