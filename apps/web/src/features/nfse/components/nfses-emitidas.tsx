import { STATUS_NFSE, type TNfseListaItem } from '@erp/contracts/nfse';
import { useState } from 'react';
import { camposDeDocumentos } from '../../../components/documentos-fiscais/filtros-de-documentos';
import { BarraDeFiltros } from '../../../components/filtros/barra-de-filtros';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { useAlertaDeFalha } from '../../../lib/use-alerta-de-falha';
import { useFiltrosNaUrl } from '../../../lib/use-filtros-na-url';
import { useBaixarArquivoNfse } from '../api/baixar-arquivo-nfse';
import { type NfsesFiltros, useNfses } from '../api/buscar-nfses';
import { FALHA_AO_CARREGAR_NFSES, PERGUNTA_CANCELAMENTO } from '../utils/mensagens';
import { CancelarNfseModal } from './cancelar-nfse-modal';
import { NfsesTable } from './nfses-table';

export const BUSCA_NFSE = 'Buscar por Tomador ou Nº NFS-e';
const CAMPOS = camposDeDocumentos(BUSCA_NFSE, STATUS_NFSE);

/** The issued NFS-e: filters, the notes with their downloads and cancellation, and paging. */
export function NfsesEmitidas({ podeCancelar }: { podeCancelar: boolean }) {
  const lista = useFiltrosNaUrl<NfsesFiltros>(CAMPOS);
  const params = { ...lista.filtros, page: lista.page };
  const [cancelando, setCancelando] = useState<TNfseListaItem | null>(null);
  const nfsesQuery = useNfses(params);
  const baixarMutation = useBaixarArquivoNfse();
  const page = nfsesQuery.data;

  useAlertaDeFalha(nfsesQuery.error, FALHA_AO_CARREGAR_NFSES);

  function cancelar(nota: TNfseListaItem) {
    if (!window.confirm(PERGUNTA_CANCELAMENTO)) return;
    setCancelando(nota);
  }

  return (
    <>
      <BarraDeFiltros campos={CAMPOS} lista={lista} />
      {nfsesQuery.isError && <Notice>{FALHA_AO_CARREGAR_NFSES}</Notice>}
      <NfsesTable
        notas={page?.data}
        isLoading={nfsesQuery.isPending}
        emptyMessage={
          lista.isFiltrado ? 'Nenhuma NFS-e encontrada para os filtros aplicados.' : 'Nenhuma NFS-e emitida.'
        }
        onBaixar={baixarMutation.mutate}
        onCancelar={podeCancelar ? cancelar : undefined}
        baixando={baixarMutation.isPending ? baixarMutation.variables : undefined}
      />
      <Pagination
        page={page?.currentPage ?? params.page}
        totalPages={page?.totalPages ?? 1}
        onPageChange={lista.irParaPagina}
      />
      {cancelando && <CancelarNfseModal nota={cancelando} onClose={() => setCancelando(null)} />}
    </>
  );
}
