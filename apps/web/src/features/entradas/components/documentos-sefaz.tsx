import type { TDocumentoDistribuido } from '@erp/contracts/distribuicao-dfe';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { serverErrorText } from '../../../lib/server-errors';
import {
  useBaixarXml,
  useBuscarNaSefaz,
  useDocumentosSefaz,
  useEnviarCiencia,
} from '../api/documentos-sefaz';
import { mensagemDaFalha, textosDoEstado } from '../utils/documentos-sefaz';
import { DocumentosSefazTable } from './documentos-sefaz-table';
import { ManifestarModal } from './manifestar-modal';

export const PERGUNTA_CIENCIA =
  'Enviar a Ciência da Operação desta nota à SEFAZ? O evento fica registrado no Ambiente Nacional e libera o XML completo na próxima busca.';

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
  const [page, setPage] = useState(1);
  const [falha, setFalha] = useState<string | null>(null);
  const [manifestar, setManifestar] = useState<TDocumentoDistribuido | null>(null);
  const documentosQuery = useDocumentosSefaz(page);
  const busca = useBuscarNaSefaz();
  const ciencia = useEnviarCiencia();
  const baixar = useBaixarXml();
  const tituloId = useId();
  const lista = documentosQuery.data;
  const estado = lista ? textosDoEstado(lista.estado) : null;

  function buscar() {
    setFalha(null);
    busca.mutate(undefined, {
      onSuccess: (resultado) => {
        setPage(1);
        window.alert(resultado.message);
      },
      onError: (error) => {
        console.error('Erro ao buscar na SEFAZ:', error);
        const mensagem = mensagemDaFalha(error, 'Erro ao buscar documentos na SEFAZ.');
        setFalha(mensagem);
        window.alert(mensagem);
      },
    });
  }

  function enviarCiencia(documento: TDocumentoDistribuido) {
    if (!window.confirm(PERGUNTA_CIENCIA)) return;
    ciencia.mutate(documento.id, {
      onSuccess: (mensagem) => window.alert(mensagem),
      onError: (error) => {
        console.error('Erro ao enviar a Ciência da Operação:', error);
        window.alert(`Falha: ${mensagemDaFalha(error, 'Erro ao enviar a Ciência da Operação.')}`);
      },
    });
  }

  function baixarXml(documento: TDocumentoDistribuido) {
    baixar.mutate(documento.id, {
      onSuccess: (mensagem) => window.alert(mensagem),
      onError: (error) => {
        console.error('Erro ao baixar o XML da SEFAZ:', error);
        window.alert(`Falha: ${mensagemDaFalha(error, 'Erro ao baixar o XML da nota na SEFAZ.')}`);
      },
    });
  }

  const emAndamento = ciencia.isPending
    ? ciencia.variables
    : baixar.isPending
      ? baixar.variables
      : importandoId;

  return (
    <section className="stack no-print" aria-labelledby={tituloId}>
      <h2 id={tituloId} className="entradas-secao">
        Documentos na SEFAZ
      </h2>
      <Card
        title="Notas destinadas à empresa"
        actions={
          <Button onClick={buscar} isLoading={busca.isPending} loadingText="Buscando...">
            Buscar na SEFAZ
          </Button>
        }
      >
        <div className="stack">
          {estado && (
            <dl className="documentos-sefaz__estado">
              <div>
                <dt>Última consulta</dt>
                <dd>{estado.ultimaConsulta}</dd>
              </div>
              <div>
                <dt>Próxima consulta permitida</dt>
                <dd>{estado.proximaConsulta}</dd>
              </div>
              {estado.ultimaResposta && (
                <div>
                  <dt>Última resposta da SEFAZ</dt>
                  <dd>{estado.ultimaResposta}</dd>
                </div>
              )}
            </dl>
          )}
          {falha && <Notice onDismiss={() => setFalha(null)}>{falha}</Notice>}
          {documentosQuery.isError ? (
            <Notice>
              {serverErrorText(documentosQuery.error, 'Falha ao carregar os documentos da SEFAZ.')}
            </Notice>
          ) : (
            <DocumentosSefazTable
              documentos={lista?.data}
              isLoading={documentosQuery.isPending}
              onCiencia={enviarCiencia}
              onBaixarXml={baixarXml}
              onImportar={onImportar}
              onManifestar={setManifestar}
              ocupadoId={emAndamento}
            />
          )}
        </div>
      </Card>
      {manifestar?.chave_acesso && (
        <ManifestarModal
          alvo={{
            id: manifestar.id,
            origem: 'documento',
            descricao: `NF-e ${manifestar.chave_acesso} de ${manifestar.emitente_nome ?? manifestar.emitente_cpf_cnpj ?? ''}`,
            manifestacoes: manifestar.manifestacoes,
          }}
          onClose={() => setManifestar(null)}
        />
      )}
      {/* A second 'Página 1 de 1' under the history's would only be noise: paging shows when there are pages. */}
      {lista && lista.totalPages > 1 && (
        <Pagination page={lista.currentPage} totalPages={lista.totalPages} onPageChange={setPage} />
      )}
    </section>
  );
}
