import { dataEmTexto } from '@erp/fiscal/data-hora';
import { z } from 'zod';

/** The multipart fields of `POST /api/preferencias/certificado`. */
export const CAMPO_ARQUIVO_CERTIFICADO = 'certificado';
export const CAMPO_SENHA_CERTIFICADO = 'senha';
/** An A1 PFX is 3-10 KB; anything much larger is not one. */
export const TAMANHO_MAXIMO_CERTIFICADO = 50 * 1024;
/** From how many days before its expiry the screens warn about the certificate. */
export const DIAS_AVISO_VENCIMENTO_CERTIFICADO = 30;

/**
 * The company's A1 as `GET`/`POST /api/preferencias/certificado` answer it: never the key, the PFX or the
 * password. `cnpj` without mask; `serie` the serial number in hexadecimal; dates as ISO instants;
 * `dias_restantes` counted in Brasília calendar days (0 on the last day, negative once expired).
 */
export const ZCertificado = z.object({
  titular: z.string(),
  cnpj: z.string(),
  emissor: z.string(),
  serie: z.string(),
  valido_de: z.string(),
  valido_ate: z.string(),
  dias_restantes: z.number().int(),
});
export type TCertificado = z.infer<typeof ZCertificado>;

/**
 * `GET`/`PUT /api/preferencias/certificado/envio-sem-https`: whether an administrator allowed the A1 to be sent
 * over plain HTTP from another computer than the server (off unless turned on; audited).
 */
export const ZEnvioSemHttps = z.object({ permitido: z.boolean() });
export type TEnvioSemHttps = z.infer<typeof ZEnvioSemHttps>;

/** What every signed-in user may know of the certificate (the banner's warning): its expiry only. */
export const ZValidadeCertificado = ZCertificado.pick({ valido_ate: true, dias_restantes: true });
export type TValidadeCertificado = z.infer<typeof ZValidadeCertificado>;

/** dd/mm/aaaa in Brasília: a certificate that ends at 00:00 UTC ended the day before for the user. */
export function dataDoCertificado(instante: string | Date): string {
  return dataEmTexto(new Date(instante));
}

/**
 * The warning of the banner (and the dashboard) from 30 days before the certificate expires; null before that.
 * One text for every screen.
 */
export function avisoDeVencimentoDoCertificado(validade: TValidadeCertificado | null): string | null {
  if (!validade || validade.dias_restantes > DIAS_AVISO_VENCIMENTO_CERTIFICADO) return null;
  const data = dataDoCertificado(validade.valido_ate);
  if (validade.dias_restantes < 0) return `O certificado digital venceu em ${data}.`;
  if (validade.dias_restantes === 0) return `O certificado digital vence hoje (${data}).`;
  const dias = validade.dias_restantes === 1 ? '1 dia' : `${validade.dias_restantes} dias`;
  return `O certificado digital vence em ${dias} (${data}).`;
}
