import type { TotaisNfe } from '@erp/contracts/nfe-valores';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Notice } from '../../../components/ui/notice';
import { formatBRL, formatKg } from '../../../lib/format';
import { type ItemNota, nfEntradaDoItem, pedidoDoCliente } from '../utils/item-nota';

type ItensNotaTableProps = {
  itens: ItemNota[];
  /** The shared calculation's totals: the 'Total da Nota:' is the vNF the emission authorises. */
  totais: TotaisNfe;
  onRemover: (chave: number) => void;
};

function Descricao({ item }: { item: ItemNota }) {
  const nf = nfEntradaDoItem(item);
  const pedido = pedidoDoCliente(item);
  return (
    <>
      {item.nome_produto}
      {nf && (
        <>
          {' '}
          <span className="item-nota__nf-entrada">{nf}</span>
        </>
      )}
      {pedido && (
        <>
          {' '}
          <span className="item-nota__nf-entrada">{pedido}</span>
        </>
      )}
    </>
  );
}

/**
 * SPEC §2 'Itens na Nota': the lines with a 'Remover' button each, and 'Total da Nota:' below. A return shows the
 * entry NF it takes material from beside its description; the IPI of a sale, when there is any, above the total.
 */
export function ItensNotaTable({ itens, totais, onRemover }: ItensNotaTableProps) {
  const columns: DataTableColumn<ItemNota>[] = [
    { key: 'descricao', header: 'Descrição', render: (i) => <Descricao item={i} /> },
    { key: 'cfop', header: 'CFOP', render: (i) => i.cfop },
    { key: 'quantidade', header: 'Qtde', align: 'right', render: (i) => formatKg(i.quantidade) },
    { key: 'unitario', header: 'Vlr. Unit.', align: 'right', render: (i) => formatBRL(i.valor_unitario) },
    { key: 'total', header: 'Vlr. Total', align: 'right', render: (i) => formatBRL(i.valor_total) },
    {
      key: 'acoes',
      header: 'Ações',
      render: (i) => (
        <Button variant="danger-outline" size="sm" onClick={() => onRemover(i.chave)}>
          Remover
        </Button>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Itens na Nota"
        columns={columns}
        rows={itens}
        getRowKey={(i) => i.chave}
        emptyMessage="Nenhum item adicionado."
        footer={
          <>
            {totais.valor_ipi !== '0.00' && (
              <tr>
                <td colSpan={4} className="num">
                  Valor do IPI:
                </td>
                <td className="num">{formatBRL(totais.valor_ipi)}</td>
                <td />
              </tr>
            )}
            <tr>
              <td colSpan={4} className="num">
                Total da Nota:
              </td>
              <td className="num">{formatBRL(totais.valor_total_nota)}</td>
              <td />
            </tr>
          </>
        }
      />
      {totais.erros.length > 0 && (
        <Notice>
          {totais.erros.map((erro) => (
            <p key={erro}>{erro}</p>
          ))}
        </Notice>
      )}
    </>
  );
}
