import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { boletos, type SituacaoDoBoleto } from '../../../db/schema/boletos.ts';
import { clientes } from '../../../db/schema/cadastros.ts';
import { ocorrenciasCnab, remessaCnabTitulos, remessasCnab, retornosCnab } from '../../../db/schema/cnab.ts';
import { contasBancarias } from '../../../db/schema/contas-bancarias.ts';
import { categoriasFinanceiras } from '../../../db/schema/financeiro.ts';
import { lancamentos } from '../../../db/schema/lancamentos.ts';
import { usuarios } from '../../../db/schema/usuarios.ts';
import type { PageWindow } from '../../../lib/pagination.ts';

/**
 * Takes the account's next remessa sequence in one statement, under the row's lock until the caller's transaction
 * ends (as reservarNossoNumero): two remessas never share a number, a rolled-back one gives it back.
 */
export async function reservarSequencialRemessa(db: Database, idConta: number) {
  const [row] = await db
    .update(contasBancarias)
    .set({ proximaRemessa: sql`${contasBancarias.proximaRemessa} + 1` })
    .where(eq(contasBancarias.id, idConta))
    .returning({ proxima: contasBancarias.proximaRemessa });
  return row === undefined ? undefined : row.proxima - 1;
}

/** The receivables asked for, with their client and boleto, locked in id order (as every baixa locks one). */
export async function lockLancamentosDaRemessa(db: Database, ids: number[]) {
  return db
    .select({
      id: lancamentos.id,
      tipo: lancamentos.tipo,
      status: lancamentos.status,
      descricao: lancamentos.descricao,
      valorOriginal: lancamentos.valorOriginal,
      dataVencimento: lancamentos.dataVencimento,
      criadoEm: lancamentos.createdAt,
      cliente: clientes,
      boleto: boletos,
    })
    .from(lancamentos)
    .leftJoin(clientes, eq(clientes.id, lancamentos.idCliente))
    .leftJoin(boletos, eq(boletos.idLancamento, lancamentos.id))
    .where(inArray(lancamentos.id, ids))
    .orderBy(asc(lancamentos.id))
    .for('update', { of: lancamentos });
}

export type LancamentoDaRemessa = Awaited<ReturnType<typeof lockLancamentosDaRemessa>>[number];

export async function marcarEnviados(db: Database, ids: number[], sequencial: number) {
  await db
    .update(boletos)
    .set({ situacao: 'enviado ao banco', sequencialRemessa: sequencial, motivoRejeicao: null })
    .where(inArray(boletos.idLancamento, ids));
}

export async function insertRemessa(db: Database, values: typeof remessasCnab.$inferInsert, ids: number[]) {
  const [row] = await db.insert(remessasCnab).values(values).returning({ id: remessasCnab.id });
  if (!row) throw new Error('insert sem retorno');
  await db
    .insert(remessaCnabTitulos)
    .values(ids.map((idLancamento) => ({ idRemessa: row.id, idLancamento })));
  return row.id;
}

export async function findRemessa(db: Database, id: number) {
  const [row] = await db.select().from(remessasCnab).where(eq(remessasCnab.id, id));
  return row;
}

export async function countRemessas(db: Database, idConta: number) {
  const [row] = await db.select({ n: count() }).from(remessasCnab).where(eq(remessasCnab.idConta, idConta));
  return row?.n ?? 0;
}

export function listRemessas(db: Database, idConta: number, w: PageWindow) {
  return db
    .select({
      id: remessasCnab.id,
      sequencial: remessasCnab.sequencial,
      leiaute: remessasCnab.leiaute,
      nomeArquivo: remessasCnab.nomeArquivo,
      quantidadeTitulos: remessasCnab.quantidadeTitulos,
      valorTotal: remessasCnab.valorTotal,
      usuario: usuarios.nome,
      createdAt: remessasCnab.createdAt,
    })
    .from(remessasCnab)
    .leftJoin(usuarios, eq(usuarios.id, remessasCnab.idUsuario))
    .where(eq(remessasCnab.idConta, idConta))
    .orderBy(desc(remessasCnab.sequencial))
    .limit(w.limit)
    .offset(w.offset);
}

/** Whether the account ever sent a title or a remessa to its bank (it cannot be deleted then). */
export async function hasCobrancaNoBanco(db: Database, idConta: number) {
  const [remessa] = await db
    .select({ id: remessasCnab.id })
    .from(remessasCnab)
    .where(eq(remessasCnab.idConta, idConta))
    .limit(1);
  if (remessa) return true;
  const [boleto] = await db
    .select({ id: boletos.idLancamento })
    .from(boletos)
    .where(and(eq(boletos.idConta, idConta), sql`${boletos.situacao} <> 'a enviar'`))
    .limit(1);
  return boleto !== undefined;
}

const FILTRO_SITUACOES: Record<string, SituacaoDoBoleto[]> = {
  'a enviar': ['a enviar', 'rejeitado'],
  enviados: ['enviado ao banco', 'registrado'],
  rejeitados: ['rejeitado'],
};

/**
 * The account's open receivables by filter: its boletos in the filter's situations and, for 'a enviar' on the
 * default account, the receivables still without a boleto (the remessa issues it there).
 */
function filtroDeTitulos(idConta: number, filtro: string, isPadrao: boolean) {
  const situacoes = FILTRO_SITUACOES[filtro] ?? [];
  const doBoleto = and(eq(boletos.idConta, idConta), inArray(boletos.situacao, situacoes));
  return and(
    eq(lancamentos.tipo, 'RECEITA'),
    eq(lancamentos.status, 'Pendente'),
    filtro === 'a enviar' && isPadrao ? or(doBoleto, isNull(boletos.idLancamento)) : doBoleto,
  );
}

export async function countTitulos(db: Database, idConta: number, filtro: string, isPadrao: boolean) {
  const [row] = await db
    .select({ n: count() })
    .from(lancamentos)
    .leftJoin(boletos, eq(boletos.idLancamento, lancamentos.id))
    .where(filtroDeTitulos(idConta, filtro, isPadrao));
  return row?.n ?? 0;
}

export function listTitulos(db: Database, idConta: number, filtro: string, isPadrao: boolean, w: PageWindow) {
  return db
    .select({
      id: lancamentos.id,
      descricao: lancamentos.descricao,
      cliente: clientes.nomeRazaoSocial,
      vencimento: lancamentos.dataVencimento,
      valor: lancamentos.valorOriginal,
      nossoNumero: boletos.nossoNumero,
      situacao: boletos.situacao,
      sequencialRemessa: boletos.sequencialRemessa,
      motivoRejeicao: boletos.motivoRejeicao,
    })
    .from(lancamentos)
    .leftJoin(boletos, eq(boletos.idLancamento, lancamentos.id))
    .leftJoin(clientes, eq(clientes.id, lancamentos.idCliente))
    .where(filtroDeTitulos(idConta, filtro, isPadrao))
    .orderBy(asc(lancamentos.dataVencimento), asc(lancamentos.id))
    .limit(w.limit)
    .offset(w.offset);
}

export async function findRetornoPorHash(db: Database, hash: string) {
  const [row] = await db
    .select({ id: retornosCnab.id, createdAt: retornosCnab.createdAt })
    .from(retornosCnab)
    .where(eq(retornosCnab.hashArquivo, hash));
  return row;
}

export async function insertRetorno(db: Database, values: typeof retornosCnab.$inferInsert) {
  const [row] = await db.insert(retornosCnab).values(values).returning({ id: retornosCnab.id });
  if (!row) throw new Error('insert sem retorno');
  return row.id;
}

export async function updateResultadoDoRetorno(db: Database, id: number, resultado: unknown) {
  await db.update(retornosCnab).set({ resultado }).where(eq(retornosCnab.id, id));
}

/** The account's boletos named by a return file, with their receivable, locked in id order. */
export async function lockBoletosDoRetorno(
  db: Database,
  conta: { banco: string; agencia: string; conta: string },
  nossosNumeros: number[],
) {
  if (nossosNumeros.length === 0) return [];
  return db
    .select({
      boleto: boletos,
      lancamento: {
        id: lancamentos.id,
        status: lancamentos.status,
        tipo: lancamentos.tipo,
        descricao: lancamentos.descricao,
      },
    })
    .from(boletos)
    .innerJoin(lancamentos, eq(lancamentos.id, boletos.idLancamento))
    .where(
      and(
        eq(boletos.banco, conta.banco),
        eq(boletos.agencia, conta.agencia),
        eq(boletos.conta, conta.conta),
        inArray(boletos.nossoNumero, nossosNumeros),
      ),
    )
    .orderBy(asc(lancamentos.id))
    .for('update', { of: [boletos, lancamentos] });
}

/** The identities of ocorrências already applied in the account, of those given. */
export async function ocorrenciasJaAplicadas(db: Database, idConta: number, identidades: string[]) {
  if (identidades.length === 0) return new Set<string>();
  const rows = await db
    .select({ identidade: ocorrenciasCnab.identidade })
    .from(ocorrenciasCnab)
    .where(and(eq(ocorrenciasCnab.idConta, idConta), inArray(ocorrenciasCnab.identidade, identidades)));
  return new Set(rows.map((r) => r.identidade));
}

export async function insertOcorrencias(db: Database, values: (typeof ocorrenciasCnab.$inferInsert)[]) {
  if (values.length === 0) return;
  await db.insert(ocorrenciasCnab).values(values).onConflictDoNothing();
}

export async function updateSituacaoDoBoleto(
  db: Database,
  idLancamento: number,
  situacao: SituacaoDoBoleto,
  motivoRejeicao: string | null = null,
) {
  await db.update(boletos).set({ situacao, motivoRejeicao }).where(eq(boletos.idLancamento, idLancamento));
}

/** The expense category of bank tariffs, created the first time a return file carries one. */
export async function idCategoriaTarifas(db: Database) {
  const nome = 'Tarifas bancárias';
  await db.insert(categoriasFinanceiras).values({ nome, tipo: 'DESPESA' }).onConflictDoNothing();
  const [row] = await db
    .select({ id: categoriasFinanceiras.id })
    .from(categoriasFinanceiras)
    .where(and(eq(categoriasFinanceiras.nome, nome), eq(categoriasFinanceiras.tipo, 'DESPESA')));
  if (!row) throw new Error('categoria de tarifas ausente');
  return row.id;
}

/** The tariffs of a return file: one payable, already paid on the day they were debited. */
export async function insertTarifasPagas(
  db: Database,
  values: { descricao: string; valor: string; data: string; idCategoria: number; idUsuario: number },
) {
  const [row] = await db
    .insert(lancamentos)
    .values({
      descricao: values.descricao,
      tipo: 'DESPESA',
      valorOriginal: values.valor,
      dataVencimento: values.data,
      status: 'Pago',
      idCategoria: values.idCategoria,
      valorPagoRecebido: values.valor,
      dataPagamentoRecebimento: values.data,
      idUsuario: values.idUsuario,
    })
    .returning({ id: lancamentos.id });
  if (!row) throw new Error('insert sem retorno');
  return row.id;
}

/** The accounts of a bank: the one a return file's header names is among them. */
export function listContasDoBanco(db: Database, banco: string) {
  return db
    .select()
    .from(contasBancarias)
    .where(eq(contasBancarias.banco, banco))
    .orderBy(asc(contasBancarias.id));
}

/** The new situation of several boletos at once (a return's liquidations, entries, baixas). */
export async function updateSituacaoDosBoletos(db: Database, ids: number[], situacao: SituacaoDoBoleto) {
  if (ids.length === 0) return;
  await db.update(boletos).set({ situacao, motivoRejeicao: null }).where(inArray(boletos.idLancamento, ids));
}

export async function findConta(db: Database, id: number) {
  const [row] = await db.select().from(contasBancarias).where(eq(contasBancarias.id, id));
  return row;
}
