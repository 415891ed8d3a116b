import type { TpAmb } from '@erp/fiscal/sefaz';
import { assinarEventoNFe, SefazMensagemInvalidaError } from '@erp/fiscal/sefaz';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { type DocumentoCancelavel, pedirCancelamento } from '../fiscal/pedir-cancelamento.ts';
import { CANCELAMENTO, enviarEConcluirCancelamento } from './concluir-cancelamento-nfe.ts';
import { comEnvio } from './envio-nfe.ts';
import { cancelavelAte } from './eventos-nfe.ts';
import { exigirEmpresaFiscal } from './montar-entrada-nfe.ts';
import { cancelamentoDaNota, findNota, type NotaRow } from './nfe.repository.ts';

export const MENSAGEM_CANCELADA = 'NF-e cancelada com sucesso!';
export const MENSAGEM_CANCELAMENTO_PENDENTE =
  'Cancelamento enviado à SEFAZ, que ainda não respondeu. A NF-e fica em "Cancelamento pendente" e a situação ' +
  'será atualizada automaticamente.';

/** The NF-e's pending cancellation, its receivable and its audit row, for pedirCancelamento. */
const NFE: DocumentoCancelavel<never> = {
  nome: 'NF-e',
  origem: 'NFE',
  entidade: 'notas_fiscais',
  acao: 'NFE_CANCELAMENTO_PEDIDO',
  cancelamento: cancelamentoDaNota,
};

/** The event 110111, signed with the company's A1 and validated against SEFAZ's schema. */
async function assinarCancelamento(ctx: AppContext, nota: NotaRow, justificativa: string) {
  const empresa = exigirEmpresaFiscal(await findEmpresa(ctx.db));
  const assinante = await ctx.fiscal.doModo(nota.ambiente).certificadoAssinatura(empresa);
  try {
    return assinarEventoNFe(
      {
        tpEvento: CANCELAMENTO,
        chNFe: nota.chaveAcesso as string,
        autor: empresa.cnpj,
        nProt: nota.protocolo as string,
        xJust: justificativa,
      },
      { tpAmb: nota.tpAmb as TpAmb, assinante },
    );
  } catch (error) {
    if (!(error instanceof SefazMensagemInvalidaError)) throw error;
    throw AppError.unprocessable('O pedido de cancelamento não passou no schema da SEFAZ.', error.message);
  }
}

/**
 * Checks the window, then the receivable, signs the event 110111 and stores it (pedirCancelamento) before anything
 * is sent: from here the note is 'Cancelamento pendente' until SEFAZ answers.
 */
async function pedirCancelamentoNfe(ctx: AppContext, nota: NotaRow, justificativa: string, caller: Caller) {
  const prazo = ctx.config.nfe.prazoCancelamentoHoras;
  if (!cancelavelAte(nota, prazo)) {
    throw AppError.unprocessable(
      `O prazo de cancelamento terminou: ${prazo} horas após a autorização.`,
      'Para desfazer a operação, emita uma NF-e de entrada (devolução).',
    );
  }
  await pedirCancelamento(
    ctx,
    NFE,
    nota.id,
    { justificativa, colunas: {}, detalhes: { justificativa } },
    () => assinarCancelamento(ctx, nota, justificativa),
    caller,
  );
}

async function findNotaParaCancelar(ctx: AppContext, id: number) {
  const nota = await findNota(ctx.db, id);
  if (!nota) throw AppError.notFound('NF-e não encontrada.');
  if (nota.status === 'Cancelada') throw AppError.conflict('Esta NF-e já está cancelada.');
  if (nota.status !== 'Autorizada') throw AppError.conflict('Só NF-e autorizadas podem ser canceladas.');
  return nota;
}

/**
 * POST /nfe/cancelar/{id}: event 110111 within NFE_PRAZO_CANCELAMENTO_HORAS. Registered -> 'Cancelada', the stock
 * exits reversed, the kg given back to the entry items and the receivable cancelled, in one transaction (200);
 * refused -> 422 with SEFAZ's reason; no conclusive answer -> 202, 'Cancelamento pendente', and the retry job
 * settles it whatever the note's age. Asked again while pending, the stored event is sent again (it was asked in
 * time; the window is not checked again) and the new justification is not used: SEFAZ has the first one.
 */
export async function cancelarNfe(ctx: AppContext, id: number, justificativa: string, caller: Caller) {
  const { nota, resultado } = await comEnvio(ctx, id, async () => {
    const nota = await findNotaParaCancelar(ctx, id);
    const isRetomada = nota.cancelamentoPedidoEm !== null;
    if (!isRetomada) await pedirCancelamentoNfe(ctx, nota, justificativa, caller);
    return enviarEConcluirCancelamento(ctx, id, caller, { consultarAntes: isRetomada });
  });
  if (resultado?.situacao === 'recusado') {
    throw AppError.unprocessable(
      'A SEFAZ recusou o cancelamento.',
      `${resultado.cStat} - ${resultado.xMotivo}`,
    );
  }
  return nota?.status === 'Cancelada'
    ? { pendente: false, resposta: { message: MENSAGEM_CANCELADA } }
    : { pendente: true, resposta: { message: MENSAGEM_CANCELAMENTO_PENDENTE } };
}
