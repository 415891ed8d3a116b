import type { AppContext, Caller } from '../../app-context.ts';
import { auditarOrdem } from '../ordens-da-nota/auditar-ordem.ts';
import { ordemNaoPermite, ordemParaAlterar } from './auditar-ordem.ts';
import { updateOrdem } from './producao.repository.ts';

/** POST /producao/ordens/{id}/iniciar: the floor's 'start', Aberta -> Em produção, with who and when. */
export async function iniciarOrdem(ctx: AppContext, id: number, caller: Caller) {
  await ctx.db.transaction(async (tx) => {
    const ordem = await ordemParaAlterar(tx, id);
    if (ordem.status !== 'Aberta') throw ordemNaoPermite(ordem.status, 'ser iniciada');
    await updateOrdem(tx, id, {
      status: 'Em produção',
      iniciadaEm: new Date(),
      idUsuarioInicio: caller.userId,
    });
    await auditarOrdem(tx, id, 'ORDEM_INICIADA', caller);
  });
  return { message: 'Ordem iniciada.' };
}
