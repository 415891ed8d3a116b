import type { TRemessaResumo } from '@erp/contracts/cnab';
import type { TPaginated } from '@erp/contracts/pagination';
import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { paginate } from '../../../lib/pagination.ts';
import { countRemessas, findRemessa, listRemessas } from './cnab.repository.ts';

/** The account's remessas, the newest first: who generated each, when, its titles and total. */
export async function listarRemessasCnab(
  ctx: AppContext,
  query: { id_conta: number; page: number; limit: number },
): Promise<TPaginated<TRemessaResumo>> {
  const page = await paginate(
    query,
    () => countRemessas(ctx.db, query.id_conta),
    (w) => listRemessas(ctx.db, query.id_conta, w),
  );
  return {
    ...page,
    data: page.data.map((r) => ({
      id: r.id,
      sequencial: r.sequencial,
      leiaute: r.leiaute,
      nome_arquivo: r.nomeArquivo,
      quantidade_titulos: r.quantidadeTitulos,
      valor_total: new Decimal(r.valorTotal).toFixed(2),
      usuario: r.usuario,
      criada_em: r.createdAt.toISOString(),
    })),
  };
}

/** A remessa's file, byte for byte as it was generated. */
export async function arquivoDaRemessa(ctx: AppContext, id: number) {
  const remessa = await findRemessa(ctx.db, id);
  if (!remessa) throw AppError.notFound('Remessa não encontrada.');
  return { nomeArquivo: remessa.nomeArquivo, conteudo: remessa.conteudo };
}
