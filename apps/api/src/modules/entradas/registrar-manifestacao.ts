import { EVENTOS_MANIFESTACAO, type TEventoManifestacao } from '@erp/contracts/manifestacoes';
import { isEventoDuplicado } from '@erp/fiscal/sefaz';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { enviarManifestacao } from './manifestacao-do-destinatario.ts';
import {
  findSituacaoNaSefaz,
  insertManifestacao,
  listManifestacoes,
  type ManifestacaoRow,
  tryLockChave,
} from './manifestacoes.repository.ts';
import { conferirManifestacao } from './regras-da-manifestacao.ts';

// 573: duplicidade de evento. For a Ciência it means only that SEFAZ already knows we know of the note.

const RECUSA: Record<TEventoManifestacao, string> = {
  confirmacao: 'A SEFAZ recusou a confirmação.',
  ciencia: 'A SEFAZ recusou a Ciência da Operação.',
  desconhecimento: 'A SEFAZ recusou o Desconhecimento da Operação.',
  nao_realizada: 'A SEFAZ recusou a Operação não Realizada.',
};

export const ACAO_AUDITADA: Record<TEventoManifestacao, { registrada: string; recusada: string }> = {
  confirmacao: { registrada: 'MANIFESTACAO_CONFIRMADA', recusada: 'MANIFESTACAO_RECUSADA' },
  ciencia: { registrada: 'CIENCIA_ENVIADA', recusada: 'CIENCIA_RECUSADA' },
  desconhecimento: { registrada: 'MANIFESTACAO_DESCONHECIDA', recusada: 'MANIFESTACAO_RECUSADA' },
  nao_realizada: { registrada: 'MANIFESTACAO_NAO_REALIZADA', recusada: 'MANIFESTACAO_RECUSADA' },
};

export interface PedidoManifestacao {
  chave: string;
  evento: TEventoManifestacao;
  justificativa?: string | undefined;
  /** The note when we hold it (an upload): the simulator learns a note authorised at another SEFAZ. */
  xmlNfeProc?: string;
  /** Whose row asked, for the audit: the entry or the distributed document. */
  entidade: 'nfe_entradas' | 'documentos_distribuidos';
  idEntidade: number;
}

export type ResultadoManifestacao =
  | { isRegistrada: true; manifestacao: ManifestacaoRow }
  /** A Ciência SEFAZ had already registered (573): nothing to store, its effect is there. */
  | { isRegistrada: false };

/**
 * One manifestação of the recipient, from the entry's row or from 'Documentos na SEFAZ': checked against what is
 * registered for the key (the same rules as the Ambiente Nacional), sent, and stored with its protocol in
 * `manifestacoes`, the one record of the company's manifestações (the entries of the key take its status). The key
 * stays locked while the event travels, so two clicks, or the two screens, send one event. `depois` runs in the
 * same transaction (the distributed document's own status).
 */
export async function registrarManifestacao(
  ctx: AppContext,
  pedido: PedidoManifestacao,
  caller: Caller,
  depois?: (tx: Database, resultado: ResultadoManifestacao) => Promise<void>,
): Promise<ResultadoManifestacao> {
  const tipo = EVENTOS_MANIFESTACAO[pedido.evento];
  const ambiente = (await ctx.fiscal.atual()).modo;
  return ctx.db.transaction(async (tx) => {
    if (!(await tryLockChave(tx, pedido.chave))) {
      throw AppError.conflict('Uma manifestação desta nota já está em andamento.');
    }
    const registradas = await listManifestacoes(tx, [pedido.chave], ambiente);
    const recusa = conferirManifestacao(
      tipo,
      registradas.map((m) => m.tipoEvento),
      await findSituacaoNaSefaz(tx, pedido.chave, ambiente),
    );
    if (recusa) throw AppError.conflict(recusa);

    const resultado = await enviarManifestacao(ctx, {
      chave: pedido.chave,
      tpEvento: tipo,
      ...(pedido.justificativa ? { xJust: pedido.justificativa } : {}),
      ...(pedido.xmlNfeProc ? { xmlNfeProc: pedido.xmlNfeProc } : {}),
    });
    const documento = { entidade: pedido.entidade, idEntidade: pedido.idEntidade };
    if (!resultado.isRegistrado) {
      if (tipo === '210210' && isEventoDuplicado(resultado.cStat)) {
        await depois?.(tx, { isRegistrada: false });
        return { isRegistrada: false };
      }
      // Written outside this transaction, which the refusal rolls back.
      await auditarEvento(ctx.db, caller, {
        ...documento,
        acao: ACAO_AUDITADA[pedido.evento].recusada,
        detalhes: { chave: pedido.chave, tpEvento: tipo, motivo: resultado.motivo },
      });
      throw AppError.unprocessable(RECUSA[pedido.evento], resultado.motivo);
    }
    const manifestacao = await insertManifestacao(tx, {
      chaveAcesso: pedido.chave,
      ambiente,
      tipoEvento: tipo,
      justificativa: pedido.justificativa ?? null,
      protocolo: resultado.nProt ?? null,
      xml: resultado.procEventoNFe,
      idUsuario: caller.userId,
    });
    await auditarEvento(tx, caller, {
      ...documento,
      acao: ACAO_AUDITADA[pedido.evento].registrada,
      detalhes: { chave: pedido.chave, tpEvento: tipo, nProt: resultado.nProt },
    });
    const registrada = { isRegistrada: true as const, manifestacao };
    await depois?.(tx, registrada);
    return registrada;
  });
}

const SUCESSO: Record<TEventoManifestacao, string> = {
  confirmacao: 'Nota confirmada com sucesso!',
  ciencia: 'Ciência da Operação registrada com sucesso!',
  desconhecimento: 'Desconhecimento da Operação registrado com sucesso!',
  nao_realizada: 'Operação não Realizada registrada com sucesso!',
};
export const mensagemDeSucesso = (evento: TEventoManifestacao) => SUCESSO[evento];
