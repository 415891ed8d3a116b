import { isSiglaUF } from '@erp/fiscal/common/uf';
import { enviarEvento } from '@erp/fiscal/nfe/sefaz/enviar-evento';
import { eq, sql } from 'drizzle-orm';
import type { AppContext, Caller } from '../../app-context.ts';
import { nfeEntradas } from '../../db/schema/entradas.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { comunicarComSefaz } from '../fiscal/sefaz-indisponivel.ts';

// 135: evento registrado e vinculado à NF-e; 136: registrado, mas sem vínculo (nota ainda não conhecida).
const REGISTRADO = new Set(['135', '136']);

/**
 * Confirmação da Operação (event 210200) sent to the Ambiente Nacional. Irreversible: once SEFAZ registers it
 * the entry is Confirmada and the procEventoNFe is kept. The row stays locked while the event travels, so two
 * clicks cannot send two events.
 */
export async function manifestarNfeEntrada(
  ctx: AppContext,
  id: number,
  caller: Caller,
): Promise<{ message: string }> {
  const empresa = await findEmpresa(ctx.db);
  if (!empresa?.cnpj || !empresa.uf || !isSiglaUF(empresa.uf)) {
    throw AppError.unprocessable(
      'Cadastre o CNPJ e a UF da empresa em Dados da Empresa antes de manifestar notas.',
    );
  }
  const emitente = { cnpj: empresa.cnpj, razaoSocial: empresa.razaoSocial, uf: empresa.uf };

  return ctx.db.transaction(async (tx) => {
    const [entrada] = await tx
      .select()
      .from(nfeEntradas)
      .where(eq(nfeEntradas.id, id))
      .for('update', { noWait: true })
      .catch((error: unknown) => {
        if ((error as { cause?: { code?: string } }).cause?.code === '55P03') {
          throw AppError.conflict('A confirmação desta nota já está em andamento.');
        }
        throw error;
      });
    if (!entrada) throw AppError.notFound('Nota de entrada não encontrada.');
    if (entrada.statusManifestacao !== 'Pendente')
      throw AppError.conflict('Esta nota já teve o recebimento confirmado.');

    await ctx.fiscal.conhecerNotaDeTerceiro(entrada.xmlOriginal, entrada.chaveAcesso);
    const cliente = await ctx.fiscal.clienteSefaz(emitente);
    const retorno = await comunicarComSefaz(() =>
      enviarEvento(cliente, {
        eventos: [{ tpEvento: '210200', chNFe: entrada.chaveAcesso, autor: empresa.cnpj ?? '' }],
      }),
    );
    const evento = retorno.eventos[0];
    if (!evento || !REGISTRADO.has(evento.cStat) || !evento.procEventoNFe) {
      const motivo = evento ? `${evento.cStat} - ${evento.xMotivo}` : `${retorno.cStat} - ${retorno.xMotivo}`;
      await insertAuditEntry(tx, {
        acao: 'MANIFESTACAO_RECUSADA',
        idUsuario: caller.userId,
        entidade: 'nfe_entradas',
        idEntidade: String(id),
        ip: caller.ip,
        detalhes: { motivo },
      });
      throw AppError.unprocessable('A SEFAZ recusou a confirmação.', motivo);
    }
    await tx
      .update(nfeEntradas)
      .set({
        statusManifestacao: 'Confirmada',
        manifestacaoXml: evento.procEventoNFe,
        manifestadaEm: sql`now()`,
      })
      .where(eq(nfeEntradas.id, id));
    await insertAuditEntry(tx, {
      acao: 'MANIFESTACAO_CONFIRMADA',
      idUsuario: caller.userId,
      entidade: 'nfe_entradas',
      idEntidade: String(id),
      ip: caller.ip,
      detalhes: { chave: entrada.chaveAcesso, nProt: evento.nProt },
    });
    return { message: 'Nota confirmada com sucesso!' };
  });
}
