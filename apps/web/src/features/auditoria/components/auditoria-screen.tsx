import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { countedTitle } from '../../../lib/counted-title';
import { serverErrorText } from '../../../lib/server-errors';
import { type AuditoriaParams, FILTROS_VAZIOS, useAuditoria } from '../api/buscar-auditoria';
import { useUsuariosOpcoes } from '../api/buscar-usuarios-opcoes';
import { AuditoriaFiltros } from './auditoria-filtros';
import { AuditoriaTable } from './auditoria-table';
import './auditoria.css';

const FALHA_AO_CARREGAR = 'Falha ao carregar a auditoria.';

/**
 * Preferências > Auditoria: who changed what and when (registers, lançamentos, company data, fiscal
 * documents, sign-ins), filtered by user, entity and period, paged like every list.
 */
export function AuditoriaScreen() {
  const [params, setParams] = useState<AuditoriaParams>({ page: 1, ...FILTROS_VAZIOS });
  const auditoriaQuery = useAuditoria(params);
  const usuariosQuery = useUsuariosOpcoes();
  const page = auditoriaQuery.data;
  const hasFiltros = Boolean(params.usuario || params.entidade || params.data_inicio || params.data_fim);

  return (
    <div className="stack">
      <PageHeader title={countedTitle('Auditoria', page?.totalItems)} />
      <AuditoriaFiltros
        usuarios={usuariosQuery.data}
        aplicados={params}
        onAplicar={(filtros) => setParams({ page: 1, ...filtros })}
      />
      {auditoriaQuery.isError ? (
        <Notice>{serverErrorText(auditoriaQuery.error, FALHA_AO_CARREGAR)}</Notice>
      ) : (
        <>
          <AuditoriaTable
            registros={page?.data}
            isLoading={auditoriaQuery.isPending}
            emptyMessage={
              hasFiltros
                ? 'Nenhum registro encontrado para os filtros aplicados.'
                : 'Nenhum registro de auditoria.'
            }
          />
          <Pagination
            page={page?.currentPage ?? params.page}
            totalPages={page?.totalPages ?? 1}
            onPageChange={(next) => setParams((atual) => ({ ...atual, page: next }))}
          />
        </>
      )}
    </div>
  );
}
