import { z } from 'zod';
import { ZValidadeCertificado } from './certificado.ts';

export const MODOS_FISCAIS = ['simulacao', 'homologacao', 'producao'] as const;
export const ZModoFiscal = z.enum(
  MODOS_FISCAIS,
  'Ambiente inválido: use simulacao, homologacao ou producao.',
);
export type TModoFiscal = z.infer<typeof ZModoFiscal>;

/**
 * The environment an issued document went to (the list and the detail badge the test ones), and when its effects
 * were reversed on going into produção (null: they count, as every produção document's do).
 */
export const ZAmbienteDoDocumento = z.object({
  ambiente: ZModoFiscal,
  efeitos_estornados_em: z.string().nullable(),
});

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

const ZKg = z.string();
const ZValor = z.string();

/**
 * `GET /api/fiscal/ambiente/producao/previa` (administrators): what going into produção reverses. The notes of
 * simulação and homologação move stock, take kg from the clients' real remessas and raise receivables like
 * produção's; on the switch (PUT with `confirmacao`) those effects are reversed in one audited transaction, and
 * the test notes count nowhere in produção (they stay listed, with their environment). `pendentes`: test notes
 * still waiting for SEFAZ / the Sefin Nacional (emission or cancellation), whose effects are not settled; while
 * there is any the switch is refused. Kg with 4 places, R$ with 2, as strings.
 */
export const ZPreviaProducao = z.object({
  documentos: z.array(
    z.object({
      tipo: z.enum(['NF-e', 'NFS-e']),
      id: z.number().int(),
      numero: z.number().int().nullable(),
      serie: z.number().int().nullable(),
      ambiente: ZModoFiscal,
      status: z.string(),
      cliente: z.string(),
    }),
  ),
  /** kg given back to each entry item of a remessa, per item. */
  remessas: z.array(
    z.object({
      id_item_entrada: z.number().int(),
      id_nfe_entrada: z.number().int(),
      numero_nf: z.number().int(),
      serie: z.number().int(),
      cliente: z.string(),
      descricao: z.string(),
      kg: ZKg,
    }),
  ),
  /** kg that come back to each product's stock (the test notes' exits). */
  estoque: z.array(z.object({ id_produto: z.number().int(), produto: z.string(), kg: ZKg })),
  /** Receivables cancelled: pending ones, and paid ones whose baixa is undone. */
  recebiveis: z.array(
    z.object({
      id_lancamento: z.number().int(),
      descricao: z.string(),
      valor: ZValor,
      status: z.enum(['Pendente', 'Pago']),
    }),
  ),
  pendentes: z.array(
    z.object({
      tipo: z.enum(['NF-e', 'NFS-e']),
      id: z.number().int(),
      numero: z.number().int().nullable(),
      serie: z.number().int().nullable(),
      motivo: z.string(),
    }),
  ),
});
export type TPreviaProducao = z.infer<typeof ZPreviaProducao>;
