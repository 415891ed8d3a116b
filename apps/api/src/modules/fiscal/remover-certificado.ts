import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { findDadosDoCertificadoAtual, retirarCertificadoAtual } from './certificado.repository.ts';
import { toCertificadoAuditado } from './certificado-dto.ts';
import { lockConfiguracaoFiscal } from './configuracao-fiscal.repository.ts';
import { SEM_CERTIFICADO } from './obter-certificado.ts';

/**
 * Removes the company's A1, only in simulação: in homologação or produção every document needs it, so there it
 * is replaced by uploading another, never left missing. The row stays in the history with its secrets wiped.
 */
export async function removerCertificado(ctx: AppContext, caller: Caller): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { modo } = await lockConfiguracaoFiscal(tx);
    if (modo !== 'simulacao') {
      throw AppError.conflict(
        'O certificado digital só pode ser removido no ambiente de simulação. Para trocá-lo, envie o novo ' +
          'certificado; para removê-lo, mude antes o ambiente fiscal para simulação.',
      );
    }
    const atual = await findDadosDoCertificadoAtual(tx);
    if (!atual) throw AppError.notFound(SEM_CERTIFICADO);
    await retirarCertificadoAtual(tx);
    await auditarAlteracao(tx, caller, {
      acao: 'CERTIFICADO_REMOVIDO',
      entidade: 'certificados_a1',
      idEntidade: atual.id,
      antes: toCertificadoAuditado(atual),
      depois: null,
    });
  });
}
