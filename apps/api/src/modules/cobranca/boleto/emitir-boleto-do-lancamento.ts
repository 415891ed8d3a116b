import { arredondarCentavos, Decimal } from '@erp/fiscal/decimal';
import type { AppContext, Caller } from '../../../app-context.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { auditarEvento } from '../../auditoria/auditar.ts';
import { lockLancamento } from '../../financeiro/lancamentos.repository.ts';
import { reservarNossoNumero } from '../contas-bancarias.repository.ts';
import type { BancoDoBoleto, ContaDoBoleto } from './bancos/banco-do-boleto.ts';
import { bancoDoBoleto } from './bancos/bancos-do-boleto.ts';
import { type BoletoRow, findBoleto, insertBoleto } from './boletos.repository.ts';
import { linhaDigitavel, montarCodigoBarras } from './codigo-de-barras.ts';
import { contaPadraoDoBoleto, MENSAGEM_SEM_CONTA_PADRAO } from './conta-padrao-do-boleto.ts';

type LancamentoBruto = NonNullable<Awaited<ReturnType<typeof lockLancamento>>>;

export type BoletoEmitido = {
  lancamento: LancamentoBruto;
  boleto: BoletoRow;
  banco: BancoDoBoleto;
  conta: ContaDoBoleto;
  codigoBarras: string;
  linhaDigitavel: string;
  nossoNumeroImpresso: string;
  /** The amount with two decimals, "1234.50". */
  valor: string;
};

/**
 * Takes the default account's next nosso número for the receivable and keeps it, with the account's data as they
 * are now, so the same boleto is answered from then on. The account must hold what its bank's layout needs (422).
 */
async function reservarBoleto(tx: Database, idLancamento: number, caller: Caller | null): Promise<BoletoRow> {
  const { conta, banco } = await contaPadraoDoBoleto(tx);
  const nossoNumero = await reservarNossoNumero(tx, conta.id);
  if (nossoNumero === undefined) throw AppError.unprocessable(MENSAGEM_SEM_CONTA_PADRAO);
  if (nossoNumero > banco.maiorNossoNumero(conta)) {
    throw AppError.unprocessable(
      `O nosso número ${nossoNumero} não cabe no leiaute do ${banco.nome}: confira a sequência da conta bancária.`,
    );
  }
  const boleto = await insertBoleto(tx, {
    idLancamento,
    idConta: conta.id,
    nossoNumero,
    banco: conta.banco,
    agencia: conta.agencia,
    conta: conta.conta,
    carteira: conta.carteira,
    convenio: conta.convenio,
  });
  await auditarEvento(tx, caller, {
    acao: 'BOLETO_EMITIDO',
    entidade: 'lancamentos',
    idEntidade: idLancamento,
    detalhes: { nosso_numero: nossoNumero, banco: conta.banco, id_conta: conta.id },
  });
  return boleto;
}

/**
 * The barcode, or a 422 when the receivable's due date (before 03/07/2000) or amount (above R$ 99.999.999,99) does not
 * fit its positions; thrown inside the transaction, so a nosso número just taken is given back.
 */
function codigoDoLancamento(banco: string, vencimento: string, valor: string, campoLivre: () => string) {
  try {
    return montarCodigoBarras({ banco, vencimento, valor, campoLivre: campoLivre() });
  } catch {
    throw AppError.unprocessable(
      'O vencimento ou o valor desta conta a receber não cabe no código de barras do boleto (vencimento a partir de 03/07/2000, valor até R$ 99.999.999,99).',
    );
  }
}

/**
 * The boleto of an open receivable: the first request takes its nosso número (audited), every later one answers the
 * same. Barcode and linha digitável follow the receivable's current amount and due date. A payable or an unknown
 * id is not found (404); a paid or cancelled receivable has nothing to charge (409).
 */
export function emitirBoletoDoLancamento(
  ctx: AppContext,
  id: number,
  caller: Caller | null,
): Promise<BoletoEmitido> {
  return ctx.db.transaction((tx) => emitirBoletoNaTransacao(tx, id, caller));
}

/**
 * emitirBoletoDoLancamento in the caller's transaction (an NF-e's authorisation with 'Boleto automático'): the
 * nosso número is taken and kept, or given back, with everything else the caller writes.
 */
export async function emitirBoletoNaTransacao(
  tx: Database,
  id: number,
  caller: Caller | null,
): Promise<BoletoEmitido> {
  // The receivable's row lock makes two first requests wait for each other: one nosso número, not two.
  const lancamento = await lockLancamento(tx, id);
  if (lancamento?.tipo !== 'RECEITA') throw AppError.notFound('Conta a receber não encontrada.');
  if (lancamento.status === 'Pago') throw AppError.conflict('Esta conta a receber já foi paga.');
  if (lancamento.status === 'Cancelado') throw AppError.conflict('Esta conta a receber foi cancelada.');
  const boleto = (await findBoleto(tx, id)) ?? (await reservarBoleto(tx, id, caller));
  const banco = bancoDoBoleto(boleto.banco);
  if (!banco) throw new Error(`boleto ${id} de banco sem módulo: ${boleto.banco}`);
  const conta: ContaDoBoleto = boleto;
  const valor = arredondarCentavos(new Decimal(lancamento.valorOriginal)).toFixed(2);
  const codigoBarras = codigoDoLancamento(boleto.banco, lancamento.dataVencimento, valor, () =>
    banco.campoLivre(conta, boleto.nossoNumero),
  );
  return {
    lancamento,
    boleto,
    banco,
    conta,
    codigoBarras,
    linhaDigitavel: linhaDigitavel(codigoBarras),
    nossoNumeroImpresso: banco.nossoNumeroImpresso(conta, boleto.nossoNumero),
    valor,
  };
}
