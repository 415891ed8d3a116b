// Field helpers the NF-e's contracts share.
import { z } from 'zod';

export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
export const blankToNull = (v: unknown) => (v === '' || v === 0 ? null : v);

export const zIdPositivo = (mensagem: string) => z.coerce.number(mensagem).int(mensagem).positive(mensagem);
export const zIdOpcional = (mensagem: string) =>
  z.preprocess(blankToNull, zIdPositivo(mensagem).nullable().optional());

export const vazioParaNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A calendar day, "YYYY-MM-DD", checked as a real date. */
export const zData = z.iso.date('Data inválida (use AAAA-MM-DD).');
