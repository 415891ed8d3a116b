import type { TCfopSemDestino, TDestinoEntrada } from '@erp/contracts/entradas';
import { Select } from '../../../components/ui/field-controls';
import { ROTULO_DESTINO } from '../utils/destinos-da-importacao';

type DestinosDosCfopsProps = {
  cfops: TCfopSemDestino[];
  /** The caption's id, unique on the page; `sufixo` tells the fields of one emitente from another's (a .zip). */
  idDaLegenda?: string;
  sufixo?: string;
  destinos: Record<string, TDestinoEntrada | ''>;
  onEscolher: (cfop: string, destino: TDestinoEntrada | '') => void;
};

/**
 * The CFOPs of the note whose path the table does not settle (a devolução, x949...): the clerk says whether their
 * items are the client's material or a purchase, and the answer is remembered for this emitente and CFOP.
 */
export function DestinosDosCfops({
  cfops,
  idDaLegenda = 'pendencias-cfops',
  sufixo = '',
  destinos,
  onEscolher,
}: DestinosDosCfopsProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll without a mouse.
    <section className="data-table" aria-labelledby={idDaLegenda} tabIndex={0}>
      <table>
        <caption id={idDaLegenda} className="data-table__caption">
          CFOPs sem Destino
        </caption>
        <thead>
          <tr>
            <th scope="col">CFOP</th>
            <th scope="col">Descrição</th>
            <th scope="col">Itens</th>
            <th scope="col">Destino</th>
          </tr>
        </thead>
        <tbody>
          {cfops.map((c) => (
            <tr key={c.cfop}>
              <td>{c.cfop}</td>
              <td>{c.descricao}</td>
              <td>{c.itens.join('; ')}</td>
              <td>
                <Select
                  aria-label={`Destino dos itens do CFOP ${c.cfop}${sufixo}`}
                  value={destinos[c.cfop] ?? ''}
                  onChange={(e) => onEscolher(c.cfop, e.target.value as TDestinoEntrada | '')}
                >
                  <option value="">Escolha...</option>
                  <option value="terceiros">{ROTULO_DESTINO.terceiros}</option>
                  <option value="proprio">{ROTULO_DESTINO.proprio}</option>
                </Select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="entrada-nota">
        A escolha fica guardada para as próximas notas deste emitente com o mesmo CFOP. Uma compra entra no
        estoque próprio pelo custo e gera as contas a pagar da nota.
      </p>
    </section>
  );
}
