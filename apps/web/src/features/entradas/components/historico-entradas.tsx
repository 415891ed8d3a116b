import type { TEntrada } from '@erp/contracts/entradas';
import { useId, useState } from 'react';
import { BarraDeFiltros } from '../../../components/filtros/barra-de-filtros';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { formatDate } from '../../../lib/format';
import { serverErrorText } from '../../../lib/server-errors';
import type { FiltrosNaUrl } from '../../../lib/use-filtros-na-url';
import { type EntradasFiltros, type EntradasParams, useEntradas } from '../api/buscar-entradas';
import { useConfirmarRecebimento } from '../hooks/use-confirmar-recebimento';
import { EntradaDetalheModal } from './entrada-detalhe-modal';
import { CAMPOS_ENTRADAS } from './entradas-filtros';
import { EntradasTable } from './entradas-table';
import { ManifestarModal } from './manifestar-modal';

type HistoricoEntradasProps = {
  /** The filters and page in the address, kept by the screen, which goes back to page 1 after an import. */
  lista: FiltrosNaUrl<EntradasFiltros>;
};

/** What the printed report was filtered by, so the paper says which entries it lists. */
function descricaoFiltros({ search, data_inicio, data_fim }: EntradasParams): string | null {
  const partes = [
    search && `Busca: "${search}"`,
    data_inicio && `De ${formatDate(data_inicio)}`,
    data_fim && `Até ${formatDate(data_fim)}`,
  ].filter(Boolean);
  return partes.length > 0 ? `Filtros: ${partes.join(' · ')}` : null;
}

/** SPEC §2 'Últimas Importações': filters, the printable 'Relatório de Entradas' and paging. */
export function HistoricoEntradas({ lista }: HistoricoEntradasProps) {
  const params: EntradasParams = { ...lista.filtros, page: lista.page };
  const entradasQuery = useEntradas(params);
  const { confirmar, confirmandoId } = useConfirmarRecebimento();
  const [detalhe, setDetalhe] = useState<TEntrada | null>(null);
  const [manifestar, setManifestar] = useState<TEntrada | null>(null);
  const tituloId = useId();
  const page = entradasQuery.data;
  const filtros = descricaoFiltros(params);

  return (
    <section className="stack" aria-labelledby={tituloId}>
      <h2 id={tituloId} className="entradas-secao no-print">
        Últimas Importações
      </h2>
      <BarraDeFiltros campos={CAMPOS_ENTRADAS} rotuloAplicar="Aplicar" lista={lista} />
      <Card
        title="Relatório de Entradas"
        actions={
          <Button variant="secondary" className="no-print" onClick={() => window.print()}>
            Imprimir
          </Button>
        }
      >
        <div className="stack">
          {filtros && <p className="entrada-nota">{filtros}</p>}
          {entradasQuery.isError ? (
            <Notice>{serverErrorText(entradasQuery.error, 'Falha ao carregar as importações.')}</Notice>
          ) : (
            <EntradasTable
              entradas={page?.data}
              isLoading={entradasQuery.isPending}
              emptyMessage={
                filtros
                  ? 'Nenhuma importação encontrada para os filtros aplicados.'
                  : 'Nenhuma nota importada.'
              }
              onVerItens={setDetalhe}
              onConfirmar={confirmar}
              onManifestar={setManifestar}
              confirmandoId={confirmandoId}
            />
          )}
        </div>
      </Card>
      <Pagination
        page={page?.currentPage ?? params.page}
        totalPages={page?.totalPages ?? 1}
        onPageChange={lista.irParaPagina}
      />
      {detalhe && <EntradaDetalheModal entrada={detalhe} onClose={() => setDetalhe(null)} />}
      {manifestar && (
        <ManifestarModal
          alvo={{
            id: manifestar.id,
            origem: 'entrada',
            descricao: `NF ${manifestar.numero_nf} de ${manifestar.nome_razao_social}`,
            manifestacoes: manifestar.manifestacoes,
          }}
          onClose={() => setManifestar(null)}
        />
      )}
    </section>
  );
}
