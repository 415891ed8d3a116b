import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatBRL, formatKg } from '../../../lib/format';
import type { ItemNota } from '../utils/item-nota';

type ItensNotaTableProps = {
  itens: ItemNota[];
  total: string;
  onRemover: (chave: number) => void;
};

/** SPEC §2 'Itens na Nota': the lines with a 'Remover' button each, and 'Total da Nota:' below. */
export function ItensNotaTable({ itens, total, onRemover }: ItensNotaTableProps) {
  const columns: DataTableColumn<ItemNota>[] = [
    { key: 'descricao', header: 'Descrição', render: (i) => i.nome_produto },
    { key: 'cfop', header: 'CFOP', render: (i) => i.cfop },
    { key: 'quantidade', header: 'Qtde', align: 'right', render: (i) => formatKg(i.quantidade) },
    { key: 'unitario', header: 'Vlr. Unit.', align: 'right', render: (i) => formatBRL(i.valor_unitario) },
    { key: 'total', header: 'Vlr. Total', align: 'right', render: (i) => formatBRL(i.valor_total) },
    {
      key: 'acoes',
      header: 'Ações',
      render: (i) => (
        <Button variant="danger" size="sm" onClick={() => onRemover(i.chave)}>
          Remover
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      caption="Itens na Nota"
      columns={columns}
      rows={itens}
      getRowKey={(i) => i.chave}
      emptyMessage="Nenhum item adicionado."
      footer={
        <tr>
          <td colSpan={4} className="num">
            Total da Nota:
          </td>
          <td className="num">{formatBRL(total)}</td>
          <td />
        </tr>
      }
    />
  );
}
