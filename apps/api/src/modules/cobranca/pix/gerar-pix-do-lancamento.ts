import type { TPixDoLancamento } from '@erp/contracts/pix';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findEmpresa } from '../../empresa/empresa.repository.ts';
import { findLancamento } from '../../financeiro/lancamentos.repository.ts';
import { findContaPadrao } from '../contas-bancarias.repository.ts';
import { brCodeEstatico, txidDoLancamento } from './br-code.ts';

export const MENSAGEM_SEM_CHAVE_PIX =
  'Cadastre uma chave PIX na conta bancária padrão (Financeiro > Contas bancárias) para gerar o PIX.';

/**
 * The static BR Code of an open receivable: its amount, the company's name and city, the default account's key
 * and a txid that names the receivable, so the credit that carries it settles this one. A payable is not found
 * (404); a paid or cancelled one has nothing to charge (409); without a key there is no code (422).
 */
export async function gerarPixDoLancamento(ctx: AppContext, id: number): Promise<TPixDoLancamento> {
  const lancamento = await findLancamento(ctx.db, id);
  if (lancamento?.tipo !== 'RECEITA') throw AppError.notFound('Conta a receber não encontrada.');
  if (lancamento.status === 'Pago') throw AppError.conflict('Esta conta a receber já foi paga.');
  if (lancamento.status === 'Cancelado') throw AppError.conflict('Esta conta a receber foi cancelada.');
  const conta = await findContaPadrao(ctx.db);
  if (!conta?.chavePix) throw AppError.unprocessable(MENSAGEM_SEM_CHAVE_PIX);
  const empresa = await findEmpresa(ctx.db);
  if (!empresa?.razaoSocial.trim() || !empresa.cidade?.trim()) {
    throw AppError.unprocessable('Preencha a razão social e a cidade em Preferências > Dados da Empresa.');
  }
  const txid = txidDoLancamento(lancamento.id);
  const br_code = brCodeEstatico({
    chave: conta.chavePix,
    nome: empresa.razaoSocial,
    cidade: empresa.cidade,
    valor: lancamento.valorOriginal,
    txid,
  });
  return { br_code, txid };
}
