import { BarraDeFiltros } from '../../../components/filtros/barra-de-filtros';
import { PageHeader } from '../../../components/layout/page-header';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { countedTitle } from '../../../lib/counted-title';
import { serverErrorText } from '../../../lib/server-errors';
import { useFiltrosNaUrl } from '../../../lib/use-filtros-na-url';
import { type AuditoriaFiltros, useAuditoria } from '../api/buscar-auditoria';
import { useUsuariosOpcoes } from '../api/buscar-usuarios-opcoes';
import { camposDaAuditoria } from './auditoria-filtros';
import { AuditoriaTable } from './auditoria-table';
import './auditoria.css';

const FALHA_AO_CARREGAR = 'Falha ao carregar a auditoria.';

/**
 * Preferências > Auditoria: who changed what and when (registers, lançamentos, company data, fiscal
 * documents, sign-ins), filtered by user, entity and period, paged like every list.
 */
export function AuditoriaScreen() {
  const usuariosQuery = useUsuariosOpcoes();
  const campos = camposDaAuditoria(usuariosQuery.data);
  const lista = useFiltrosNaUrl<AuditoriaFiltros>(campos);
  const params = { ...lista.filtros, page: lista.page };
  const auditoriaQuery = useAuditoria(params);
  const page = auditoriaQuery.data;

  return (
    <div className="stack">
      <PageHeader title={countedTitle('Auditoria', page?.totalItems)} />
      <BarraDeFiltros campos={campos} rotuloAplicar="Aplicar" lista={lista} />
      {auditoriaQuery.isError ? (
        <Notice>{serverErrorText(auditoriaQuery.error, FALHA_AO_CARREGAR)}</Notice>
      ) : (
        <>
          <AuditoriaTable
            registros={page?.data}
            isLoading={auditoriaQuery.isPending}
            emptyMessage={
              lista.isFiltrado
                ? 'Nenhum registro encontrado para os filtros aplicados.'
                : 'Nenhum registro de auditoria.'
            }
          />
          <Pagination
            page={page?.currentPage ?? params.page}
            totalPages={page?.totalPages ?? 1}
            onPageChange={lista.irParaPagina}
          />
        </>
      )}
    </div>
  );
}
