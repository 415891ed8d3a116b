import { z } from 'zod';

export const ZLoginRequest = z.object({
  email: z.email('Informe um e-mail válido.').max(254).trim().toLowerCase(),
  senha: z.string().min(1, 'Informe a senha.').max(128),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSessionUser = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  perfil: z.string(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResponse = z.object({
  user: ZSessionUser,
  token: z.string(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
