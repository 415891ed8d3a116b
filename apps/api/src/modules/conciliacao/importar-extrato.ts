import type { TImportacaoExtrato } from '@erp/contracts/conciliacao';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { conferirContaDoExtrato } from './conferir-conta-do-extrato.ts';
import {
  findConta,
  fitidsExistentes,
  insertExtrato,
  insertTransacoes,
  transacoesDoPeriodo,
  travarImportacaoDaConta,
} from './extratos.repository.ts';
import type { LeitorDeOfx } from './leitor-de-ofx.ts';
import type { TransacaoOfx } from './ler-ofx.ts';

export type ExtratoEnviado = { nome: string; conteudo: Uint8Array; idConta: number };

const chaveSemFitid = (t: { data: string; valor: string; memo: string | null }) =>
  `${t.data}|${t.valor}|${t.memo ?? ''}`;

function periodo(transacoes: TransacaoOfx[]): [string, string] | undefined {
  const [primeira] = transacoes;
  if (!primeira) return undefined;
  let inicio = primeira.data;
  let fim = inicio;
  for (const t of transacoes) {
    if (t.data < inicio) inicio = t.data;
    if (t.data > fim) fim = t.data;
  }
  return [inicio, fim];
}

/**
 * Keeps a statement's new transactions, in one transaction: all of the file or nothing. A transaction repeats
 * when the account already has its FITID (or the file has it twice), or, for banks that rewrite FITIDs between
 * downloads, when an earlier import already has the same day, amount and memo. Two lines alike in one file are
 * two payments, so the fallback only looks at what was kept before.
 */
export async function importarExtrato(
  ctx: AppContext,
  leitor: LeitorDeOfx,
  envio: ExtratoEnviado,
  caller: Caller,
): Promise<TImportacaoExtrato> {
  const conta = await findConta(ctx.db, envio.idConta);
  if (!conta) throw AppError.notFound('Conta bancária não encontrada.');
  const extrato = await leitor.ler(envio.conteudo);
  conferirContaDoExtrato(extrato, conta);
  return ctx.db.transaction(async (tx) => {
    await travarImportacaoDaConta(tx, conta.id);
    const fitids = await fitidsExistentes(
      tx,
      conta.id,
      extrato.transacoes.map((t) => t.fitid),
    );
    const dias = periodo(extrato.transacoes);
    const anteriores = new Set(
      dias ? (await transacoesDoPeriodo(tx, conta.id, ...dias)).map(chaveSemFitid) : [],
    );
    const novas: TransacaoOfx[] = [];
    for (const t of extrato.transacoes) {
      if (fitids.has(t.fitid) || anteriores.has(chaveSemFitid(t))) continue;
      fitids.add(t.fitid);
      novas.push(t);
    }
    const importadas = novas.length;
    const repetidas = extrato.transacoes.length - importadas;
    const idExtrato = await insertExtrato(tx, {
      idConta: conta.id,
      nomeArquivo: envio.nome.slice(0, 255),
      dataInicio: extrato.dataInicio,
      dataFim: extrato.dataFim,
      saldo: extrato.saldo,
      dataSaldo: extrato.dataSaldo,
      importadas,
      repetidas,
      idUsuario: caller.userId,
    });
    await insertTransacoes(tx, idExtrato, conta.id, novas);
    await auditarEvento(tx, caller, {
      acao: 'EXTRATO_IMPORTADO',
      entidade: 'extratos',
      idEntidade: idExtrato,
      detalhes: {
        id_conta: conta.id,
        arquivo: envio.nome,
        importadas,
        repetidas,
        saldo: extrato.saldo,
        data_saldo: extrato.dataSaldo,
      },
    });
    return { importadas, repetidas };
  });
}
