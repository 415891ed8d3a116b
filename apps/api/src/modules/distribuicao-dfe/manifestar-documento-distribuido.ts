import type { TEventoManifestacao } from '@erp/contracts/manifestacoes';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { mensagemDeSucesso, registrarManifestacao } from '../entradas/registrar-manifestacao.ts';
import { exigirAmbienteDoDocumento } from './buscar-documentos-na-sefaz.ts';
import { findDocumento, marcarCienciaEnviada } from './distribuicao-dfe.repository.ts';

const XML_NA_PROXIMA_BUSCA = 'O XML da nota chega na próxima busca na SEFAZ.';

/**
 * A manifestação on a note of 'Documentos na SEFAZ' (a summary, resNFe, or a full note not imported): the same
 * operation as on an entry's row, keyed by the note's access key. Ciência and Confirmação of a summary make the
 * Ambiente Nacional distribute the full NF-e (procNFe) on the next query; Desconhecimento and Operação não
 * Realizada do not, and the row shows them instead.
 */
export async function manifestarDocumentoDistribuido(
  ctx: AppContext,
  id: number,
  pedido: { evento: TEventoManifestacao; justificativa?: string | undefined },
  caller: Caller,
): Promise<{ message: string }> {
  const documento = await findDocumento(ctx.db, id);
  if (!documento) throw AppError.notFound('Documento da SEFAZ não encontrado.');
  if (!documento.chaveAcesso || (documento.tipo !== 'resNFe' && documento.tipo !== 'procNFe')) {
    throw AppError.conflict(
      pedido.evento === 'ciencia'
        ? 'A Ciência da Operação só se envia para o resumo de uma NF-e.'
        : 'A manifestação só se envia para uma NF-e (o resumo ou o XML completo), não para um evento.',
    );
  }
  await exigirAmbienteDoDocumento(ctx, documento);
  if (pedido.evento === 'ciencia') {
    if (documento.tipo !== 'resNFe') {
      throw AppError.conflict('A Ciência da Operação só se envia para o resumo de uma NF-e.');
    }
    if (documento.status !== 'Resumo') {
      throw AppError.conflict(
        documento.status === 'Ciência enviada'
          ? 'A Ciência da Operação desta nota já foi enviada; o XML chega na próxima busca.'
          : 'Esta nota já foi recebida; não é preciso enviar a Ciência da Operação.',
      );
    }
    if (documento.situacao === 'Cancelada') {
      throw AppError.unprocessable('Esta NF-e foi cancelada pelo emitente; não há XML a receber.');
    }
  }
  // Only a summary waits for its XML; a full note is already here, whatever is registered.
  const pedeOXml =
    documento.status === 'Resumo' && (pedido.evento === 'ciencia' || pedido.evento === 'confirmacao');
  await registrarManifestacao(
    ctx,
    {
      chave: documento.chaveAcesso,
      evento: pedido.evento,
      justificativa: pedido.justificativa,
      entidade: 'documentos_distribuidos',
      idEntidade: id,
    },
    caller,
    async (tx, resultado) => {
      if (!pedeOXml) return;
      await marcarCienciaEnviada(tx, id, {
        observacao: resultado.isRegistrada ? null : 'A SEFAZ já tinha registrado a ciência desta nota.',
      });
    },
  );
  if (pedido.evento === 'ciencia')
    return { message: `Ciência da Operação registrada. ${XML_NA_PROXIMA_BUSCA}` };
  return {
    message: pedeOXml
      ? `${mensagemDeSucesso(pedido.evento)} ${XML_NA_PROXIMA_BUSCA}`
      : mensagemDeSucesso(pedido.evento),
  };
}
