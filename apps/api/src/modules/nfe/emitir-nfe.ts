import type { TAutorizadorParado, TContingenciaNfe, TEmissaoNfe } from '@erp/contracts/nfe-emissao';
import { svcDaUF } from '@erp/fiscal/sefaz';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { motivoDoAutorizadorParado } from '../fiscal/autorizador-sem-resposta.ts';
import { concluirEmissao, enviarEConcluirNota } from './concluir-emissao-nfe.ts';
import { consultarAntesDaContingencia, contingenciaDisponivel } from './contingencia-nfe.ts';
import { comEnvio } from './envio-nfe.ts';
import { type EmpresaEmitente, exigirEmpresaFiscal } from './montar-entrada-nfe.ts';
import { findNota, type NotaRow } from './nfe.repository.ts';
import { type EmpresaDaEmissao, type PedidoEnvio, registrarNfe } from './registrar-nfe.ts';

function resumo(nota: NotaRow, message: string, uf: EmpresaEmitente['uf']): TEmissaoNfe {
  const svc = contingenciaDisponivel(nota, uf);
  return {
    message,
    status: nota.status,
    numero_nfe: nota.numero,
    serie_nfe: nota.serie,
    chave_acesso: nota.chaveAcesso,
    protocolo: nota.protocolo,
    contingencia: nota.contingencia,
    contingencia_disponivel: svc ? { svc, motivo: nota.xMotivo ?? 'A SEFAZ não respondeu.' } : null,
  };
}

/**
 * With a contingency asked for a note already sent in normal mode, its key is consulted first: SEFAZ's answer,
 * when it has one, is applied instead (already authorised, denied), and the note goes to the SVC only when SEFAZ
 * cannot have it. A draft in normal mode while its autorizador is failing waits for the status check first
 * (motivoDoAutorizadorParado): stopped, it is neither numbered nor sent, and the answer is why (`parado`). The
 * company is read once here, for the whole emission.
 */
async function enviar(
  ctx: AppContext,
  id: number,
  pedido: PedidoEnvio,
  caller: Caller,
): Promise<{ nota: NotaRow | undefined; empresa: EmpresaDaEmissao; parado?: string }> {
  const empresa = exigirEmpresaFiscal(await findEmpresa(ctx.db));
  let refazerParaContingencia = false;
  const anterior = await findNota(ctx.db, id);
  if (pedido.contingencia && anterior?.status === 'Processando' && !anterior.contingencia) {
    const consulta = await consultarAntesDaContingencia(ctx, anterior, empresa);
    if (!consulta.liberada) {
      return { nota: await concluirEmissao(ctx, id, empresa, consulta.resultado, caller), empresa };
    }
    refazerParaContingencia = true;
  }
  if (!pedido.contingencia && anterior?.status === 'Rascunho') {
    const parado = await motivoDoAutorizadorParado(ctx.db, await ctx.fiscal.atual(), empresa);
    if (parado) return { nota: anterior, empresa, parado };
  }
  const registrada = await registrarNfe(ctx, id, empresa, { ...pedido, refazerParaContingencia }, caller);
  return { nota: await enviarEConcluirNota(ctx, registrada, empresa, caller), empresa };
}

const MENSAGEM_PENDENTE =
  'NF-e enviada para autorização. A SEFAZ ainda não respondeu; a situação será atualizada automaticamente.';

/** A draft stopped before numbering (motivoDoAutorizadorParado): the 503 that offers the SVC up front. */
function autorizadorParado(uf: EmpresaEmitente['uf'], motivo: string): TAutorizadorParado {
  const svc = svcDaUF(uf);
  return {
    error:
      `A SEFAZ-${uf} não está respondendo. A NF-e não foi enviada e continua em rascunho, sem consumir número: ` +
      `ela pode ser emitida agora em contingência (${svc}), com uma justificativa, ou normalmente mais tarde.`,
    details: motivo,
    contingencia_disponivel: { svc, motivo },
  };
}

export type EmissaoNfe =
  | { situacao: 'concluida' | 'pendente'; resposta: TEmissaoNfe }
  | { situacao: 'autorizadorParado'; resposta: TAutorizadorParado };

/**
 * POST /nfe/emitir/{id}: check and reserve, number, build, sign, validate and store (one transaction), then send
 * and apply SEFAZ's answer. Idempotent: a note already 'Processando' is resent with its stored XML, and only one
 * sender at a time holds a note. With `contingencia` the note goes to the SVC of the company's UF; a 202 whose
 * autorizador did not answer says which SVC the note may go out in (`contingencia_disponivel`), never by itself.
 * A draft whose autorizador is down (it failed lately and its status check says so) is not numbered nor sent:
 * 'autorizadorParado' offers the SVC for it.
 */
export async function emitirNfe(
  ctx: AppContext,
  id: number,
  pedido: { data_vencimento: string; contingencia?: TContingenciaNfe | undefined },
  caller: Caller,
): Promise<EmissaoNfe> {
  const { nota, empresa, parado } = await comEnvio(ctx, id, () =>
    enviar(ctx, id, { dataVencimento: pedido.data_vencimento, contingencia: pedido.contingencia }, caller),
  );
  if (!nota) throw AppError.notFound('NF-e não encontrada.');
  const { uf } = empresa;
  if (parado) return { situacao: 'autorizadorParado', resposta: autorizadorParado(uf, parado) };
  switch (nota.status) {
    case 'Autorizada':
      return {
        situacao: 'concluida',
        resposta: resumo(
          nota,
          pedido.contingencia && !nota.contingencia
            ? 'A SEFAZ já tinha autorizado esta NF-e na emissão normal; ela não foi emitida em contingência.'
            : nota.contingencia
              ? `NF-e autorizada em contingência (${nota.contingencia}).`
              : 'NF-e enviada para autorização com sucesso!',
          uf,
        ),
      };
    case 'Processando':
      if (nota.divergenteDaSefaz) {
        throw AppError.conflict(
          `A SEFAZ tem a chave da NF-e nº ${nota.numero} com outro XML: a nota não foi reenviada, renumerada nem liberada para inutilização.`,
          nota.xMotivo ?? undefined,
        );
      }
      return { situacao: 'pendente', resposta: resumo(nota, MENSAGEM_PENDENTE, uf) };
    case 'Denegada':
      throw AppError.unprocessable('A SEFAZ denegou o uso da NF-e.', `${nota.cStat} - ${nota.xMotivo}`);
    default:
      throw AppError.unprocessable(
        'A SEFAZ rejeitou a NF-e. Corrija o rascunho e emita novamente.',
        `${nota.cStat} - ${nota.xMotivo}`,
      );
  }
}
