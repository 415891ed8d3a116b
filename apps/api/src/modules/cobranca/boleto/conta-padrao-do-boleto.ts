import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findContaPadrao } from '../contas-bancarias.repository.ts';
import type { BancoDoBoleto } from './bancos/banco-do-boleto.ts';
import { bancoDoBoleto } from './bancos/bancos-do-boleto.ts';

export const MENSAGEM_SEM_CONTA_PADRAO =
  'Marque uma conta bancária como padrão (Financeiro > Contas bancárias) para gerar o boleto.';

/**
 * The default account and its bank's module, when that account can issue boletos: a bank with a layout here and
 * what that layout needs (carteira, convênio). Otherwise a 422 saying what to fix.
 */
export async function contaPadraoDoBoleto(db: Database) {
  const conta = await findContaPadrao(db);
  if (!conta) throw AppError.unprocessable(MENSAGEM_SEM_CONTA_PADRAO);
  const banco: BancoDoBoleto | undefined = bancoDoBoleto(conta.banco);
  if (!banco) {
    throw AppError.unprocessable(
      `O boleto do banco ${conta.banco} ainda não é gerado: use uma conta do Banco do Brasil, Itaú, Bradesco ou Sicoob.`,
    );
  }
  const falta = banco.conferirConta(conta);
  if (falta) throw AppError.unprocessable(falta);
  return { conta, banco };
}

/**
 * What keeps the default account from issuing boletos (the message of contaPadraoDoBoleto), or null when it can:
 * Dados da Empresa asks it before 'Boleto automático' is switched on. app.ts hands it to the empresa area, which
 * may not import this one (cobrança reads the company's name and city).
 */
export async function faltaParaOBoleto(db: Database): Promise<string | null> {
  try {
    await contaPadraoDoBoleto(db);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}
