import { z } from 'zod';

/**
 * One service's answer to 'Testar comunicação': SEFAZ's cStat/xMotivo for the NF-e (NFeStatusServico4: 107 em
 * operação, 108/109 paralisado); for the NFS-e, the Sefin Nacional's HTTP status and message to a DPS query (it
 * has no status service). cStat is null when nothing answered, and xMotivo then says why.
 */
export const ZStatusServicoFiscal = z.object({
  cStat: z.string().nullable(),
  xMotivo: z.string(),
  url: z.string(),
  ms: z.number().int(),
});

export const ZStatusFiscal = z.object({
  nfe: ZStatusServicoFiscal,
  nfse: ZStatusServicoFiscal,
});
export type TStatusFiscal = z.infer<typeof ZStatusFiscal>;
