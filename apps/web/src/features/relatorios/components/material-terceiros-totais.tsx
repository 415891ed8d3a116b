import type {
  TMaterialTerceirosClientes,
  TMaterialTerceirosPorCliente,
  TMaterialTerceirosPorProduto,
  TMaterialTerceirosProdutos,
  TMaterialTerceirosTotais,
} from '@erp/contracts/material-terceiros';
import type { ReactNode } from 'react';
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

type PorCliente = TMaterialTerceirosPorCliente;
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

type Pagina = { data: unknown[]; currentPage: number; totalPages: number };

/** One totals table with its own pages (they run to thousands of products, hundreds of clients). */
function TabelaPaginada({
  label,
  pagina,
  onPagina,
  children,
}: {
  label: string;
  pagina: Pagina | undefined;
  onPagina: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <div>
      {children}
      {pagina && pagina.totalPages > 1 && (
        <Pagination
          label={label}
          page={pagina.currentPage}
          totalPages={pagina.totalPages}
          onPageChange={onPagina}
        />
      )}
    </div>
  );
}

/**
 * The kg of the whole filter (every page) per client and per product, each with its grand total. Both come from
 * their own paged requests (undefined while they load), with their own pages.
 */
export function MaterialTerceirosTotais({
  totais,
  clientes,
  produtos,
  onPaginaClientes,
  onPaginaProdutos,
}: {
  totais: TMaterialTerceirosTotais;
  clientes: TMaterialTerceirosClientes | undefined;
  produtos: TMaterialTerceirosProdutos | undefined;
  onPaginaClientes: (page: number) => void;
  onPaginaProdutos: (page: number) => void;
}) {
  return (
    <div className="material-terceiros__totais">
      <TabelaPaginada label="Paginação dos totais por cliente" pagina={clientes} onPagina={onPaginaClientes}>
        <DataTable
          caption="Totais por Cliente"
          columns={colunasCliente}
          rows={clientes?.data}
          isLoading={clientes === undefined}
          getRowKey={(c) => c.id_cliente}
          footer={<LinhaTotal totais={totais} />}
        />
      </TabelaPaginada>
      <TabelaPaginada label="Paginação dos totais por produto" pagina={produtos} onPagina={onPaginaProdutos}>
        <DataTable
          caption="Totais por Produto"
          columns={colunasProduto}
          rows={produtos?.data}
          isLoading={produtos === undefined}
          getRowKey={(p) => p.id_produto}
          footer={<LinhaTotal totais={totais} />}
        />
      </TabelaPaginada>
    </div>
  );
}
