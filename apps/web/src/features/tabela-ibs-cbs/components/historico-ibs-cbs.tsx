import { rotuloDaAcao, type TRegistroAuditoria } from '@erp/contracts/auditoria';
import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format';
import { serverErrorText } from '../../../lib/server-errors';
import { useHistoricoIbsCbs } from '../api/buscar-historico-ibs-cbs';
import { textoDaAlteracao } from '../utils/rotulos-ibs-cbs';

const COLUNAS: DataTableColumn<TRegistroAuditoria>[] = [
  {
    key: 'data',
    header: 'Data/Hora',
    noWrap: true,
    render: (r) => formatDateTime(r.data_hora, FUSO_DA_EMPRESA),
  },
  { key: 'ano', header: 'Ano', render: (r) => r.id_entidade ?? EMPTY_VALUE },
  { key: 'usuario', header: 'Utilizador', render: (r) => r.usuario_nome ?? r.usuario_email ?? EMPTY_VALUE },
  { key: 'acao', header: 'Ação', render: (r) => rotuloDaAcao(r.acao) },
  {
    key: 'alteracoes',
    header: 'Alterações',
    render: (r) =>
      r.alteracoes.length === 0 ? (
        EMPTY_VALUE
      ) : (
        <ul className="tabela-ibs-cbs__alteracoes">
          {r.alteracoes.map((alteracao) => (
            <li key={alteracao.campo}>{textoDaAlteracao(alteracao)}</li>
          ))}
        </ul>
      ),
  },
];

/** Every change of the table, newest first, from the audit (administrators only, like the audit itself). */
export function HistoricoIbsCbs() {
  const [page, setPage] = useState(1);
  const historicoQuery = useHistoricoIbsCbs(page);
  const dados = historicoQuery.data;
  return (
    <Card title="Histórico de alterações">
      {historicoQuery.isError ? (
        <Notice>{serverErrorText(historicoQuery.error, 'Falha ao carregar o histórico.')}</Notice>
      ) : (
        <div className="stack">
          <DataTable
            caption="Histórico de alterações da tabela IBS/CBS"
            isCaptionHidden
            columns={COLUNAS}
            rows={dados?.data}
            getRowKey={(r) => r.id}
            isLoading={historicoQuery.isPending}
            emptyMessage="Nenhuma alteração desde a instalação: os anos são os que acompanham o sistema."
          />
          <Pagination
            page={dados?.currentPage ?? page}
            totalPages={dados?.totalPages ?? 1}
            onPageChange={setPage}
          />
        </div>
      )}
    </Card>
  );
}
