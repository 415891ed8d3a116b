import type { TLancamento } from '@erp/contracts/financeiro';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { todayIso } from '../../../lib/dates';
import { EMPTY_VALUE, formatDate } from '../../../lib/format';
import { avisoDeVencimento, resumoDaBaixa, rotuloOrigem, valorComSinal } from '../utils/lancamento-regras';
import type { ContasConfig } from './contas-config';
import { LancamentoAcoes, type LancamentoAcoesHandlers } from './lancamento-acoes';

type LancamentosTableProps = LancamentoAcoesHandlers & {
  config: ContasConfig;
  lancamentos: TLancamento[] | undefined;
  isLoading: boolean;
  emptyMessage: string;
};

/**
 * SPEC §2: descrição, cliente or fornecedor, valor with its sign, vencimento, status, ações. A Pendente row past
 * its due date says for how long, in red (on screen and printed); a paid row says what was received or paid and
 * when.
 */
export function LancamentosTable({
  config,
  lancamentos,
  isLoading,
  emptyMessage,
  ...acoes
}: LancamentosTableProps) {
  const hoje = todayIso();
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
    {
      key: 'vencimento',
      header: 'Vencimento',
      render: (l) => {
        const aviso = avisoDeVencimento(l, hoje);
        return (
          <>
            {formatDate(l.data_vencimento)}
            {aviso && <span className="aviso-vencido">{aviso}</span>}
          </>
        );
      },
    },
    {
      key: 'status',
      header: 'Status',
      render: (l) => {
        const baixa = resumoDaBaixa(l);
        return (
          <>
            <StatusBadge status={l.status} />
            {baixa && <span className="resumo-baixa">{baixa}</span>}
          </>
        );
      },
    },
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
