import type { TTituloDaCobranca, TTitulosDaCobrancaQuery } from '@erp/contracts/cnab';
import type { TPaginated } from '@erp/contracts/pagination';
import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { paginate } from '../../../lib/pagination.ts';
import { countTitulos, findConta, listTitulos } from './cnab.repository.ts';

/**
 * The account's open receivables by where their boleto stands: 'a enviar' (new, rejected, and on the default
 * account those without a boleto yet), 'enviados' (with the bank, registered or not), 'rejeitados'.
 */
export async function listarTitulosDaCobranca(
  ctx: AppContext,
  query: TTitulosDaCobrancaQuery,
): Promise<TPaginated<TTituloDaCobranca>> {
  const conta = await findConta(ctx.db, query.id_conta);
  if (!conta) throw AppError.notFound('Conta bancária não encontrada.');
  const page = await paginate(
    query,
    () => countTitulos(ctx.db, conta.id, query.filtro, conta.padrao),
    (w) => listTitulos(ctx.db, conta.id, query.filtro, conta.padrao, w),
  );
  return {
    ...page,
    data: page.data.map((r) => ({
      id_lancamento: r.id,
      descricao: r.descricao,
      cliente: r.cliente,
      vencimento: r.vencimento,
      valor: new Decimal(r.valor).toFixed(2),
      nosso_numero: r.nossoNumero,
      situacao: r.situacao,
      sequencial_remessa: r.sequencialRemessa,
      motivo_rejeicao: r.motivoRejeicao,
    })),
  };
}
