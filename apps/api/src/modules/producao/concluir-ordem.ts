import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext, Caller } from '../../app-context.ts';
import { PERFIL_ADMINISTRADOR } from '../../db/seed/seed-base.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { auditarOrdem } from '../ordens-da-nota/auditar-ordem.ts';
import { liberarKg, updateEntradaDaOrdem } from '../ordens-da-nota/ordens-da-nota.repository.ts';
import { ordemNaoPermite, ordemParaAlterar } from './auditar-ordem.ts';
import { alocarKg, formatarKgOrdem, formatarPercentual } from './kg-da-ordem.ts';
import { carregarOrdem } from './obter-ordem.ts';
import { updateOrdem } from './producao.repository.ts';
import { somarPerdasDoMes } from './relatorio-perdas.repository.ts';

/**
 * POST /producao/ordens/{id}/concluir: closes an order in production when the kg in equal outputs + sucata + loss
 * + material not applied, to the gram (422 with the difference otherwise). A loss above the client's agreed
 * percentage needs an administrator (403 for anyone else, audited), whose closing records the approval.
 *
 * The closing splits the kg over the inputs (alocarKg) and releases what the return note will not give back
 * (loss, sucata kept or reused): it stays in the client's balance for a symbolic return, free for it. Its kg are
 * added to the loss report's month (perdas_mensais), in the same transaction.
 */
export async function concluirOrdem(ctx: AppContext, id: number, caller: Caller & { email?: string }) {
  const recusa = await ctx.db.transaction(async (tx) => {
    const ordem = await ordemParaAlterar(tx, id);
    if (ordem.status !== 'Em produção') throw ordemNaoPermite(ordem.status, 'ser concluída');
    const { entradas, situacao: s } = await carregarOrdem(tx, ordem);
    if (!s.fecha) {
      const falta = s.diferenca.gt(0)
        ? `faltam ${formatarKgOrdem(s.diferenca)}`
        : `sobram ${formatarKgOrdem(s.diferenca.negated())}`;
      throw AppError.unprocessable(
        `A ordem não fecha: entraram ${formatarKgOrdem(s.entrada)} e foram apontados ${formatarKgOrdem(s.apontado)}; ${falta}.`,
      );
    }
    const aprovaPerda = s.perdaAcimaDoAcordado;
    if (aprovaPerda && caller.perfil !== PERFIL_ADMINISTRADOR) {
      await auditarEvento(tx, caller, {
        acao: 'PERMISSAO_NEGADA',
        detalhes: {
          rota: 'POST /api/producao/ordens/:id/concluir',
          motivo: 'perda acima da perda normal',
          id_ordem: id,
        },
      });
      return AppError.forbidden(
        `A perda de ${formatarKgOrdem(s.perda)} (${formatarPercentual(s.percentual)}) está acima da perda normal ` +
          `acordada com o cliente (${s.perdaNormal === null ? 'nenhuma' : formatarPercentual(s.perdaNormal)}): ` +
          'só um Administrador pode concluir esta ordem.',
      );
    }
    const alocacoes = alocarKg(
      entradas.map((e) => e.entrada),
      s,
    );
    const liberar = new Map<number, Decimal>();
    for (const [i, { entrada }] of entradas.entries()) {
      const a = alocacoes[i] as (typeof alocacoes)[number];
      await updateEntradaDaOrdem(tx, entrada.id, {
        aplicadoKg: a.aplicado.toFixed(),
        sucataDevolvidaKg: a.sucataDevolvida.toFixed(),
        naoAplicadoKg: a.naoAplicado.toFixed(),
        retidoKg: a.retido.toFixed(),
        perdaKg: a.perda.toFixed(),
        reservadoKg: new Decimal(entrada.quantidadeKg).minus(a.retido).toFixed(),
      });
      if (a.retido.gt(0)) {
        liberar.set(
          entrada.idItemEntrada,
          (liberar.get(entrada.idItemEntrada) ?? new Decimal(0)).plus(a.retido),
        );
      }
    }
    for (const [idItem, kg] of [...liberar].sort(([a], [b]) => a - b))
      await liberarKg(tx, idItem, kg.toFixed());
    const agora = new Date();
    await updateOrdem(tx, id, {
      status: 'Concluída',
      concluidaEm: agora,
      idUsuarioConclusao: caller.userId,
      ...(aprovaPerda ? { perdaAprovadaEm: agora, idUsuarioAprovacaoPerda: caller.userId } : {}),
    });
    await somarPerdasDoMes(tx, id);
    await auditarOrdem(tx, id, 'ORDEM_CONCLUIDA', caller, {
      entrada_kg: s.entrada.toFixed(3),
      produzido_kg: s.produzido.toFixed(3),
      sucata_kg: s.sucata.toFixed(3),
      perda_kg: s.perda.toFixed(3),
      nao_aplicado_kg: s.naoAplicado.toFixed(3),
      perda_percentual: s.percentual.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
      perda_normal_percentual: s.perdaNormal,
      ...(aprovaPerda ? { perda_aprovada_por: caller.userId, perda_aprovada_em: agora.toISOString() } : {}),
    });
    return undefined;
  });
  // The refusal is thrown after its audit row is committed.
  if (recusa) throw recusa;
  return { message: 'Ordem concluída.' };
}
