import type { TRemessaResumo } from '@erp/contracts/cnab';
import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { EMPTY_VALUE, formatBRL, formatDateTime } from '../../../lib/format';
import { serverErrorText } from '../../../lib/server-errors';
import { baixarRemessa, REMESSAS_PAGE_SIZE, useRemessas } from '../api/cobranca';

/** The account's remessas, newest first, each downloadable again as it was generated. */
export function RemessasDaConta({ idConta }: { idConta: number | undefined }) {
  const [page, setPage] = useState(1);
  const remessas = useRemessas(idConta, page);
  const baixar = (r: TRemessaResumo) =>
    baixarRemessa(r.id, r.nome_arquivo).catch((error: unknown) =>
      window.alert(`Falha ao baixar a remessa: ${serverErrorText(error, 'erro desconhecido.')}`),
    );
  const colunas: DataTableColumn<TRemessaResumo>[] = [
    { key: 'sequencial', header: 'Nº', align: 'right', render: (r) => r.sequencial },
    {
      key: 'criada',
      header: 'Gerada em',
      noWrap: true,
      render: (r) => formatDateTime(r.criada_em, FUSO_DA_EMPRESA),
    },
    { key: 'usuario', header: 'Por', render: (r) => r.usuario ?? EMPTY_VALUE },
    { key: 'leiaute', header: 'Leiaute', render: (r) => `CNAB ${r.leiaute}` },
    { key: 'titulos', header: 'Títulos', align: 'right', render: (r) => r.quantidade_titulos },
    { key: 'valor', header: 'Valor', align: 'right', noWrap: true, render: (r) => formatBRL(r.valor_total) },
    {
      key: 'baixar',
      header: <span className="visually-hidden">Arquivo</span>,
      label: 'Arquivo',
      render: (r) => (
        <Button variant="secondary" size="sm" onClick={() => baixar(r)}>
          Baixar {r.nome_arquivo}
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption="Remessas geradas"
        isCaptionHidden
        columns={colunas}
        rows={remessas.data?.data}
        getRowKey={(r) => r.id}
        isLoading={remessas.isPending && remessas.fetchStatus !== 'idle'}
        emptyMessage="Nenhuma remessa gerada nesta conta."
      />
      {(remessas.data?.totalItems ?? 0) > REMESSAS_PAGE_SIZE && (
        <Pagination page={page} totalPages={remessas.data?.totalPages ?? 1} onPageChange={setPage} />
      )}
    </>
  );
}
