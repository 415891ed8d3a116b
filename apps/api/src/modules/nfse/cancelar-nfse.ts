import { ErrorCode } from '@erp/contracts/errors';
import type { ZCancelarNfse } from '@erp/contracts/nfse';
import { dataHoraBrasilia } from '@erp/fiscal/nfe/sefaz/data-hora';
import { validarXml } from '@erp/fiscal/nfe/validate';
import { EVENTO_CANCELAMENTO, montarCancelamento } from '@erp/fiscal/nfse/evento/montar-cancelamento';
import { ErroComunicacaoSefin } from '@erp/fiscal/nfse/sefin/erro-comunicacao-sefin';
import { assinarPedRegEvento } from '@erp/fiscal/nfse/sign';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { comEnvio } from './envio-nfse.ts';
import { exigirEmpresaNfse, VERSAO_APLICATIVO } from './montar-entrada-dps.ts';
import {
  cancelarRecebivel,
  findNotaServico,
  findRecebivel,
  insertEvento,
  type NotaServicoRow,
  updateNotaServico,
} from './nfse.repository.ts';

type Cancelamento = z.output<typeof ZCancelarNfse>;

function semComunicacao(error: unknown): never {
  if (error instanceof ErroComunicacaoSefin) {
    throw new AppError(
      ErrorCode.UNAVAILABLE,
      'Não foi possível comunicar com a Sefin Nacional. Tente novamente.',
      error.message,
    );
  }
  throw error;
}

/**
 * Signs and sends the pedido de registro do evento e101101 and answers the event XML the Sefin returned. When
 * the Sefin refuses it, the event may already be registered (an earlier attempt whose answer was lost): it is
 * looked up before the refusal is reported, so retrying is always safe.
 */
async function registrarCancelamento(ctx: AppContext, nota: NotaServicoRow, pedido: Cancelamento) {
  const empresa = exigirEmpresaNfse(await findEmpresa(ctx.db));
  const chave = nota.chaveAcesso as string;
  let xml: string;
  try {
    xml = assinarPedRegEvento(
      montarCancelamento({
        tpAmb: nota.tpAmb as '1' | '2',
        verAplic: VERSAO_APLICATIVO,
        dhEvento: dataHoraBrasilia(new Date()),
        CNPJAutor: empresa.cnpj,
        chNFSe: chave,
        cMotivo: pedido.codigo_motivo,
        xMotivo: pedido.justificativa,
      }).xml,
      await ctx.fiscal.certificadoAssinatura(empresa),
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
  try {
    const cliente = await ctx.fiscal.clienteSefin(empresa);
    const retorno = await cliente.cancelar(chave, xml);
    if (retorno.registrado) return retorno.eventoXml;
    const registrado = await cliente.consultarEvento(chave, EVENTO_CANCELAMENTO, 1);
    if (registrado.encontrado) return registrado.eventoXml;
    const motivo = retorno.erros.map((e) => `${e.codigo} - ${e.descricao}`).join('; ');
    throw AppError.unprocessable('A Sefin Nacional recusou o cancelamento.', motivo);
  } catch (error) {
    return semComunicacao(error);
  }
}

/**
 * POST /nfse/cancelar/{id}: event e101101; on registration, in one transaction, the NFS-e is 'Cancelada', the
 * event XML is kept and the receivable is cancelled. Exactly once: one sender at a time holds the NFS-e, and a
 * repeated request finds it cancelled (409).
 */
export async function cancelarNfse(ctx: AppContext, id: number, pedido: Cancelamento, caller: Caller) {
  return comEnvio(ctx, id, async () => {
    const nota = await findNotaServico(ctx.db, id);
    if (!nota) throw AppError.notFound('NFS-e não encontrada.');
    if (nota.status === 'Cancelada') throw AppError.conflict('Esta NFS-e já está cancelada.');
    if (nota.status !== 'Autorizada') throw AppError.conflict('Só NFS-e autorizadas podem ser canceladas.');
    const recebivel = await findRecebivel(ctx.db, id);
    if (recebivel?.status === 'Pago') {
      throw AppError.conflict(
        'A conta a receber desta NFS-e já foi baixada; a NFS-e não pode ser cancelada.',
      );
    }
    const eventoXml = await registrarCancelamento(ctx, nota, pedido);
    await ctx.db.transaction(async (tx) => {
      const atual = await findNotaServico(tx, id, 'update');
      if (atual?.status !== 'Autorizada') return;
      await updateNotaServico(tx, id, { status: 'Cancelada', dataCancelamento: new Date() });
      await insertEvento(tx, {
        idNotaServico: id,
        tipoEvento: EVENTO_CANCELAMENTO,
        sequencia: 1,
        codigoMotivo: pedido.codigo_motivo,
        justificativa: pedido.justificativa,
        xml: eventoXml,
      });
      await cancelarRecebivel(tx, id);
      await insertAuditEntry(tx, {
        acao: 'NFSE_CANCELADA',
        idUsuario: caller.userId,
        entidade: 'notas_servico',
        idEntidade: String(id),
        ip: caller.ip,
        detalhes: {
          chave: nota.chaveAcesso,
          codigo_motivo: pedido.codigo_motivo,
          justificativa: pedido.justificativa,
        },
      });
    });
    return { message: 'NFS-e cancelada com sucesso!' };
  });
}
