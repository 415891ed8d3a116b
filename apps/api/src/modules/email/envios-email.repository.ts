import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clientes } from '../../db/schema/cadastros.ts';
import { enviosEmail } from '../../db/schema/envios-email.ts';
import { notasFiscais } from '../../db/schema/notas-fiscais.ts';
import { notasServico } from '../../db/schema/notas-servico.ts';

/** A claimed e-mail: it carries either an NF-e (`idNotaFiscal`) or an NFS-e (`idNotaServico`). */
export type EnvioReservado = {
  id: number;
  idNotaFiscal: number | null;
  idNotaServico: number | null;
  /** The accountant's export (period, DANFEs, environment); null on a document's e-mail. */
  exportacaoInicio: string | null;
  exportacaoFim: string | null;
  exportacaoDanfe: boolean;
  exportacaoAmbiente: 'simulacao' | 'homologacao' | 'producao' | null;
  destinatario: string;
  tentativas: number;
};

/** The note's status and where its client wants NF-e e-mails. */
export async function findNotaComCliente(db: Database, idNotaFiscal: number) {
  const [row] = await db
    .select({ status: notasFiscais.status, emailNfe: clientes.emailNfe, email: clientes.email })
    .from(notasFiscais)
    .innerJoin(clientes, eq(clientes.id, notasFiscais.idCliente))
    .where(eq(notasFiscais.id, idNotaFiscal));
  return row;
}

/** One e-mail per note: a second call for the same note changes nothing. */
export async function insertEnvio(db: Database, values: { idNotaFiscal: number; destinatario: string }) {
  await db.insert(enviosEmail).values(values).onConflictDoNothing({ target: enviosEmail.idNotaFiscal });
}

/** The NFS-e's status and where its tomador wants invoice e-mails. */
export async function findNotaServicoComCliente(db: Database, idNotaServico: number) {
  const [row] = await db
    .select({ status: notasServico.status, emailNfe: clientes.emailNfe, email: clientes.email })
    .from(notasServico)
    .innerJoin(clientes, eq(clientes.id, notasServico.idCliente))
    .where(eq(notasServico.id, idNotaServico));
  return row;
}

/** One e-mail per NFS-e: a second call for the same NFS-e changes nothing. */
export async function insertEnvioNfse(db: Database, values: { idNotaServico: number; destinatario: string }) {
  await db.insert(enviosEmail).values(values).onConflictDoNothing({ target: enviosEmail.idNotaServico });
}

/**
 * Takes the oldest due e-mail, skipping rows another worker holds, counts the attempt and moves its next try
 * `leaseSegundos` ahead: another worker sees it again only if this one dies without concluding.
 */
export async function reservarEnvio(
  db: Database,
  leaseSegundos: number,
): Promise<EnvioReservado | undefined> {
  const devido = db
    .select({ id: enviosEmail.id })
    .from(enviosEmail)
    .where(and(eq(enviosEmail.status, 'Pendente'), lte(enviosEmail.proximaTentativaEm, sql`now()`)))
    .orderBy(asc(enviosEmail.proximaTentativaEm), asc(enviosEmail.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(enviosEmail)
    .set({
      tentativas: sql`${enviosEmail.tentativas} + 1`,
      proximaTentativaEm: sql`now() + make_interval(secs => ${leaseSegundos})`,
      updatedAt: sql`now()`,
    })
    .where(eq(enviosEmail.id, sql`(${devido})`))
    .returning({
      id: enviosEmail.id,
      idNotaFiscal: enviosEmail.idNotaFiscal,
      idNotaServico: enviosEmail.idNotaServico,
      exportacaoInicio: enviosEmail.exportacaoInicio,
      exportacaoFim: enviosEmail.exportacaoFim,
      exportacaoDanfe: enviosEmail.exportacaoDanfe,
      exportacaoAmbiente: enviosEmail.exportacaoAmbiente,
      destinatario: enviosEmail.destinatario,
      tentativas: enviosEmail.tentativas,
    });
  return row;
}

/** What the e-mail carries: number, série, key, value and the authorised nfeProc. */
export async function findNotaParaEmail(db: Database, idNotaFiscal: number) {
  const [row] = await db
    .select({
      status: notasFiscais.status,
      numero: notasFiscais.numero,
      serie: notasFiscais.serie,
      chaveAcesso: notasFiscais.chaveAcesso,
      valorTotalNota: notasFiscais.valorTotalNota,
      xmlAutorizado: notasFiscais.xmlAutorizado,
      ambiente: notasFiscais.ambiente,
    })
    .from(notasFiscais)
    .where(eq(notasFiscais.id, idNotaFiscal));
  return row;
}

/** What the NFS-e e-mail carries: number, key, values and the NFS-e as the Sefin Nacional generated it. */
export async function findNotaServicoParaEmail(db: Database, idNotaServico: number) {
  const [row] = await db
    .select({
      status: notasServico.status,
      numeroNfse: notasServico.numeroNfse,
      chaveAcesso: notasServico.chaveAcesso,
      valorServico: notasServico.valorServico,
      valorLiquido: notasServico.valorLiquido,
      xmlNfse: notasServico.xmlNfse,
      ambiente: notasServico.ambiente,
    })
    .from(notasServico)
    .where(eq(notasServico.id, idNotaServico));
  return row;
}

/** Updates only the attempt this worker holds, so a late answer cannot overwrite a newer attempt. */
const daTentativa = (envio: EnvioReservado) =>
  and(eq(enviosEmail.id, envio.id), eq(enviosEmail.tentativas, envio.tentativas));

export async function marcarEnviado(db: Database, envio: EnvioReservado) {
  await db
    .update(enviosEmail)
    .set({ status: 'Enviado', enviadoEm: sql`now()`, ultimoErro: null, updatedAt: sql`now()` })
    .where(daTentativa(envio));
}

export async function agendarNovaTentativa(
  db: Database,
  envio: EnvioReservado,
  erro: string,
  esperaSegundos: number,
) {
  await db
    .update(enviosEmail)
    .set({
      ultimoErro: erro,
      proximaTentativaEm: sql`now() + make_interval(secs => ${esperaSegundos})`,
      updatedAt: sql`now()`,
    })
    .where(daTentativa(envio));
}

export async function marcarFalhou(db: Database, envio: EnvioReservado, erro: string) {
  await db
    .update(enviosEmail)
    .set({ status: 'Falhou', ultimoErro: erro, updatedAt: sql`now()` })
    .where(daTentativa(envio));
}
