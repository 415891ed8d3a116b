import { EVENTO_CANCELAMENTO } from '@erp/fiscal/nfse';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { cancelarRecebivel } from '../financeiro/recebiveis.repository.ts';
import { enviarCancelamentoNfse, type ResultadoCancelamentoNfse } from './enviar-cancelamento-nfse.ts';
import { exigirEmpresaNfse } from './montar-entrada-dps.ts';
import {
  cancelamentoDaNfse,
  findNotaServico,
  insertEvento,
  type NotaServicoRow,
  updateNotaServico,
} from './nfse.repository.ts';

/**
 * Applies the Sefin's answer to the cancellation asked, in one transaction and once (the NFS-e locked, and only
 * while it is Autorizada with a cancellation pending): registered -> 'Cancelada' with the event XML kept and the
 * receivable cancelled; refused -> nothing pending any more, the Sefin's reason kept for the screen; pending ->
 * unchanged, for the retry job. `caller` is who settles it now (null for the job).
 */
async function concluir(
  ctx: AppContext,
  id: number,
  resultado: ResultadoCancelamentoNfse,
  caller: Caller | null,
) {
  return ctx.db.transaction(async (tx) => {
    const nota = await findNotaServico(tx, id, 'update');
    if (!nota) throw AppError.notFound('NFS-e não encontrada.');
    if (nota.status !== 'Autorizada' || !nota.cancelamentoPedidoEm) return nota;
    const documento = { entidade: 'notas_servico', idEntidade: id };
    const pedido = { chave: nota.chaveAcesso, pedido_por: nota.cancelamentoIdUsuario };
    switch (resultado.situacao) {
      case 'registrado':
        await updateNotaServico(tx, id, {
          status: 'Cancelada',
          dataCancelamento: new Date(),
          cancelamentoRecusa: null,
          ...cancelamentoDaNfse.sem,
        });
        await insertEvento(tx, {
          idNotaServico: id,
          tipoEvento: EVENTO_CANCELAMENTO,
          sequencia: 1,
          codigoMotivo: nota.cancelamentoCodigoMotivo,
          justificativa: nota.cancelamentoJustificativa,
          xml: resultado.eventoXml,
        });
        await cancelarRecebivel(tx, { origem: 'NFSE', idDocumento: id });
        await auditarEvento(tx, caller, {
          ...documento,
          acao: 'NFSE_CANCELADA',
          detalhes: {
            codigo_motivo: nota.cancelamentoCodigoMotivo,
            justificativa: nota.cancelamentoJustificativa,
            via_consulta: resultado.viaConsulta,
            ...pedido,
          },
        });
        break;
      case 'recusado':
        await updateNotaServico(tx, id, { ...cancelamentoDaNfse.sem, cancelamentoRecusa: resultado.motivo });
        await auditarEvento(tx, caller, {
          ...documento,
          acao: 'NFSE_CANCELAMENTO_RECUSADO',
          detalhes: { motivo: resultado.motivo, ...pedido },
        });
        break;
      case 'pendente':
        break;
    }
    return (await findNotaServico(tx, id)) as NotaServicoRow;
  });
}

/**
 * Sends the stored signed pedido (never a new one) and applies the answer. `consultarAntes` for every attempt
 * after the first. The caller holds the NFS-e's sending lease.
 */
export async function enviarEConcluirCancelamento(
  ctx: AppContext,
  id: number,
  caller: Caller | null,
  opcoes: { consultarAntes: boolean },
) {
  const nota = await findNotaServico(ctx.db, id);
  if (nota?.status !== 'Autorizada' || !nota.cancelamentoXml) return { nota, resultado: undefined };
  let resultado: ResultadoCancelamentoNfse;
  try {
    const empresa = exigirEmpresaNfse(await findEmpresa(ctx.db));
    const cliente = await ctx.fiscal.doModo(nota.ambiente).clienteSefin(empresa);
    resultado = await enviarCancelamentoNfse(
      cliente,
      { chave: nota.chaveAcesso as string, xml: nota.cancelamentoXml },
      opcoes,
    );
  } catch (error) {
    // Whatever failed, the pedido may have reached the Sefin: it stays pending and is looked for again later.
    resultado = { situacao: 'pendente', motivo: `Falha no envio: ${(error as Error).message}` };
  }
  return { nota: await concluir(ctx, id, resultado, caller), resultado };
}
