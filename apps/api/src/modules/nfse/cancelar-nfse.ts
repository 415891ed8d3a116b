import type { ZCancelarNfse } from '@erp/contracts/nfse';
import { dataHoraBrasilia } from '@erp/fiscal/data-hora';
import { validarXml } from '@erp/fiscal/nfe';
import { assinarPedRegEvento, montarCancelamento } from '@erp/fiscal/nfse';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { type DocumentoCancelavel, pedirCancelamento } from '../fiscal/pedir-cancelamento.ts';
import { enviarEConcluirCancelamento } from './concluir-cancelamento-nfse.ts';
import { comEnvio } from './envio-nfse.ts';
import { exigirEmpresaNfse, VERSAO_APLICATIVO } from './montar-entrada-dps.ts';
import { cancelamentoDaNfse, findNotaServico, type NotaServicoRow } from './nfse.repository.ts';

type Cancelamento = z.output<typeof ZCancelarNfse>;

export const MENSAGEM_CANCELADA = 'NFS-e cancelada com sucesso!';
export const MENSAGEM_CANCELAMENTO_PENDENTE =
  'Cancelamento enviado à Sefin Nacional, que ainda não respondeu. A NFS-e fica em "Cancelamento pendente" e a ' +
  'situação será atualizada automaticamente.';

/** The pedRegEvento e101101, signed and validated against the official schema. */
async function assinarPedido(ctx: AppContext, nota: NotaServicoRow, pedido: Cancelamento) {
  const empresa = exigirEmpresaNfse(await findEmpresa(ctx.db));
  let xml: string;
  try {
    xml = assinarPedRegEvento(
      montarCancelamento({
        tpAmb: nota.tpAmb as '1' | '2',
        verAplic: VERSAO_APLICATIVO,
        dhEvento: dataHoraBrasilia(new Date()),
        CNPJAutor: empresa.cnpj,
        chNFSe: nota.chaveAcesso as string,
        cMotivo: pedido.codigo_motivo,
        xMotivo: pedido.justificativa,
      }).xml,
      await ctx.fiscal.doModo(nota.ambiente).certificadoAssinatura(empresa),
    );
  } catch (error) {
    if (error instanceof RangeError)
      throw AppError.unprocessable('O pedido de cancelamento é inválido.', error.message);
    throw error;
  }
  const validacao = validarXml(xml, 'pedRegEvento');
  if (!validacao.valido) {
    throw AppError.unprocessable(
      'O pedido de cancelamento não passou na validação do schema da NFS-e Nacional.',
      validacao.erros.map((e) => `${e.campo}: ${e.mensagem}`).join('; '),
    );
  }
  return xml;
}

/** The NFS-e's pending cancellation (with its reason code), its receivable and its audit row. */
const NFSE: DocumentoCancelavel<'cancelamentoCodigoMotivo'> = {
  nome: 'NFS-e',
  origem: 'NFSE',
  entidade: 'notas_servico',
  acao: 'NFSE_CANCELAMENTO_PEDIDO',
  cancelamento: cancelamentoDaNfse,
};

/**
 * Checks the receivable, signs the pedido and stores it, with the reason, the justification, the user and the
 * time (pedirCancelamento), before anything is sent: from here the NFS-e is 'Cancelamento pendente' until the
 * Sefin answers.
 */
function pedirCancelamentoNfse(ctx: AppContext, nota: NotaServicoRow, pedido: Cancelamento, caller: Caller) {
  return pedirCancelamento(
    ctx,
    NFSE,
    nota.id,
    {
      justificativa: pedido.justificativa,
      colunas: { cancelamentoCodigoMotivo: pedido.codigo_motivo },
      detalhes: {
        chave: nota.chaveAcesso,
        codigo_motivo: pedido.codigo_motivo,
        justificativa: pedido.justificativa,
      },
    },
    () => assinarPedido(ctx, nota, pedido),
    caller,
  );
}

async function findNotaParaCancelar(ctx: AppContext, id: number) {
  const nota = await findNotaServico(ctx.db, id);
  if (!nota) throw AppError.notFound('NFS-e não encontrada.');
  if (nota.status === 'Cancelada') throw AppError.conflict('Esta NFS-e já está cancelada.');
  if (nota.status !== 'Autorizada') throw AppError.conflict('Só NFS-e autorizadas podem ser canceladas.');
  return nota;
}

/**
 * POST /nfse/cancelar/{id}: event e101101. Registered -> 'Cancelada', the event XML kept and the receivable
 * cancelled, in one transaction (200); refused -> 422 with the Sefin's reason; no conclusive answer -> 202,
 * 'Cancelamento pendente', settled by the retry job. Asked again while pending, the stored pedido is sent again
 * (its reason and justification, not the new ones). One sender at a time holds the NFS-e.
 */
export async function cancelarNfse(ctx: AppContext, id: number, pedido: Cancelamento, caller: Caller) {
  const { nota, resultado } = await comEnvio(ctx, id, async () => {
    const nota = await findNotaParaCancelar(ctx, id);
    const isRetomada = nota.cancelamentoPedidoEm !== null;
    if (!isRetomada) await pedirCancelamentoNfse(ctx, nota, pedido, caller);
    return enviarEConcluirCancelamento(ctx, id, caller, { consultarAntes: isRetomada });
  });
  if (resultado?.situacao === 'recusado') {
    throw AppError.unprocessable('A Sefin Nacional recusou o cancelamento.', resultado.motivo);
  }
  return nota?.status === 'Cancelada'
    ? { pendente: false, resposta: { message: MENSAGEM_CANCELADA } }
    : { pendente: true, resposta: { message: MENSAGEM_CANCELAMENTO_PENDENTE } };
}
