import type { TOrdem, TOrdemResumo, TStatusOrdem } from '@erp/contracts/producao';
import { isApiError } from '../../../lib/api-error';
import { serverErrorText } from '../../../lib/server-errors';

/** How often an order that may still move on the floor is read again, in ms; false once it is out of the floor. */
export const INTERVALO_DO_CHAO_MS = 5000;

export function intervaloDeAtualizacao(status: TStatusOrdem | undefined): number | false {
  return status === 'Em produção' || status === 'Aberta' ? INTERVALO_DO_CHAO_MS : false;
}

/** The notes that still hold an order (a draft, one being sent or authorised); a cancelled one frees it. */
const NOTAS_ATIVAS = new Set(['Rascunho', 'Processando', 'Autorizada']);

export type AcoesDaOrdem = {
  iniciar: boolean;
  apontar: boolean;
  concluir: boolean;
  cancelar: boolean;
  gerarNfe: boolean;
};

/**
 * What the order's status lets the office do, as the API decides it: start an open order; point and close one in
 * production; cancel one nothing was pointed on; invoice a closed one that is on no live note.
 */
export function acoesDaOrdem(ordem: Pick<TOrdem, 'status' | 'apontamentos' | 'notas'>): AcoesDaOrdem {
  const emProducao = ordem.status === 'Em produção';
  return {
    iniciar: ordem.status === 'Aberta',
    apontar: emProducao,
    concluir: emProducao,
    cancelar: ordem.status === 'Aberta' || (emProducao && ordem.apontamentos.length === 0),
    gerarNfe: ordem.status === 'Concluída' && !ordem.notas.some((n) => NOTAS_ATIVAS.has(n.status)),
  };
}

/**
 * Whether the selected rows of the list make one return note: only closed orders, all of one client. The message
 * says what to change; null when they do.
 */
export function conferirSelecaoParaNfe(
  ordens: readonly Pick<TOrdemResumo, 'numero' | 'status' | 'id_cliente'>[],
): string | null {
  if (ordens.length === 0) return 'Selecione as ordens concluídas de um cliente.';
  const abertas = ordens.filter((o) => o.status !== 'Concluída');
  if (abertas.length > 0)
    return `Só ordens concluídas geram a NF-e de retorno: ${abertas.map((o) => `nº ${o.numero} (${o.status})`).join(', ')}.`;
  if (new Set(ordens.map((o) => o.id_cliente)).size > 1)
    return 'As ordens de uma NF-e de retorno devem ser do mesmo cliente.';
  return null;
}

/**
 * The refusal of 'Concluir' as the office must read it: the kg that do not close (422, with the difference), or
 * that the loss is above the agreement and only an Administrador may close the order (403).
 */
export function motivoDaConclusaoRecusada(error: unknown): { titulo: string; texto: string } {
  const texto = serverErrorText(error, 'Não foi possível concluir a ordem.');
  if (isApiError(error) && error.status === 403)
    return { titulo: 'Perda acima do acordado: precisa de um Administrador', texto };
  if (isApiError(error) && error.status === 422) return { titulo: 'A ordem não fecha', texto };
  return { titulo: 'Não foi possível concluir a ordem', texto };
}

/** The input products of the order, once each in the order of its inputs: the products a 'perda normal' is agreed for. */
export function produtosDeEntrada(
  entradas: readonly Pick<TOrdem['entradas'][number], 'id_produto' | 'nome_produto'>[],
): { id: number; nome: string }[] {
  return [
    ...new Map(entradas.map((e) => [e.id_produto, { id: e.id_produto, nome: e.nome_produto }])).values(),
  ];
}
