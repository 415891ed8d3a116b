import { destinoDaSaida } from '@erp/fiscal/calculo';
import { Decimal } from '@erp/fiscal/decimal';
import { cancelarComConsulta, type ResultadoCancelamento } from '@erp/fiscal/sefaz';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { insertMovimentos } from '../estoque/estoque.repository.ts';
import { cancelarRecebivel } from '../financeiro/recebiveis.repository.ts';
import { reabrirOrdensDaNota } from '../ordens-da-nota/ordens-da-nota.ts';
import { movimentaEstoque } from './linhas-nfe.ts';
import { exigirEmpresaFiscal } from './montar-entrada-nfe.ts';
import {
  cancelamentoDaNota,
  findNota,
  insertEvento,
  listItensDaNota,
  type NotaRow,
  updateNota,
} from './nfe.repository.ts';
import { devolverSaldos } from './saldos-da-emissao.ts';

export const CANCELAMENTO = '110111';

/**
 * The stock exits come back and the returned kg go back to the entry items they were taken from. A symbolic
 * return wrote no exit, so it gets no entry back: only its balances reopen. Balances and stock are written in
 * id order (devolverSaldos; the entries in one batch that locks the products in id order, as the authorisation's
 * exits): two cancellations sharing items or products never wait on each other in opposite orders.
 */
async function estornarSaidas(tx: Database, nota: NotaRow) {
  const itens = await listItensDaNota(tx, nota.id);
  await devolverSaldos(tx, itens);
  await insertMovimentos(
    tx,
    itens.flatMap(({ item }) =>
      movimentaEstoque(nota.naturezaOperacao, item.cfop)
        ? [
            {
              idProduto: item.idProduto,
              quantidadeKg: new Decimal(item.quantidade).toFixed(),
              origem: 'ESTORNO_NFE' as const,
              destino: destinoDaSaida(item.cfop),
              idDocumento: String(nota.id),
              observacao: `Cancelamento da NF-e nº ${nota.numero}/${nota.serie}`,
              idUsuario: nota.cancelamentoIdUsuario,
            },
          ]
        : [],
    ),
  );
}

/**
 * Applies SEFAZ's answer to the cancellation asked, in one transaction and once (the note locked, and only while
 * it is Autorizada with a cancellation pending): registered -> 'Cancelada' with the procEventoNFe, the stock exits
 * reversed, the kg given back to the entry items and the receivable cancelled; refused -> nothing pending any
 * more, SEFAZ's reason kept for the screen and the note Autorizada as before; pending -> unchanged, for the retry
 * job. `caller` is who is settling it now (null for the job); the stock moves in the name of who asked.
 */
async function concluir(
  ctx: AppContext,
  id: number,
  resultado: ResultadoCancelamento,
  caller: Caller | null,
) {
  return ctx.db.transaction(async (tx) => {
    const nota = await findNota(tx, id, 'update');
    if (!nota) throw AppError.notFound('NF-e não encontrada.');
    if (nota.status !== 'Autorizada' || !nota.cancelamentoPedidoEm) return nota;
    const documento = { entidade: 'notas_fiscais', idEntidade: id };
    switch (resultado.situacao) {
      case 'registrado':
        await updateNota(tx, id, {
          status: 'Cancelada',
          dataCancelamento: new Date(),
          cancelamentoRecusa: null,
          ...cancelamentoDaNota.sem,
        });
        await insertEvento(tx, {
          idNotaFiscal: id,
          tipoEvento: CANCELAMENTO,
          sequencia: 1,
          protocolo: resultado.nProt,
          texto: nota.cancelamentoJustificativa,
          xml: resultado.procEventoNFe,
        });
        // A test note reversed on going into produção gave its stock and kg back then: never twice.
        if (!nota.efeitosEstornadosEm) await estornarSaidas(tx, nota);
        // Its ordens de industrialização reserve their kg again and can be invoiced again; a reversed test note
        // reopened them then, and they may be on a note of produção since.
        if (!nota.efeitosEstornadosEm) await reabrirOrdensDaNota(tx, id, caller);
        await cancelarRecebivel(tx, { origem: 'NFE', idDocumento: id });
        await auditarEvento(tx, caller, {
          ...documento,
          acao: 'NFE_CANCELADA',
          detalhes: {
            protocolo: resultado.nProt,
            justificativa: nota.cancelamentoJustificativa,
            via_consulta: resultado.viaConsulta,
            // 101/151 in the consultation without the procEventoNFe: the retConsSitNFe SEFAZ sent is what is kept.
            ...(resultado.semProcEvento ? { sem_proc_evento: true } : {}),
            pedido_por: nota.cancelamentoIdUsuario,
          },
        });
        break;
      case 'recusado':
        await updateNota(tx, id, {
          ...cancelamentoDaNota.sem,
          cancelamentoRecusa: `${resultado.cStat} - ${resultado.xMotivo}`,
        });
        await auditarEvento(tx, caller, {
          ...documento,
          acao: 'NFE_CANCELAMENTO_RECUSADO',
          detalhes: {
            cStat: resultado.cStat,
            xMotivo: resultado.xMotivo,
            pedido_por: nota.cancelamentoIdUsuario,
          },
        });
        break;
      case 'pendente':
        break;
    }
    return (await findNota(tx, id)) as NotaRow;
  });
}

/**
 * Sends the stored signed event (never a new one) and applies the answer. `consultarAntes` for every attempt
 * after the first: the cancellation may already be registered. The caller holds the note's sending lease.
 */
export async function enviarEConcluirCancelamento(
  ctx: AppContext,
  id: number,
  caller: Caller | null,
  opcoes: { consultarAntes: boolean },
) {
  const nota = await findNota(ctx.db, id);
  if (nota?.status !== 'Autorizada' || !nota.cancelamentoXml) return { nota, resultado: undefined };
  let resultado: ResultadoCancelamento;
  try {
    const empresa = exigirEmpresaFiscal(await findEmpresa(ctx.db));
    const cliente = await ctx.fiscal.doModo(nota.ambiente).clienteSefaz(empresa);
    resultado = await cancelarComConsulta(cliente, nota.cancelamentoXml, opcoes);
  } catch (error) {
    // Whatever failed, the event may have reached SEFAZ: it stays pending and is consulted again later.
    resultado = { situacao: 'pendente', motivo: `Falha no envio: ${(error as Error).message}` };
  }
  return { nota: await concluir(ctx, id, resultado, caller), resultado };
}
