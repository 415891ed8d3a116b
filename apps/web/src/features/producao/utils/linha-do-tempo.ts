import type { TDestinoSucata, TOrdem, TTipoApontamento } from '@erp/contracts/producao';
import { formatKg } from '../../../lib/format';

export const ROTULO_TIPO: Record<TTipoApontamento, string> = {
  producao: 'Produção',
  sucata: 'Sucata',
  perda: 'Perda',
  nao_aplicado: 'Não aplicado',
};

export const ROTULO_DESTINO: Record<TDestinoSucata, string> = {
  devolver: 'Devolver ao cliente',
  manter: 'Manter (acordo com o cliente)',
  reaproveitar: 'Reaproveitar',
};

type Apontamento = TOrdem['apontamentos'][number];

/** 'Produção: Tampa 28 mm branca, 5.000 UN, 490,00 kg'; 'Sucata (Devolver ao cliente): 9,80 kg'. */
export function descreverApontamento(a: Apontamento): string {
  const kg = formatKg(a.quantidade_kg);
  if (a.tipo === 'producao') {
    const unidade = a.quantidade && a.unidade && a.unidade !== 'KG' ? `, ${quantidadeNaUnidade(a)}` : '';
    return `Produção: ${a.nome_produto ?? 'produto'}${unidade}, ${kg}`;
  }
  if (a.tipo === 'sucata' && a.destino) return `Sucata (${ROTULO_DESTINO[a.destino]}): ${kg}`;
  return `${ROTULO_TIPO[a.tipo]}: ${kg}`;
}

/** The quantity in the product's unit, without trailing zeros: '5.000 UN', '12,5 CX'. */
export function quantidadeNaUnidade(a: Pick<Apontamento, 'quantidade' | 'unidade'>): string {
  if (!a.quantidade) return '';
  const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 }).format(
    a.quantidade as unknown as number,
  );
  return `${numero} ${a.unidade ?? ''}`.trim();
}

export type EventoDaOrdem = { em: string; rotulo: string; usuario: string | null };

/**
 * The order's history, oldest first: created, started, each pointing, closed, the loss approved, invoiced and
 * cancelled, each with who (when known) and when.
 */
export function linhaDoTempo(ordem: TOrdem): EventoDaOrdem[] {
  const eventos: EventoDaOrdem[] = [];
  const passo = (quando: { em: string | null; usuario: string | null }, rotulo: string) => {
    if (quando.em) eventos.push({ em: quando.em, rotulo, usuario: quando.usuario });
  };
  passo(ordem.criada, 'Ordem criada');
  passo(ordem.iniciada, 'Produção iniciada');
  for (const a of ordem.apontamentos)
    eventos.push({ em: a.created_at, rotulo: descreverApontamento(a), usuario: a.usuario });
  passo(ordem.concluida, 'Ordem concluída');
  passo(ordem.perda_aprovada, 'Perda acima do acordado aprovada');
  if (ordem.faturada_em)
    eventos.push({ em: ordem.faturada_em, rotulo: 'Faturada (NF-e de retorno autorizada)', usuario: null });
  passo(ordem.cancelada, 'Ordem cancelada');
  // Stable: events of the same instant keep the order above (closed before its approval).
  return eventos
    .map((evento, i) => ({ evento, i }))
    .sort((a, b) => Date.parse(a.evento.em) - Date.parse(b.evento.em) || a.i - b.i)
    .map(({ evento }) => evento);
}
