import { AppError } from '../../lib/app-error.ts';
import type { ExtratoOfx } from './ler-ofx.ts';

type Conta = { banco: string; agencia: string; conta: string };

const digitos = (s: string) => s.replace(/\D/g, '').replace(/^0+/, '');

/**
 * BANKID and ACCTID must be the chosen account's. Banks write them their own way: BANKID with or without leading
 * zeros ("0341", "341"), ACCTID with or without the check digit, sometimes after the agência; all compared as
 * digits. Another account's statement is refused before anything is kept.
 */
export function conferirContaDoExtrato(extrato: Pick<ExtratoOfx, 'bankId' | 'acctId'>, conta: Conta): void {
  const banco = extrato.bankId ? digitos(extrato.bankId) : '';
  const acct = digitos(extrato.acctId);
  const comDv = digitos(conta.conta);
  const semDv = digitos(conta.conta.split('-')[0] ?? '');
  const agencia = digitos(conta.agencia.split('-')[0] ?? '');
  const aceitas = [comDv, semDv, `${agencia}${comDv}`, `${agencia}${semDv}`];
  const bancoConfere = banco === '' || banco === digitos(conta.banco);
  if (bancoConfere && acct !== '' && aceitas.includes(acct)) return;
  throw AppError.unprocessable(
    `Este extrato é de outra conta (banco ${extrato.bankId ?? 'não informado'}, conta ${extrato.acctId}), ` +
      `não da conta escolhida (banco ${conta.banco}, agência ${conta.agencia}, conta ${conta.conta}). ` +
      'Escolha a conta certa. Nenhuma transação foi importada.',
  );
}
