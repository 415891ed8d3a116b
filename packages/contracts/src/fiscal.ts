import { z } from 'zod';

/** Where fiscal documents go; shown in the app so nobody mistakes a simulation for real documents. */
export const ZAmbienteFiscal = z.object({
  modo: z.enum(['simulacao', 'homologacao', 'producao']),
  rotulo: z.string(),
  descricao: z.string(),
});
export type TAmbienteFiscal = z.infer<typeof ZAmbienteFiscal>;
