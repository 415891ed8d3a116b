import type { TNfeListaItem } from '@erp/contracts/nfe-documento';
import { formatBRL } from '../../../lib/format';
import { numeroESerie } from '../utils/nota-listada';

/** Which note a modal acts on: client, number and value. */
export function ResumoNota({ nota }: { nota: TNfeListaItem }) {
  return (
    <dl className="nfe-resumo">
      <dt>Cliente</dt>
      <dd>{nota.nome_razao_social}</dd>
      <dt>Nº / Série</dt>
      <dd>{numeroESerie(nota)}</dd>
      <dt>Valor</dt>
      <dd>{formatBRL(nota.valor_total_nota)}</dd>
    </dl>
  );
}
