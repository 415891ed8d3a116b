import type { TModoFiscal } from '@erp/contracts/fiscal';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { empresa } from '../../db/schema/empresa.ts';
import { notasFiscais, numeracaoDocumentos } from '../../db/schema/notas-fiscais.ts';
import { notasServico } from '../../db/schema/notas-servico.ts';

export type EmpresaRow = typeof empresa.$inferSelect;

export async function findEmpresa(db: Database) {
  const [row] = await db.select().from(empresa).where(eq(empresa.id, 1));
  return row;
}

/** The company row locked until the transaction ends: a save's audit compares with what it replaced. */
export async function lockEmpresa(db: Database) {
  const [row] = await db.select().from(empresa).where(eq(empresa.id, 1)).for('update');
  return row;
}

export async function updateEmpresa(db: Database, values: Partial<typeof empresa.$inferInsert>) {
  const [row] = await db
    .insert(empresa)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: empresa.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert sem retorno');
  return row;
}

/**
 * A next number typed past the NF-e counter of the série in the environment in use skips to it: the numbers in
 * between become a gap to void. A série without a counter yet starts at the typed number when it first numbers,
 * and a smaller number never moves a counter back.
 */
export async function pularContadorNfe(
  db: Database,
  s: { cnpj: string; ambiente: TModoFiscal; serie: number },
  proximoNumero: number,
) {
  await db
    .update(numeracaoDocumentos)
    .set({ proximoNumero })
    .where(
      and(
        eq(numeracaoDocumentos.cnpj, s.cnpj),
        eq(numeracaoDocumentos.ambiente, s.ambiente),
        eq(numeracaoDocumentos.modelo, 55),
        eq(numeracaoDocumentos.serie, s.serie),
        sql`${numeracaoDocumentos.proximoNumero} < ${proximoNumero}`,
      ),
    );
}

/**
 * Once an NF-e of produção has taken a number, the série and next number belong to its counter. Notes of
 * simulação and homologação number on their own counters and leave them free, so testing before going live never
 * fixes the number the company's real notes start from.
 */
export async function existeNfeNumerada(db: Database) {
  const [row] = await db
    .select({ id: notasFiscais.id })
    .from(notasFiscais)
    .where(and(isNotNull(notasFiscais.numero), eq(notasFiscais.ambiente, 'producao')))
    .limit(1);
  return row !== undefined;
}

/**
 * The first document of produção issued with this CNPJ, if any: an NF-e that took a number (authorised, denied,
 * cancelled, or rejected with its number kept, which SEFAZ may know and only this CNPJ can void) or a DPS sent to
 * the Sefin Nacional. Simulação and homologação documents have no legal value and lock nothing.
 */
export async function documentoDeProducaoDoCnpj(
  db: Database,
  cnpj: string,
): Promise<{ modelo: 'NF-e' | 'NFS-e'; numero: number; serie: number } | undefined> {
  const [nfe] = await db
    .select({ numero: notasFiscais.numero, serie: notasFiscais.serie })
    .from(notasFiscais)
    .where(
      and(
        eq(notasFiscais.ambiente, 'producao'),
        isNotNull(notasFiscais.numero),
        eq(notasFiscais.cnpjEmitente, cnpj),
      ),
    )
    .orderBy(notasFiscais.id)
    .limit(1);
  if (nfe?.numero != null) return { modelo: 'NF-e', numero: nfe.numero, serie: nfe.serie ?? 0 };
  const [nfse] = await db
    .select({ numero: notasServico.numeroDps, serie: notasServico.serieDps })
    .from(notasServico)
    .where(and(eq(notasServico.cnpjPrestador, cnpj), eq(notasServico.ambiente, 'producao')))
    .orderBy(notasServico.id)
    .limit(1);
  return nfse ? { modelo: 'NFS-e', numero: nfse.numero, serie: nfse.serie } : undefined;
}

/** Whether the company's CNPJ may still change: none yet, or no document of produção issued with it. */
export async function isCnpjEditavel(db: Database, cnpj: string | null) {
  return !cnpj || (await documentoDeProducaoDoCnpj(db, cnpj)) === undefined;
}

/** Moves a password stored as typed (before migration 0025) to its encrypted column, leaving none in clear. */
export async function trocarSenhaSmtpEmClaro(db: Database, cifrada: string) {
  await db
    .update(empresa)
    .set({ smtpSenhaCifrada: cifrada, smtpSenhaEmClaro: null })
    .where(eq(empresa.id, 1));
}
