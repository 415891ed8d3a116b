import type { TOrdem, TStatusOrdem } from '@erp/contracts/producao';
import { Decimal } from '@erp/fiscal/decimal';
import { formatDecimal } from '../../../lib/format';

/** kg where the gram matters (the order closes to it): '1.000,500 kg'. */
export function formatKg3(valor: string): string {
  return `${formatDecimal(valor, 3)} kg`;
}

export type SituacaoDoChao = { tom: 'info' | 'alerta' | 'pronta'; texto: string };

/**
 * What the operator reads under an order: start it; how many kg are still to point (or were pointed too many);
 * or that every kg is pointed and the office closes it (closing is not the floor's: the API refuses it there).
 */
export function situacaoDoChao(
  status: TStatusOrdem,
  s: Pick<TOrdem['situacao_kg'], 'diferenca_kg'>,
): SituacaoDoChao {
  if (status === 'Aberta') return { tom: 'info', texto: 'Aguardando início. Toque em Iniciar.' };
  if (status !== 'Em produção') return { tom: 'pronta', texto: `Ordem ${status.toLowerCase()}.` };
  const diferenca = new Decimal(s.diferenca_kg);
  if (diferenca.isZero())
    return {
      tom: 'pronta',
      texto: 'Todo o material foi apontado. Ordem pronta: o escritório confere e conclui.',
    };
  if (diferenca.isNegative())
    return {
      tom: 'alerta',
      texto: `Apontado a mais: sobram ${formatKg3(diferenca.abs().toString())}. Avise o escritório.`,
    };
  return { tom: 'info', texto: `Faltam apontar ${formatKg3(diferenca.toString())}.` };
}

export type MensagemDoChao = { tom: 'info' | 'danger'; texto: string };

/**
 * 'Finalizar' on the floor: closing is the office's (the API refuses it to this profile), so the operator hands a
 * fully pointed order over, or reads what is still missing.
 */
export function mensagemDeFinalizar(s: Pick<TOrdem['situacao_kg'], 'diferenca_kg'>): MensagemDoChao {
  const pronta = situacaoDoChao('Em produção', s);
  return pronta.tom === 'pronta'
    ? {
        tom: 'info',
        texto: 'Ordem pronta para o escritório. A conclusão é feita no escritório (Produção > Ordens).',
      }
    : { tom: 'danger', texto: `Ainda não dá para finalizar: ${pronta.texto}` };
}
