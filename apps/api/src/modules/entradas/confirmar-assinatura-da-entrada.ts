import type { TConfirmarAssinatura } from '@erp/contracts/entradas';
import type { NFeLida } from '@erp/fiscal/nfe';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { insertMovimentos } from '../estoque/estoque.repository.ts';
import {
  liberarSaldosDaEntrada,
  lockEntrada,
  lockItensParaEstorno,
  marcarAssinaturaConfirmada,
} from './entradas.repository.ts';
import { lerNfeEntrada } from './ler-nfe-entrada.ts';
import { criarPagaveisDaEntrada } from './pagaveis-da-entrada.ts';

/**
 * What the import held back while the note waited, created inside the caller's transaction: the client's items get
 * their kg as balance, the stock moves (own stock at the purchase's cost) and a supplier's payables are raised from
 * `nfe` (the file kept on the entry). Returns the payables' ids. Shared by the Administrador's confirmation and
 * by SEFAZ's authorised document delivered by 'Buscar na SEFAZ' (liberar-entrada-pela-sefaz.ts).
 */
export async function liberarEntradaAguardando(
  tx: Database,
  entrada: { id: number; idFornecedor: number | null },
  nfe: NFeLida,
  idUsuario: number | null,
): Promise<number[]> {
  await liberarSaldosDaEntrada(tx, entrada.id);
  const itens = await lockItensParaEstorno(tx, entrada.id);
  await insertMovimentos(
    tx,
    itens.flatMap((item) =>
      item.ignorado || item.idProduto === null
        ? []
        : [
            {
              idProduto: item.idProduto,
              quantidadeKg: item.quantidadeKg,
              origem: 'ENTRADA_NFE' as const,
              idDocumento: String(entrada.id),
              idUsuario,
              destino: item.destino,
              custoTotal: item.custoTotal,
            },
          ],
    ),
  );
  // Only a supplier's note has a bill.
  return entrada.idFornecedor === null
    ? []
    : criarPagaveisDaEntrada(tx, nfe, entrada.id, entrada.idFornecedor, idUsuario);
}

/**
 * An Administrador accepts an uploaded note whose signature is invalid or absent (issue 26), with the reason typed,
 * in one transaction: the client's items get their kg as balance, the stock moves (own stock at the purchase's
 * cost) and a supplier's payables are raised, as the import would have done with a valid signature. Audited as
 * NFE_ENTRADA_ASSINATURA_CONFIRMADA with the reason. 409 when the note does not wait (valid, or already accepted).
 */
export async function confirmarAssinaturaDaEntrada(
  ctx: AppContext,
  id: number,
  { motivo }: TConfirmarAssinatura,
  caller: Caller,
) {
  return ctx.db.transaction(async (tx) => {
    const entrada = await lockEntrada(tx, id);
    if (!entrada) throw AppError.notFound('Nota de entrada não encontrada.');
    if (!(await marcarAssinaturaConfirmada(tx, id, caller.userId, motivo))) {
      throw AppError.conflict(`A NF-e ${entrada.numeroNf} não aguarda a confirmação da assinatura.`);
    }
    // The bill is read again from the file kept verbatim.
    const lancamentos = await liberarEntradaAguardando(
      tx,
      entrada,
      lerNfeEntrada(Buffer.from(entrada.xmlOriginal, 'utf8')),
      caller.userId,
    );
    await auditarEvento(tx, caller, {
      acao: 'NFE_ENTRADA_ASSINATURA_CONFIRMADA',
      entidade: 'nfe_entradas',
      idEntidade: id,
      detalhes: {
        chave: entrada.chaveAcesso,
        situacao_assinatura: entrada.situacaoAssinatura,
        motivo,
        ...(lancamentos.length > 0 ? { lancamentos } : {}),
      },
    });
    return {
      message: `Assinatura da NF-e ${entrada.numeroNf} aceita: o material e o estoque da nota estão disponíveis.`,
    };
  });
}
