import { Decimal } from '@erp/fiscal/common/decimal';
import { consultarProtocolo } from '@erp/fiscal/nfe/sefaz/consultar-protocolo';
import { enviarEvento } from '@erp/fiscal/nfe/sefaz/enviar-evento';
import { EVENTO_REGISTRADO } from '@erp/fiscal/nfe/sefaz/ler-ret-evento';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { insertMovimento } from '../estoque/estoque.repository.ts';
import { comunicarComSefaz } from '../fiscal/sefaz-indisponivel.ts';
import { comEnvio } from './envio-nfe.ts';
import { consomeSaldo, isLinhaServico } from './linhas-nfe.ts';
import { exigirEmpresaFiscal } from './montar-entrada-nfe.ts';
import {
  cancelarRecebivel,
  findNota,
  findRecebivelDaNota,
  insertEvento,
  listEventos,
  listItensDaNota,
  type NotaRow,
  restaurarSaldo,
  updateNota,
} from './nfe.repository.ts';

const CANCELAMENTO = '110111';
const CARTA_CORRECAO = '110110';
/** Duplicidade de evento: SEFAZ already registered it (a previous attempt whose answer was lost). */
const EVENTO_DUPLICADO = '573';

/** Until when an authorised note can be cancelled; null when it cannot (any more). */
export function cancelavelAte(
  nota: Pick<NotaRow, 'status' | 'dataAutorizacao'>,
  prazoHoras: number,
  agora = new Date(),
): Date | null {
  if (nota.status !== 'Autorizada' || !nota.dataAutorizacao) return null;
  const limite = new Date(nota.dataAutorizacao.getTime() + prazoHoras * 3_600_000);
  return limite > agora ? limite : null;
}

/**
 * Sends one event of the company about its note and answers the registered procEventoNFe. When SEFAZ says the
 * event is a duplicate (the answer to an earlier attempt was lost), the registered one is fetched by consulting
 * the note, so retrying is always safe.
 */
async function registrarEvento(
  ctx: AppContext,
  nota: NotaRow,
  evento:
    | { tpEvento: typeof CANCELAMENTO; nProt: string; xJust: string }
    | { tpEvento: typeof CARTA_CORRECAO; xCorrecao: string; nSeqEvento: number },
) {
  const empresa = exigirEmpresaFiscal(await findEmpresa(ctx.db));
  const chNFe = nota.chaveAcesso as string;
  return comunicarComSefaz(async () => {
    const cliente = await ctx.fiscal.clienteSefaz(empresa);
    const retorno = await enviarEvento(cliente, { eventos: [{ ...evento, chNFe, autor: empresa.cnpj }] });
    const ret = retorno.eventos[0];
    if (ret && EVENTO_REGISTRADO.has(ret.cStat) && ret.procEventoNFe) {
      return { protocolo: ret.nProt ?? null, xml: ret.procEventoNFe };
    }
    if (ret?.cStat === EVENTO_DUPLICADO) {
      const consulta = await consultarProtocolo(cliente, chNFe);
      const sequencia = String('nSeqEvento' in evento ? evento.nSeqEvento : 1);
      const registrado = consulta.eventos.find(
        (e) => e.tpEvento === evento.tpEvento && Number(e.nSeqEvento) === Number(sequencia),
      );
      if (registrado) return { protocolo: registrado.retEvento.nProt ?? null, xml: registrado.xml };
    }
    const motivo = ret ? `${ret.cStat} - ${ret.xMotivo}` : `${retorno.cStat} - ${retorno.xMotivo}`;
    throw AppError.unprocessable('A SEFAZ recusou o evento.', motivo);
  });
}

/**
 * POST /nfe/cancelar/{id}: event 110111 within the legal window; on registration, in one transaction, the note
 * is 'Cancelada', the stock exits are reversed, the returned kg go back to the entry items and the receivable is
 * cancelled. Exactly once: one sender at a time holds the note, and a repeated request finds it cancelled.
 */
export async function cancelarNfe(ctx: AppContext, id: number, justificativa: string, caller: Caller) {
  return comEnvio(ctx, id, async () => {
    const nota = await findNota(ctx.db, id);
    if (!nota) throw AppError.notFound('NF-e não encontrada.');
    if (nota.status === 'Cancelada') throw AppError.conflict('Esta NF-e já está cancelada.');
    if (nota.status !== 'Autorizada') throw AppError.conflict('Só NF-e autorizadas podem ser canceladas.');
    const prazo = ctx.config.nfe.prazoCancelamentoHoras;
    if (!cancelavelAte(nota, prazo)) {
      throw AppError.unprocessable(
        `O prazo de cancelamento terminou: ${prazo} horas após a autorização.`,
        'Para desfazer a operação, emita uma NF-e de entrada (devolução).',
      );
    }
    const recebivel = await findRecebivelDaNota(ctx.db, id);
    if (recebivel?.status === 'Pago') {
      throw AppError.conflict('A conta a receber desta NF-e já foi baixada; a NF-e não pode ser cancelada.');
    }
    const registro = await registrarEvento(ctx, nota, {
      tpEvento: CANCELAMENTO,
      nProt: nota.protocolo as string,
      xJust: justificativa,
    });
    await ctx.db.transaction(async (tx) => {
      const atual = await findNota(tx, id, 'update');
      if (atual?.status !== 'Autorizada') return;
      await updateNota(tx, id, { status: 'Cancelada', dataCancelamento: new Date() });
      await insertEvento(tx, {
        idNotaFiscal: id,
        tipoEvento: CANCELAMENTO,
        sequencia: 1,
        protocolo: registro.protocolo,
        texto: justificativa,
        xml: registro.xml,
      });
      for (const { item } of await listItensDaNota(tx, id)) {
        if (!isLinhaServico(item.cfop)) {
          await insertMovimento(tx, {
            idProduto: item.idProduto,
            quantidadeKg: new Decimal(item.quantidade).toFixed(),
            origem: 'ESTORNO_NFE',
            idDocumento: String(id),
            observacao: `Cancelamento da NF-e nº ${nota.numero}/${nota.serie}`,
            idUsuario: caller.userId,
          });
        }
        if (item.idItemEntrada && consomeSaldo(item.cfop)) {
          await restaurarSaldo(tx, item.idItemEntrada, item.quantidade);
        }
      }
      await cancelarRecebivel(tx, id);
      await insertAuditEntry(tx, {
        acao: 'NFE_CANCELADA',
        idUsuario: caller.userId,
        entidade: 'notas_fiscais',
        idEntidade: String(id),
        ip: caller.ip,
        detalhes: { protocolo: registro.protocolo, justificativa },
      });
    });
    return { message: 'NF-e cancelada com sucesso!' };
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
      await insertAuditEntry(tx, {
        acao: 'NFE_CARTA_CORRECAO',
        idUsuario: caller.userId,
        entidade: 'notas_fiscais',
        idEntidade: String(id),
        ip: caller.ip,
        detalhes: { sequencia, protocolo: registro.protocolo },
      });
    });
    return { message: 'Carta de Correção registrada com sucesso!' };
  });
}
