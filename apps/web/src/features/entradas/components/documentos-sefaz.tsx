import type { TDocumentoDistribuido } from '@erp/contracts/distribuicao-dfe';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { serverErrorText } from '../../../lib/server-errors';
import { useDocumentosSefazDaTela } from '../hooks/use-documentos-sefaz';
import { alvoDaManifestacao, textosDoEstado } from '../utils/documentos-sefaz';
import { DocumentosSefazTable } from './documentos-sefaz-table';
import { ManifestarModal } from './manifestar-modal';

type DocumentosSefazProps = {
  /** Runs the SPEC §4 import flow (products loop included) for a full NF-e received. */
  onImportar: (documento: TDocumentoDistribuido) => void;
  /** The id of the document being imported, while the flow runs. */
  importandoId: number | undefined;
};

/**
 * 'Documentos na SEFAZ' (beyond SPEC, issue 5): the NFeDistribuicaoDFe query on a button (also run every hour
 * by the server), when it last ran and when SEFAZ allows the next, and what came with its action per line.
 */
export function DocumentosSefaz({ onImportar, importandoId }: DocumentosSefazProps) {
  const tela = useDocumentosSefazDaTela(importandoId);
  const tituloId = useId();
  const { documentosQuery, manifestar } = tela;
  const lista = documentosQuery.data;

  return (
    <section className="stack no-print" aria-labelledby={tituloId}>
      <h2 id={tituloId} className="entradas-secao">
        Documentos na SEFAZ
      </h2>
      <Card
        title="Notas destinadas à empresa"
        actions={
          <Button onClick={tela.buscar} isLoading={tela.isBuscando} loadingText="Buscando...">
            Buscar na SEFAZ
          </Button>
        }
      >
        <div className="stack">
          {lista && <EstadoDaDistribuicao estado={lista.estado} />}
          {tela.falha && <Notice onDismiss={tela.fecharFalha}>{tela.falha}</Notice>}
          {documentosQuery.isError ? (
            <Notice>
              {serverErrorText(documentosQuery.error, 'Falha ao carregar os documentos da SEFAZ.')}
            </Notice>
          ) : (
            <DocumentosSefazTable
              documentos={lista?.data}
              isLoading={documentosQuery.isPending}
              onCiencia={tela.enviarCiencia}
              onBaixarXml={tela.baixarXml}
              onImportar={onImportar}
              onManifestar={tela.setManifestar}
              ocupadoId={tela.emAndamento}
            />
          )}
        </div>
      </Card>
      {manifestar?.chave_acesso && (
        <ManifestarModal
          alvo={alvoDaManifestacao({ ...manifestar, chave_acesso: manifestar.chave_acesso })}
          onClose={() => tela.setManifestar(null)}
        />
      )}
      {/* A second 'Página 1 de 1' under the history's would only be noise: paging shows when there are pages. */}
      {lista && lista.totalPages > 1 && (
        <Pagination page={lista.currentPage} totalPages={lista.totalPages} onPageChange={tela.setPage} />
      )}
    </section>
  );
}

/** When the query last ran, when SEFAZ allows the next, and its last answer. */
function EstadoDaDistribuicao({ estado }: { estado: Parameters<typeof textosDoEstado>[0] }) {
  const textos = textosDoEstado(estado);
  return (
    <dl className="documentos-sefaz__estado">
      <div>
        <dt>Última consulta</dt>
        <dd>{textos.ultimaConsulta}</dd>
      </div>
      <div>
        <dt>Próxima consulta permitida</dt>
        <dd>{textos.proximaConsulta}</dd>
      </div>
      {textos.ultimaResposta && (
        <div>
          <dt>Última resposta da SEFAZ</dt>
          <dd>{textos.ultimaResposta}</dd>
        </div>
      )}
    </dl>
  );
}
