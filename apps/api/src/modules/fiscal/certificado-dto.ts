import type { TCertificado } from '@erp/contracts/certificado';
import { diaEmBrasilia } from '@erp/fiscal/data-hora';
import type { DadosDoCertificado } from './certificado.repository.ts';

const DIA_MS = 24 * 60 * 60 * 1000;

/** Brasília calendar days from `agora` to the certificate's last day: 0 on that day, negative after it. */
export function diasRestantes(validoAte: Date, agora: Date = new Date()): number {
  const dia = (instante: Date) => Date.parse(`${diaEmBrasilia(instante)}T00:00:00Z`);
  return Math.round((dia(validoAte) - dia(agora)) / DIA_MS);
}

export function toCertificadoDto(
  row: Omit<DadosDoCertificado, 'id' | 'enviadoEm'>,
  agora: Date = new Date(),
): TCertificado {
  return {
    titular: row.titular,
    cnpj: row.cnpj,
    emissor: row.emissor,
    serie: row.serie,
    valido_de: row.validoDe.toISOString(),
    valido_ate: row.validoAte.toISOString(),
    dias_restantes: diasRestantes(row.validoAte, agora),
  };
}

/** The certificate as the audit keeps it: who it names and when it was sent, never the PFX or the password. */
export function toCertificadoAuditado(row: Omit<DadosDoCertificado, 'id'>) {
  const { dias_restantes: _, ...campos } = toCertificadoDto(row);
  return { ...campos, enviado_em: row.enviadoEm.toISOString() };
}
