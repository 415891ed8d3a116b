import { STATUS_NFSE, type TNfseListaItem } from '@erp/contracts/nfse';
import { useState } from 'react';
import { FiltrosDeDocumentos } from '../../../components/documentos-fiscais/filtros-de-documentos';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { useAlertaDeFalha } from '../../../lib/use-alerta-de-falha';
import { useBaixarArquivoNfse } from '../api/baixar-arquivo-nfse';
import { FILTROS_VAZIOS, type NfsesParams, useNfses } from '../api/buscar-nfses';
import { FALHA_AO_CARREGAR_NFSES, PERGUNTA_CANCELAMENTO } from '../utils/mensagens';
import { CancelarNfseModal } from './cancelar-nfse-modal';
import { NfsesTable } from './nfses-table';

export const BUSCA_NFSE = 'Buscar por Tomador ou Nº NFS-e';

/** The issued NFS-e: filters, the notes with their downloads and cancellation, and paging. */
export function NfsesEmitidas({ podeCancelar }: { podeCancelar: boolean }) {
  const [params, setParams] = useState<NfsesParams>({ page: 1, ...FILTROS_VAZIOS });
  const [cancelando, setCancelando] = useState<TNfseListaItem | null>(null);
  const nfsesQuery = useNfses(params);
  const baixarMutation = useBaixarArquivoNfse();
  const page = nfsesQuery.data;
  const hasFiltros = Boolean(params.search || params.status);

  useAlertaDeFalha(nfsesQuery.error, FALHA_AO_CARREGAR_NFSES);

  function cancelar(nota: TNfseListaItem) {
    if (!window.confirm(PERGUNTA_CANCELAMENTO)) return;
    setCancelando(nota);
  }

  return (
    <>
      <FiltrosDeDocumentos
        busca={BUSCA_NFSE}
        statuses={STATUS_NFSE}
        aplicados={params}
        onAplicar={(filtros) => setParams({ page: 1, ...filtros })}
      />
      {nfsesQuery.isError && <Notice>{FALHA_AO_CARREGAR_NFSES}</Notice>}
      <NfsesTable
        notas={page?.data}
        isLoading={nfsesQuery.isPending}
        emptyMessage={
          hasFiltros ? 'Nenhuma NFS-e encontrada para os filtros aplicados.' : 'Nenhuma NFS-e emitida.'
        }
        onBaixar={baixarMutation.mutate}
        onCancelar={podeCancelar ? cancelar : undefined}
        baixando={baixarMutation.isPending ? baixarMutation.variables : undefined}
      />
      <Pagination
        page={page?.currentPage ?? params.page}
        totalPages={page?.totalPages ?? 1}
        onPageChange={(next) => setParams((atual) => ({ ...atual, page: next }))}
      />
      {cancelando && <CancelarNfseModal nota={cancelando} onClose={() => setCancelando(null)} />}
    </>
  );
}
