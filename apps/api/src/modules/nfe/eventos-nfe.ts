import { consultarProtocolo, enviarEvento, isEventoDuplicado, isEventoRegistrado } from '@erp/fiscal/sefaz';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { comunicarComSefaz } from '../fiscal/sefaz-indisponivel.ts';
import { comEnvio } from './envio-nfe.ts';
import { exigirEmpresaFiscal } from './montar-entrada-nfe.ts';
import { findNota, insertEvento, listEventos, type NotaRow } from './nfe.repository.ts';

const CARTA_CORRECAO = '110110';

/**
 * Until when an authorised note can be cancelled; null when it cannot (any more), or when a cancellation is
 * already pending (that one is settled by the retry job, whatever the window).
 */
export function cancelavelAte(
  nota: Pick<NotaRow, 'status' | 'dataAutorizacao' | 'cancelamentoPedidoEm'>,
  prazoHoras: number,
  agora = new Date(),
): Date | null {
  if (nota.status !== 'Autorizada' || !nota.dataAutorizacao || nota.cancelamentoPedidoEm) return null;
  const limite = new Date(nota.dataAutorizacao.getTime() + prazoHoras * 3_600_000);
  return limite > agora ? limite : null;
}

/**
 * Sends a Carta de Correção and answers the registered procEventoNFe. When SEFAZ says the event is a duplicate
 * (the answer to an earlier attempt was lost), the registered one is fetched by consulting the note, so retrying
 * is always safe. (The cancellation is stored before it is sent instead: cancelar-nfe.ts.)
 */
async function registrarEvento(
  ctx: AppContext,
  nota: NotaRow,
  evento: { tpEvento: typeof CARTA_CORRECAO; xCorrecao: string; nSeqEvento: number },
) {
  const empresa = exigirEmpresaFiscal(await findEmpresa(ctx.db));
  const chNFe = nota.chaveAcesso as string;
  return comunicarComSefaz(async () => {
    const cliente = await ctx.fiscal.doModo(nota.ambiente).clienteSefaz(empresa);
    const retorno = await enviarEvento(cliente, { eventos: [{ ...evento, chNFe, autor: empresa.cnpj }] });
    const ret = retorno.eventos[0];
    if (ret && isEventoRegistrado(ret.cStat) && ret.procEventoNFe) {
      return { protocolo: ret.nProt ?? null, xml: ret.procEventoNFe };
    }
    if (isEventoDuplicado(ret?.cStat)) {
      // At the UF's autorizador, where the event went: an SVC note's key would route to the SVC, without it.
      const consulta = await consultarProtocolo(cliente, chNFe, { noAutorizadorDaUF: true });
      const registrado = consulta.eventos.find(
        (e) => e.tpEvento === evento.tpEvento && Number(e.nSeqEvento) === evento.nSeqEvento,
      );
      if (registrado) return { protocolo: registrado.retEvento.nProt ?? null, xml: registrado.xml };
    }
    const motivo = ret ? `${ret.cStat} - ${ret.xMotivo}` : `${retorno.cStat} - ${retorno.xMotivo}`;
    throw AppError.unprocessable('A SEFAZ recusou o evento.', motivo);
  });
}

/** POST /nfe/{id}/carta-correcao: event 110110, numbered in sequence; each letter replaces the previous ones. */
export async function corrigirNfe(ctx: AppContext, id: number, correcao: string, caller: Caller) {
  return comEnvio(ctx, id, async () => {
    const nota = await findNota(ctx.db, id);
    if (!nota) throw AppError.notFound('NF-e não encontrada.');
    if (nota.status !== 'Autorizada') {
      throw AppError.conflict('Só NF-e autorizadas podem receber Carta de Correção.');
    }
    if (nota.cancelamentoPedidoEm) {
      throw AppError.conflict('O cancelamento desta NF-e está pendente; ela não recebe Carta de Correção.');
    }
    const anteriores = (await listEventos(ctx.db, id)).filter((e) => e.tipoEvento === CARTA_CORRECAO);
    const sequencia = anteriores.reduce((max, e) => Math.max(max, e.sequencia), 0) + 1;
    if (sequencia > 20) throw AppError.unprocessable('A NF-e já tem o máximo de 20 Cartas de Correção.');
    const registro = await registrarEvento(ctx, nota, {
      tpEvento: CARTA_CORRECAO,
      xCorrecao: correcao,
      nSeqEvento: sequencia,
    });
    await ctx.db.transaction(async (tx) => {
      await insertEvento(tx, {
        idNotaFiscal: id,
        tipoEvento: CARTA_CORRECAO,
        sequencia,
        protocolo: registro.protocolo,
        texto: correcao,
        xml: registro.xml,
      });
      await auditarEvento(tx, caller, {
        acao: 'NFE_CARTA_CORRECAO',
        entidade: 'notas_fiscais',
        idEntidade: id,
        detalhes: { sequencia, protocolo: registro.protocolo },
      });
    });
    return { message: 'Carta de Correção registrada com sucesso!' };
  });
}
