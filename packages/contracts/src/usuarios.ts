import { z } from 'zod';
import { zTextoObrigatorio } from './fields.ts';
import { isSenhaComum } from './senhas-comuns.ts';

export const ZSenha = z
  .string()
  .min(8, 'A senha deve ter pelo menos 8 caracteres.')
  .max(128, 'A senha deve ter no máximo 128 caracteres.')
  .refine((s) => !isSenhaComum(s), 'Senha muito comum: escolha outra.');

const usuarioBase = {
  nome: zTextoObrigatorio(120),
  email: z.email('E-mail em formato inválido.').trim().toLowerCase().max(254),
  id_perfil: z.coerce.number('Selecione um perfil.').int().positive('Selecione um perfil.'),
  ativo: z.boolean().default(true),
};

export const ZUsuarioCreate = z.object({ ...usuarioBase, senha: ZSenha });
/** On edit a blank or missing password keeps the current one (SPEC §5). */
export const ZUsuarioUpdate = z.object({
  ...usuarioBase,
  senha: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZSenha.optional()),
});
export type TUsuarioCreate = z.input<typeof ZUsuarioCreate>;
export type TUsuarioUpdate = z.input<typeof ZUsuarioUpdate>;

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
export type TPerfil = z.infer<typeof ZPerfil>;
