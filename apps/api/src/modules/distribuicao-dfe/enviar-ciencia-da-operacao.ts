import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { enviarManifestacao } from '../entradas/manifestacao-do-destinatario.ts';
import { exigirAmbienteDoDocumento } from './buscar-documentos-na-sefaz.ts';
import { lockDocumento, marcarCienciaEnviada } from './distribuicao-dfe.repository.ts';

// 573: a manifestação deste tipo já está registrada (duplicidade de evento); a ciência já produziu efeito.
const JA_REGISTRADA = '573';

/**
 * 'Ciência da Operação' (event 210210) on a summary (resNFe) addressed to the company: the Ambiente Nacional
 * then distributes the full NF-e (procNFe) on the next query. It states only that the company knows of the
 * operation; the confirmation (210200) stays a separate, deliberate step. The row stays locked while the event
 * travels, so two clicks send one event.
 */
export async function enviarCienciaDaOperacao(
  ctx: AppContext,
  id: number,
  caller: Caller,
): Promise<{ message: string }> {
  return ctx.db.transaction(async (tx) => {
    const documento = await lockDocumento(tx, id).catch((error: unknown) => {
      if ((error as { cause?: { code?: string } }).cause?.code === '55P03') {
        throw AppError.conflict('A Ciência da Operação desta nota já está em andamento.');
      }
      throw error;
    });
    if (!documento) throw AppError.notFound('Documento da SEFAZ não encontrado.');
    if (documento.tipo !== 'resNFe' || !documento.chaveAcesso) {
      throw AppError.conflict('A Ciência da Operação só se envia para o resumo de uma NF-e.');
    }
    await exigirAmbienteDoDocumento(ctx, documento);
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

    const resultado = await enviarManifestacao(ctx, { chave: documento.chaveAcesso, tpEvento: '210210' });
    if (!resultado.isRegistrado && resultado.cStat !== JA_REGISTRADA) {
      await insertAuditEntry(ctx.db, {
        acao: 'CIENCIA_RECUSADA',
        idUsuario: caller.userId,
        entidade: 'documentos_distribuidos',
        idEntidade: String(id),
        ip: caller.ip,
        detalhes: { chave: documento.chaveAcesso, motivo: resultado.motivo },
      });
      throw AppError.unprocessable('A SEFAZ recusou a Ciência da Operação.', resultado.motivo);
    }
    await marcarCienciaEnviada(tx, id, {
      observacao: resultado.isRegistrado ? null : 'A SEFAZ já tinha registrado a ciência desta nota.',
      cienciaXml: resultado.isRegistrado ? resultado.procEventoNFe : null,
    });
    await insertAuditEntry(tx, {
      acao: 'CIENCIA_ENVIADA',
      idUsuario: caller.userId,
      entidade: 'documentos_distribuidos',
      idEntidade: String(id),
      ip: caller.ip,
      detalhes: { chave: documento.chaveAcesso, nProt: resultado.isRegistrado ? resultado.nProt : undefined },
    });
    return { message: 'Ciência da Operação registrada. O XML da nota chega na próxima busca na SEFAZ.' };
  });
}
