import type { Caller } from '../../../app-context.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { auditarEvento } from '../../auditoria/auditar.ts';
import { emitirBoletoNaTransacao } from './emitir-boleto-do-lancamento.ts';

/**
 * 'Boleto automático' (Dados da Empresa): the boleto of a receivable an authorised NF-e has just created, taken in
 * the authorisation's own transaction, so the note, its receivable and its nosso número are committed together or
 * not at all (a retried conclusion takes it then). SEFAZ has already authorised the note, so a boleto the default
 * account can no longer issue (the account changed since the setting was switched on, the nosso número past the
 * layout) never undoes the authorisation: its savepoint gives the number back and the skip is audited as
 * BOLETO_AUTOMATICO_NAO_EMITIDO with the reason; the clerk can still issue it with 'Boleto'. Answers whether it
 * was issued.
 */
export async function emitirBoletoAutomatico(
  tx: Database,
  idLancamento: number,
  caller: Caller | null,
): Promise<boolean> {
  try {
    await tx.transaction((savepoint) => emitirBoletoNaTransacao(savepoint, idLancamento, caller));
    return true;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await auditarEvento(tx, caller, {
      acao: 'BOLETO_AUTOMATICO_NAO_EMITIDO',
      entidade: 'lancamentos',
      idEntidade: idLancamento,
      detalhes: { motivo: error.message },
    });
    return false;
  }
}
