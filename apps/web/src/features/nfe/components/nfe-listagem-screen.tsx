import type { TNfeListaItem } from '@erp/contracts/nfe-documento';
import type { TStatusNfe } from '@erp/contracts/nfe-operacao';
import { useState } from 'react';
import { Link } from 'react-router';
import { camposDeDocumentos } from '../../../components/documentos-fiscais/filtros-de-documentos';
import { BarraDeFiltros } from '../../../components/filtros/barra-de-filtros';
import { PageHeader } from '../../../components/layout/page-header';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { useAlertaDeFalha } from '../../../lib/use-alerta-de-falha';
import { useFiltrosNaUrl } from '../../../lib/use-filtros-na-url';
import { useClientesOpcoes } from '../api/buscar-clientes-opcoes';
import { type NfesFiltros, useNfes } from '../api/buscar-nfes';
import { PERGUNTA_CANCELAMENTO, useAcoesNfe } from '../hooks/use-acoes-nfe';
import { vencimentoPadrao } from '../utils/vencimento';
import { CancelarNfeModal } from './cancelar-nfe-modal';
import { CartaCorrecaoModal } from './carta-correcao-modal';
import { EmitirNfeModal } from './emitir-nfe-modal';
import { InutilizarNumeracaoModal } from './inutilizar-numeracao-modal';
import { NfesTable } from './nfes-table';
import './nfe.css';

export const FALHA_AO_CARREGAR_NOTAS = 'Falha ao carregar a lista de notas.';

export const BUSCA_NFE = 'Buscar por Cliente ou Nº NF';

/** The statuses a note can be found in (a rejected note is back in Rascunho, with SEFAZ's reason). */
export const STATUS_FILTRO: readonly TStatusNfe[] = [
  'Rascunho',
  'Processando',
  'Autorizada',
  'Denegada',
  'Cancelada',
];

const CAMPOS = camposDeDocumentos(BUSCA_NFE, STATUS_FILTRO);

/** The open dialog: the emission, cancellation or correction of one note, or the série's inutilização. */
type Dialogo =
  | { tipo: 'emitir' | 'cancelar' | 'corrigir'; nota: TNfeListaItem }
  | { tipo: 'inutilizar' }
  | null;

/**
 * SPEC §2 /nfe/listagem: filters, the notes with their actions per status, and paging. Voiding numbers and
 * cancelling are for administrators only (the server refuses an Operador with 403), so an Operador is not
 * offered them.
 */
export function NfeListagemScreen({ isAdministrador }: { isAdministrador: boolean }) {
  const lista = useFiltrosNaUrl<NfesFiltros>(CAMPOS);
  const params = { ...lista.filtros, page: lista.page };
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const nfesQuery = useNfes(params);
  // The clients' payment terms give the default due date of the preview and the emission (SPEC §9).
  const clientesQuery = useClientesOpcoes();
  const vencimentoDe = (nota: TNfeListaItem) =>
    vencimentoPadrao(clientesQuery.data?.find((c) => c.id === nota.id_cliente));
  const acoes = useAcoesNfe(vencimentoDe);
  const page = nfesQuery.data;

  useAlertaDeFalha(nfesQuery.error, FALHA_AO_CARREGAR_NOTAS);

  function cancelar(nota: TNfeListaItem) {
    if (!window.confirm(PERGUNTA_CANCELAMENTO)) return;
    setDialogo({ tipo: 'cancelar', nota });
  }

  return (
    <div className="stack">
      <PageHeader
        title="Notas Emitidas"
        actions={
          <>
            {isAdministrador && (
              <Button variant="secondary" onClick={() => setDialogo({ tipo: 'inutilizar' })}>
                Inutilizar Numeração
              </Button>
            )}
            <Link to="/nfe/emitir" className={buttonClassName('primary')}>
              Criar Novo Rascunho
            </Link>
          </>
        }
      />
      {acoes.aviso && <Notice onDismiss={acoes.limparAviso}>{acoes.aviso}</Notice>}
      <BarraDeFiltros campos={CAMPOS} lista={lista} />
      {nfesQuery.isError && <Notice>{FALHA_AO_CARREGAR_NOTAS}</Notice>}
      <NfesTable
        notas={page?.data}
        isLoading={nfesQuery.isPending}
        emptyMessage={
          lista.isFiltrado ? 'Nenhuma nota encontrada para os filtros aplicados.' : 'Nenhuma NF-e criada.'
        }
        onPrevisualizar={acoes.previsualizar}
        onEmitir={(nota) => setDialogo({ tipo: 'emitir', nota })}
        onExcluir={acoes.excluir}
        onCancelar={cancelar}
        podeCancelar={isAdministrador}
        onCorrigir={(nota) => setDialogo({ tipo: 'corrigir', nota })}
        onBaixar={acoes.baixar}
        previsualizandoId={acoes.previsualizandoId}
        excluindoId={acoes.excluindoId}
        baixando={acoes.baixando}
      />
      <Pagination
        page={page?.currentPage ?? params.page}
        totalPages={page?.totalPages ?? 1}
        onPageChange={lista.irParaPagina}
      />
      {dialogo?.tipo === 'emitir' && (
        <EmitirNfeModal
          nota={dialogo.nota}
          vencimentoInicial={vencimentoDe(dialogo.nota)}
          onClose={() => setDialogo(null)}
        />
      )}
      {dialogo?.tipo === 'cancelar' && (
        <CancelarNfeModal nota={dialogo.nota} onClose={() => setDialogo(null)} />
      )}
      {dialogo?.tipo === 'corrigir' && (
        <CartaCorrecaoModal nota={dialogo.nota} onClose={() => setDialogo(null)} />
      )}
      {dialogo?.tipo === 'inutilizar' && <InutilizarNumeracaoModal onClose={() => setDialogo(null)} />}
    </div>
  );
}
