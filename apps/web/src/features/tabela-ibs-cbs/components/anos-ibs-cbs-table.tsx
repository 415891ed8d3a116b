import type { TAnoIbsCbs } from '@erp/contracts/tabela-ibs-cbs';
import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDate } from '../../../lib/format';
import { ROTULOS_DOS_CAMPOS, textoDaAliquota, textoPisCofins, textoSimNao } from '../utils/rotulos-ibs-cbs';

/** The rows' instants are Brasília days, like the year of emission the table is read by. */

const COLUNAS: DataTableColumn<TAnoIbsCbs>[] = [
  {
    key: 'ano',
    header: 'Ano',
    render: (a) => (
      <span className="tabela-ibs-cbs__ano">
        {a.ano}
        {a.provisoria && <StatusBadge status="Provisória" tone="warning" />}
      </span>
    ),
  },
  {
    key: 'p_ibs_uf',
    header: ROTULOS_DOS_CAMPOS.p_ibs_uf,
    align: 'right',
    render: (a) => textoDaAliquota(a.p_ibs_uf),
  },
  {
    key: 'p_ibs_mun',
    header: ROTULOS_DOS_CAMPOS.p_ibs_mun,
    align: 'right',
    render: (a) => textoDaAliquota(a.p_ibs_mun),
  },
  { key: 'p_cbs', header: ROTULOS_DOS_CAMPOS.p_cbs, align: 'right', render: (a) => textoDaAliquota(a.p_cbs) },
  { key: 'simples', header: ROTULOS_DOS_CAMPOS.ibscbs_simples, render: (a) => textoSimNao(a.ibscbs_simples) },
  {
    key: 'pis_cofins',
    header: ROTULOS_DOS_CAMPOS.pis_cofins_regime_normal,
    render: (a) => textoPisCofins(a.pis_cofins_regime_normal),
  },
  {
    key: 'fonte',
    header: ROTULOS_DOS_CAMPOS.fonte,
    className: 'tabela-ibs-cbs__fonte',
    render: (a) => a.fonte,
  },
  {
    key: 'atualizado',
    header: 'Atualizado por/em',
    render: (a) => (
      // One element, so a phone's card shows who and when together on the right of the label.
      <span>
        {a.atualizado_por ?? 'Sistema'}
        <span className="tabela-ibs-cbs__data">{formatDate(a.atualizado_em, FUSO_DA_EMPRESA)}</span>
      </span>
    ),
  },
];

type AnosIbsCbsTableProps = {
  anos: TAnoIbsCbs[] | undefined;
  isLoading: boolean;
  /** Administrators edit a year; without it the table is read-only. */
  onEdit?: ((ano: TAnoIbsCbs) => void) | undefined;
};

/** One row per year of emission, oldest first. */
export function AnosIbsCbsTable({ anos, isLoading, onEdit }: AnosIbsCbsTableProps) {
  const acoes: DataTableColumn<TAnoIbsCbs> = {
    key: 'acoes',
    header: 'Ações',
    className: 'no-print',
    render: (a) => <RowActions onEdit={() => onEdit?.(a)} />,
  };
  return (
    <div className="tabela-ibs-cbs__anos">
      <DataTable
        caption="Anos da tabela IBS/CBS"
        isCaptionHidden
        columns={onEdit ? [...COLUNAS, acoes] : COLUNAS}
        rows={anos}
        getRowKey={(a) => a.ano}
        isLoading={isLoading}
        emptyMessage="Nenhum ano cadastrado: nenhuma NF-e pode ser salva."
      />
    </div>
  );
}
