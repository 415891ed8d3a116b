import type { TFluxoCaixa } from '@erp/contracts/relatorios';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatBRL, formatDate } from '../../../lib/format';

type Movimentacao = TFluxoCaixa['movimentacoes'][number];

const TIPO: Record<Movimentacao['tipo'], string> = { RECEITA: 'Receita', DESPESA: 'Despesa' };

/** A RECEITA adds to the balance, a DESPESA subtracts (SPEC §9): '+ R$ 10,00' / '- R$ 10,00'. */
function valorComSinal(m: Movimentacao): string {
  return `${m.tipo === 'RECEITA' ? '+' : '-'} ${formatBRL(m.valor)}`;
}

const isNegativo = (valor: string) => valor.trim().startsWith('-');

const columns: DataTableColumn<Movimentacao>[] = [
  { key: 'data', header: 'Data', render: (m) => formatDate(m.data) },
  { key: 'descricao', header: 'Descrição', render: (m) => m.descricao },
  { key: 'tipo', header: 'Tipo', render: (m) => TIPO[m.tipo] },
  {
    key: 'valor',
    header: 'Valor',
    align: 'right',
    render: (m) => (
      <span className={m.tipo === 'RECEITA' ? 'valor--entrada' : 'valor--saida'}>{valorComSinal(m)}</span>
    ),
  },
  {
    key: 'saldo',
    header: 'Saldo',
    align: 'right',
    render: (m) => (
      <span className={isNegativo(m.saldo) ? 'valor--saida' : undefined}>{formatBRL(m.saldo)}</span>
    ),
  },
];

/**
 * Payments and receipts of the period (or of one page of it) by payment date, each with the balance after it
 * as the API computed it over the whole period, so the balance runs on across pages.
 */
export function MovimentacoesTable({
  movimentacoes,
  isLoading,
}: {
  movimentacoes?: Movimentacao[];
  isLoading: boolean;
}) {
  return (
    <DataTable
      caption="Movimentações"
      columns={columns}
      rows={movimentacoes}
      getRowKey={(m) => m.id}
      isLoading={isLoading}
      emptyMessage="Nenhuma movimentação no período."
    />
  );
}
