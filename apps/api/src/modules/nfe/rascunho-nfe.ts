import type { TRascunhoNfe } from '@erp/contracts/nfe';
import { ZRascunhoNfe } from '@erp/contracts/nfe';
import { Decimal } from '@erp/fiscal/common/decimal';
import type { CRT } from '@erp/fiscal/nfe/regras/tipos';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { conferirSaldos, resolverLinhas } from './linhas-nfe.ts';
import { deleteNota, findCliente, findNota, insertNota, replaceItens, updateNota } from './nfe.repository.ts';

type Rascunho = z.output<typeof ZRascunhoNfe>;

/** The status a note must have to be changed by the user: only drafts (a rejected note is a draft again). */
export function exigirRascunho(status: string) {
  if (status === 'Rascunho') return;
  throw AppError.conflict(
    status === 'Processando'
      ? 'Esta NF-e foi enviada à SEFAZ e aguarda resposta; não pode ser alterada.'
      : `Esta NF-e está ${status.toLowerCase()} e não pode ser alterada.`,
  );
}

export async function crtDaEmpresa(ctx: AppContext): Promise<CRT> {
  const empresa = await findEmpresa(ctx.db);
  return String(empresa?.regimeTributario ?? 1) as CRT;
}

/** POST /nfe/rascunho: creates or updates a draft; the server recomputes lines and totals from its records. */
export async function salvarRascunho(ctx: AppContext, input: Rascunho | TRascunhoNfe, caller: Caller) {
  const dados = ZRascunhoNfe.parse(input);
  const crt = await crtDaEmpresa(ctx);
  return ctx.db.transaction(async (tx) => {
    if (dados.id) {
      const atual = await findNota(tx, dados.id, 'update');
      if (!atual) throw AppError.notFound('Rascunho não encontrado.');
      exigirRascunho(atual.status);
    }
    const cliente = await findCliente(tx, dados.id_cliente);
    if (!cliente)
      throw AppError.validation('Cliente não encontrado.', [
        { campo: 'id_cliente', mensagem: 'Cliente não encontrado.' },
      ]);
    const linhas = await resolverLinhas(tx, {
      cliente,
      natureza: dados.natureza_operacao,
      crt,
      linhas: dados.itens,
    });
    await conferirSaldos(tx, linhas);
    const total = linhas.reduce((soma, l) => soma.plus(l.valorTotal), new Decimal(0)).toFixed(2);
    const cabecalho = {
      idCliente: cliente.id,
      naturezaOperacao: dados.natureza_operacao,
      finalidadeEmissao: dados.finalidade_emissao,
      modalidadeFrete: dados.transporte.modalidade_frete,
      valorTotalProdutos: total,
      valorTotalNota: total,
    };
    let id = dados.id ?? undefined;
    if (id) await updateNota(tx, id, cabecalho);
    else id = await insertNota(tx, { ...cabecalho, idUsuario: caller.userId });
    await replaceItens(tx, id, linhas);
    await insertAuditEntry(tx, {
      acao: dados.id ? 'NFE_RASCUNHO_ALTERADO' : 'NFE_RASCUNHO_CRIADO',
      idUsuario: caller.userId,
      entidade: 'notas_fiscais',
      idEntidade: String(id),
      ip: caller.ip,
      detalhes: { itens: linhas.length, valor_total_nota: total },
    });
    return {
      message: 'Rascunho salvo com sucesso!',
      id,
      valor_total_produtos: total,
      valor_total_nota: total,
    };
  });
}

/** DELETE /nfe/rascunho/{id}: a draft that never took a number disappears; a numbered one is a gap to void. */
export async function excluirRascunho(ctx: AppContext, id: number, caller: Caller) {
  await ctx.db.transaction(async (tx) => {
    const nota = await findNota(tx, id, 'update');
    if (!nota) throw AppError.notFound('Rascunho não encontrado.');
    exigirRascunho(nota.status);
    await deleteNota(tx, id);
    await insertAuditEntry(tx, {
      acao: 'NFE_RASCUNHO_EXCLUIDO',
      idUsuario: caller.userId,
      entidade: 'notas_fiscais',
      idEntidade: String(id),
      ip: caller.ip,
      detalhes: nota.numero ? { numero: nota.numero, serie: nota.serie } : {},
    });
  });
  return { message: 'Rascunho excluído com sucesso!' };
}
