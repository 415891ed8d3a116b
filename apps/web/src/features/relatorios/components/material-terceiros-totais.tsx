import type {
  TMaterialTerceirosPorProduto,
  TMaterialTerceirosProdutos,
  TMaterialTerceirosTotais,
} from '@erp/contracts/material-terceiros';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { formatKg } from '../../../lib/format';

type Totais = { itens: number; recebido_kg: string; devolvido_kg: string; saldo_kg: string };

const colunasKg = <T extends Totais>(): DataTableColumn<T>[] => [
  { key: 'itens', header: 'Itens', align: 'right', render: (t) => t.itens },
  { key: 'recebido', header: 'Recebido', align: 'right', render: (t) => formatKg(t.recebido_kg) },
  { key: 'devolvido', header: 'Devolvido', align: 'right', render: (t) => formatKg(t.devolvido_kg) },
  { key: 'saldo', header: 'Saldo', align: 'right', render: (t) => formatKg(t.saldo_kg) },
];

type PorCliente = TMaterialTerceirosTotais['por_cliente'][number];
type PorProduto = TMaterialTerceirosPorProduto;

const colunasCliente: DataTableColumn<PorCliente>[] = [
  { key: 'cliente', header: 'Cliente', render: (c) => c.nome_razao_social },
  ...colunasKg<PorCliente>(),
];
const colunasProduto: DataTableColumn<PorProduto>[] = [
  { key: 'produto', header: 'Produto', render: (p) => `[${p.codigo_produto}] - ${p.nome}` },
  ...colunasKg<PorProduto>(),
];

function LinhaTotal({ totais }: { totais: TMaterialTerceirosTotais }) {
  return (
    <tr className="relatorio-total">
      <th scope="row" colSpan={2}>
        Total Geral
      </th>
      <td className="num">{formatKg(totais.recebido_kg)}</td>
      <td className="num">{formatKg(totais.devolvido_kg)}</td>
      <td className="num">{formatKg(totais.saldo_kg)}</td>
    </tr>
  );
}

/**
 * The kg of the whole filter (every page) per client and per product, each with its grand total. The products
 * come from their own paged request (`produtos`, undefined while it loads), with their own pages.
 */
export function MaterialTerceirosTotais({
  totais,
  produtos,
  onPaginaProdutos,
}: {
  totais: TMaterialTerceirosTotais;
  produtos: TMaterialTerceirosProdutos | undefined;
  onPaginaProdutos: (page: number) => void;
}) {
  return (
    <div className="material-terceiros__totais">
      <DataTable
        caption="Totais por Cliente"
        columns={colunasCliente}
        rows={totais.por_cliente}
        getRowKey={(c) => c.id_cliente}
        footer={<LinhaTotal totais={totais} />}
      />
      <div>
        <DataTable
          caption="Totais por Produto"
          columns={colunasProduto}
          rows={produtos?.data}
          isLoading={produtos === undefined}
          getRowKey={(p) => p.id_produto}
          footer={<LinhaTotal totais={totais} />}
        />
        {produtos && produtos.totalPages > 1 && (
          <Pagination
            label="Paginação dos totais por produto"
            page={produtos.currentPage}
            totalPages={produtos.totalPages}
            onPageChange={onPaginaProdutos}
          />
        )}
      </div>
    </div>
  );
}
