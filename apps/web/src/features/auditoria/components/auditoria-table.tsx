import { ROTULOS_ENTIDADE_AUDITORIA, rotuloDaAcao, type TRegistroAuditoria } from '@erp/contracts/auditoria';
import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format';
import { textoDaAlteracao, textoDosDetalhes } from '../utils/texto-da-alteracao';

/** The period filter is of Brasília days, so the instants are shown in Brasília time too. */

function Usuario({ registro }: { registro: TRegistroAuditoria }) {
  if (!registro.usuario_nome) return <>{registro.usuario_email ?? EMPTY_VALUE}</>;
  return (
    <>
      {registro.usuario_nome}
      {registro.usuario_email && <span className="auditoria-usuario__email">{registro.usuario_email}</span>}
    </>
  );
}

function Alteracoes({ registro }: { registro: TRegistroAuditoria }) {
  const linhas = [...registro.alteracoes.map(textoDaAlteracao), ...textoDosDetalhes(registro.detalhes)];
  if (linhas.length === 0) return <>{EMPTY_VALUE}</>;
  return (
    <ul className="auditoria-alteracoes">
      {linhas.map((linha) => (
        <li key={linha}>{linha}</li>
      ))}
    </ul>
  );
}

const COLUMNS: DataTableColumn<TRegistroAuditoria>[] = [
  {
    key: 'data',
    header: 'Data/Hora',
    className: 'auditoria-data',
    render: (r) => formatDateTime(r.data_hora, FUSO_DA_EMPRESA),
  },
  { key: 'usuario', header: 'Utilizador', render: (r) => <Usuario registro={r} /> },
  { key: 'ip', header: 'IP', render: (r) => r.ip ?? EMPTY_VALUE },
  { key: 'acao', header: 'Ação', render: (r) => rotuloDaAcao(r.acao) },
  {
    key: 'entidade',
    header: 'Entidade',
    render: (r) => (
      <>
        {r.entidade ? ROTULOS_ENTIDADE_AUDITORIA[r.entidade] : EMPTY_VALUE}
        {r.id_entidade && <span className="auditoria-id">{`ID ${r.id_entidade}`}</span>}
      </>
    ),
  },
  { key: 'alteracoes', header: 'Alterações', render: (r) => <Alteracoes registro={r} /> },
];

type AuditoriaTableProps = {
  registros: TRegistroAuditoria[] | undefined;
  isLoading: boolean;
  emptyMessage: string;
};

/** Who, when, from where, what: one row per audited event, newest first. */
export function AuditoriaTable({ registros, isLoading, emptyMessage }: AuditoriaTableProps) {
  return (
    <DataTable
      caption="Registros de auditoria"
      isCaptionHidden
      columns={COLUMNS}
      rows={registros}
      getRowKey={(r) => r.id}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
