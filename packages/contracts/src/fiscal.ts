import { z } from 'zod';
import { ZValidadeCertificado } from './certificado.ts';

export const MODOS_FISCAIS = ['simulacao', 'homologacao', 'producao'] as const;
export const ZModoFiscal = z.enum(
  MODOS_FISCAIS,
  'Ambiente inválido: use simulacao, homologacao ou producao.',
);
export type TModoFiscal = z.infer<typeof ZModoFiscal>;

/**
 * Where fiscal documents go; shown in the app so nobody mistakes a simulation for real documents. `certificado`
 * is the company's A1 expiry (null without one), for the banner's warning: every signed-in user sees it.
 */
export const ZAmbienteFiscal = z.object({
  modo: ZModoFiscal,
  rotulo: z.string(),
  descricao: z.string(),
  certificado: ZValidadeCertificado.nullable().optional(),
  /**
   * Set when SEFAZ_ENDPOINT_BASE / SEFIN_ENDPOINT_BASE replace the real hosts in homologação or produção (tests
   * and local stand-ins only): every screen says so, since no document then reaches the tax authorities.
   */
  enderecos_substituidos: z.string().nullable().optional(),
});
export type TAmbienteFiscal = z.infer<typeof ZAmbienteFiscal>;

/**
 * `PUT /api/fiscal/ambiente` (administrators). Homologação and produção need a valid certificate; entering
 * produção needs `confirmacao: true`, as its documents have legal value.
 */
export const ZAlterarAmbienteFiscal = z.object({
  modo: ZModoFiscal,
  confirmacao: z.boolean('Confirmação inválida: use true ou false.').optional(),
});
export type TAlterarAmbienteFiscal = z.infer<typeof ZAlterarAmbienteFiscal>;
