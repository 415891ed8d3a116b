import type { TRetornoDoItem } from '@erp/contracts/entradas';
import { EMPTY_VALUE, formatDate, formatKg } from '../../../lib/format';
import { FUSO_NFE } from '../utils/fuso-nfe';

function numeroSerie(retorno: TRetornoDoItem): string {
  return `${retorno.numero ?? EMPTY_VALUE}/${retorno.serie ?? EMPTY_VALUE}`;
}

/** Issue 5: the company's authorised NF-e (returns) that consumed an entry item's balance, oldest first. */
export function RetornosDoItem({ retornos }: { retornos: TRetornoDoItem[] }) {
  if (retornos.length === 0) return <span className="retornos-do-item__vazio">Nenhum</span>;
  return (
    <ul className="retornos-do-item">
      {retornos.map((r) => (
        <li key={r.id_nota_fiscal}>
          {`NF-e ${numeroSerie(r)} · ${formatDate(r.data_emissao, FUSO_NFE)} · ${formatKg(r.quantidade_kg)}`}
        </li>
      ))}
    </ul>
  );
}
