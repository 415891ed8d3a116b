import type { TLancamento } from '@erp/contracts/financeiro';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { EMPTY_VALUE, formatDate } from '../../../lib/format';
import { rotuloOrigem, valorComSinal } from '../utils/lancamento-regras';
import type { ContasConfig } from './contas-config';
import { LancamentoAcoes, type LancamentoAcoesHandlers } from './lancamento-acoes';

type LancamentosTableProps = LancamentoAcoesHandlers & {
  config: ContasConfig;
  lancamentos: TLancamento[] | undefined;
  isLoading: boolean;
  emptyMessage: string;
};

/** SPEC §2: descrição, cliente or fornecedor, valor with its sign, vencimento, status, ações. */
export function LancamentosTable({
  config,
  lancamentos,
  isLoading,
  emptyMessage,
  ...acoes
}: LancamentosTableProps) {
  const columns: DataTableColumn<TLancamento>[] = [
    {
      key: 'descricao',
      header: 'Descrição',
      render: (l) => {
        const origem = rotuloOrigem(l.origem);
        return (
          <>
            {l.descricao}
            {origem && <span className="origem-tag">{`Origem: ${origem}`}</span>}
          </>
        );
      },
    },
    { key: 'parte', header: config.parte.titulo, render: (l) => config.parte.nome(l) ?? EMPTY_VALUE },
    {
      key: 'valor',
      header: 'Valor',
      align: 'right',
      render: (l) => (
        <span className={l.tipo === 'RECEITA' ? 'valor--receita' : 'valor--despesa'}>{valorComSinal(l)}</span>
      ),
    },
    { key: 'vencimento', header: 'Vencimento', render: (l) => formatDate(l.data_vencimento) },
    { key: 'status', header: 'Status', render: (l) => <StatusBadge status={l.status} /> },
    {
      key: 'acoes',
      header: 'Ações',
      className: 'no-print',
      render: (l) => <LancamentoAcoes lancamento={l} {...acoes} />,
    },
  ];

  return (
    <DataTable
      caption={config.titulo}
      isCaptionHidden
      columns={columns}
      rows={lancamentos}
      getRowKey={(l) => l.id}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
