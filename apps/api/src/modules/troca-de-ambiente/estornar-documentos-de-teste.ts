import { Decimal } from '@erp/fiscal/decimal';
import type { Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { insertMovimentos } from '../estoque/estoque.repository.ts';
import { restaurarSaldo } from '../nfe/nfe.repository.ts';
import { reabrirOrdensDaNota } from '../ordens-da-nota/ordens-da-nota.ts';
import { cancelarRecebiveisDeTeste, marcarEfeitosEstornados } from './documentos-de-teste.repository.ts';
import { levantarEstornoDeTeste } from './previa-da-producao.ts';

const nomeDoDocumento = (d: { tipo: string; numero: number | null; serie: number | null }) =>
  `${d.tipo} nº ${d.numero ?? 's/n'}/${d.serie ?? '-'}`;

/**
 * Going into produção, in the caller's transaction (the environment's change): the kg the test notes took go
 * back to the clients' remessas, their stock exits come back (ESTORNO_NFE entries in the ledger, so the stock
 * stays the sum of its movements), the ordens de industrialização of an authorised test return are 'Concluída'
 * again with their reservation, their receivables are cancelled and the documents are marked, so nothing of
 * them counts in produção; one audit row lists all of it. A test document still waiting for SEFAZ or the Sefin
 * (emission or cancellation) would change things after the reversal: the change is refused until it settles.
 * Marked documents are never reversed twice, so testing again in homologação and coming back reverses only the
 * new ones.
 */
export async function estornarDocumentosDeTeste(tx: Database, caller: Caller) {
  const { previa, idsNfe, idsNfse, estoquePorNota } = await levantarEstornoDeTeste(tx, 'update');
  if (previa.pendentes.length > 0) {
    throw AppError.conflict(
      'Há documentos de teste aguardando resposta; o ambiente continua o mesmo.',
      `Aguarde a resposta ou consulte: ${previa.pendentes.map((p) => `${nomeDoDocumento(p)} (${p.motivo})`).join('; ')}.`,
    );
  }
  if (previa.documentos.length === 0) return;
  // In the items' id order, as every note gives balances back: no deadlock with a cancellation in flight.
  for (const remessa of [...previa.remessas].sort((a, b) => a.id_item_entrada - b.id_item_entrada)) {
    await restaurarSaldo(tx, remessa.id_item_entrada, remessa.kg);
  }
  // An authorised test return built from ordens de industrialização: its orders come back as its cancellation
  // would bring them, 'Concluída' and holding again the kg just given back, to be invoiced by a note of produção.
  const ordensReabertas: { id_nota_fiscal: number; ordens: number[] }[] = [];
  for (const d of previa.documentos.filter((d) => d.tipo === 'NF-e' && d.status === 'Autorizada')) {
    const ordens = await reabrirOrdensDaNota(tx, d.id, caller, 'estorno_documento_de_teste');
    if (ordens.length > 0) ordensReabertas.push({ id_nota_fiscal: d.id, ordens });
  }
  await insertMovimentos(
    tx,
    estoquePorNota.map((m) => ({
      idProduto: m.id_produto,
      quantidadeKg: new Decimal(m.kg).negated().toFixed(),
      origem: 'ESTORNO_NFE' as const,
      destino: m.destino,
      idDocumento: String(m.id_nota_fiscal),
      observacao: 'Estorno de NF-e de teste ao entrar em produção',
      idUsuario: caller.userId,
    })),
  );
  await cancelarRecebiveisDeTeste(
    tx,
    previa.recebiveis.map((r) => r.id_lancamento),
    'Cancelado ao entrar em produção: documento de teste, sem valor fiscal.',
  );
  await marcarEfeitosEstornados(tx, idsNfe, idsNfse);
  await auditarEvento(tx, caller, {
    acao: 'DOCUMENTOS_DE_TESTE_ESTORNADOS',
    entidade: 'configuracao_fiscal',
    idEntidade: '1',
    detalhes: {
      documentos: previa.documentos,
      remessas: previa.remessas,
      estoque: previa.estoque,
      recebiveis: previa.recebiveis,
      ...(ordensReabertas.length > 0 ? { ordens_reabertas: ordensReabertas } : {}),
    },
  });
}
