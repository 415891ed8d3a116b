import type { TDocumentoDistribuido } from '@erp/contracts/distribuicao-dfe';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { useFiltrosNaUrl } from '../../../lib/use-filtros-na-url';
import { type EntradasFiltros, entradasKey } from '../api/buscar-entradas';
import { analisarDocumentoSefaz, importarDocumentoSefaz } from '../api/documentos-sefaz';
import { type ArquivoDoLote, useImportacaoLote } from '../hooks/use-importacao-lote';
import {
  type EtapaImportacao,
  type NotaParaImportar,
  notaDoArquivo,
  type ResultadoImportacao,
  useImportacaoXml,
} from '../hooks/use-importacao-xml';
import { isArquivoXml, isArquivoZip, SELECIONE_XML } from '../utils/arquivo-xml';
import { CadastrarProdutoModal } from './cadastrar-produto-modal';
import { DocumentosSefaz } from './documentos-sefaz';
import { CAMPOS_ENTRADAS } from './entradas-filtros';
import { HistoricoEntradas } from './historico-entradas';
import { ImportarXmlForm } from './importar-xml-form';
import { LoteResultados } from './lote-resultados';
import { PendenciasDoZip, PendenciasImportacao } from './pendencias-importacao';
import { ProdutoNaoEncontradoModal } from './produto-nao-encontrado-modal';
import { ResultadoImportacaoNotice } from './resultado-importacao';
import './entradas.css';

const ANDAMENTO: Record<EtapaImportacao['tipo'], string | null> = {
  ocioso: null,
  analisando: 'A analisar o XML...',
  produto: 'A aguardar a decisão sobre os produtos não cadastrados...',
  pendencias: 'A aguardar as respostas sobre a nota...',
  importando: 'A importar nota fiscal...',
};

/** SPEC §2 /entradas: XML upload with the product-registration loop, then the import history. */
export function EntradasScreen() {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const lista = useFiltrosNaUrl<EntradasFiltros>(CAMPOS_ENTRADAS);
  const [resultado, setResultado] = useState<ResultadoImportacao | null>(null);
  const [importandoDocumentoId, setImportandoDocumentoId] = useState<number | undefined>();
  const importacao = useImportacaoXml();
  const importacaoLote = useImportacaoLote();
  const { etapa, produtoAtual } = importacao;
  const isOcupado = importacao.isOcupado || Boolean(importacaoLote.lote?.isProcessando);

  /**
   * SPEC §4: afterwards the history reloads at page 1; the file selection is cleared once the note is in (or
   * already was), and kept after any failure, ready for another try.
   */
  function aposImportar(final?: ResultadoImportacao) {
    if (inputRef.current && (!final || final.situacao === 'importada' || final.situacao === 'ja-importada')) {
      inputRef.current.value = '';
    }
    lista.irParaPagina(1);
    void queryClient.invalidateQueries({ queryKey: entradasKey });
  }

  function importarUm(nota: NotaParaImportar, aoConcluir?: (resultado: ResultadoImportacao) => void) {
    void importacao.iniciar(nota, (final) => {
      aoConcluir?.(final);
      setResultado(final);
      // A cancelled flow keeps the file, ready for another try.
      if (final.situacao !== 'cancelada') aposImportar(final);
    });
  }

  function handleSubmit() {
    const arquivos = Array.from(inputRef.current?.files ?? []);
    const [unico] = arquivos;
    setResultado(null);
    if (!unico || (arquivos.length === 1 && !isArquivoXml(unico) && !isArquivoZip(unico))) {
      window.alert(SELECIONE_XML);
      return;
    }
    // One XML goes through the questions of SPEC §4; a .zip, like several files, is a batch.
    if (arquivos.length === 1 && isArquivoXml(unico)) {
      importacaoLote.limpar();
      importarUm(notaDoArquivo(unico));
      return;
    }
    void importacaoLote.processar(arquivos, aposImportar);
  }

  function resolverDoLote(item: ArquivoDoLote & { arquivo: File }) {
    setResultado(null);
    importarUm(notaDoArquivo(item.arquivo), (final) => {
      // Cancelling the questions leaves the file as it was: products still missing.
      if (final.situacao !== 'cancelada') importacaoLote.atualizar(item.id, final);
    });
  }

  /** A full NF-e received from SEFAZ goes through the same questions as an uploaded file. */
  function importarDocumento(documento: TDocumentoDistribuido) {
    if (isOcupado) return;
    setResultado(null);
    setImportandoDocumentoId(documento.id);
    const nota: NotaParaImportar = {
      analisar: () => analisarDocumentoSefaz(documento.id),
      importar: (respostas) => importarDocumentoSefaz(documento.id, respostas),
    };
    importarUm(nota, () => setImportandoDocumentoId(undefined));
  }

  return (
    <div className="stack entradas">
      <div className="no-print">
        <PageHeader title="Importação de Notas de Entrada (XML)" />
      </div>
      <ImportarXmlForm
        inputRef={inputRef}
        onSubmit={handleSubmit}
        isOcupado={isOcupado}
        andamento={importacaoLote.lote?.isProcessando ? null : ANDAMENTO[etapa.tipo]}
      />
      {etapa.tipo === 'pendencias' && (
        <PendenciasImportacao
          key={etapa.analise.chave}
          analise={etapa.analise}
          onImportar={importacao.importarComRespostas}
          onCancelar={importacao.cancelar}
        />
      )}
      {importacaoLote.perguntas && (
        <PendenciasDoZip
          key={importacaoLote.perguntas.nome}
          nome={importacaoLote.perguntas.nome}
          pendencias={importacaoLote.perguntas.pendencias}
          onImportar={importacaoLote.responder}
          onCancelar={() => importacaoLote.responder(null)}
        />
      )}
      {resultado && (
        <div className="no-print">
          <ResultadoImportacaoNotice resultado={resultado} onDismiss={() => setResultado(null)} />
        </div>
      )}
      {importacaoLote.lote && (
        <LoteResultados
          lote={importacaoLote.lote}
          onResolver={resolverDoLote}
          isOcupado={isOcupado}
          onFechar={importacaoLote.limpar}
        />
      )}
      <DocumentosSefaz onImportar={importarDocumento} importandoId={importandoDocumentoId} />
      <HistoricoEntradas lista={lista} />
      {etapa.tipo === 'produto' && produtoAtual && !etapa.isCadastrando && (
        <ProdutoNaoEncontradoModal
          // A new modal per product: focus starts again on its first button.
          key={produtoAtual.codigo_interno}
          produto={produtoAtual}
          restantes={etapa.pendentes.length}
          onIgnorar={importacao.ignorar}
          onCadastrar={importacao.abrirCadastro}
          onCancelar={importacao.cancelar}
        />
      )}
      {etapa.tipo === 'produto' && produtoAtual && etapa.isCadastrando && (
        <CadastrarProdutoModal
          key={produtoAtual.codigo_interno}
          produto={produtoAtual}
          onCadastrado={importacao.cadastrado}
          onCancelar={importacao.voltarParaPergunta}
        />
      )}
    </div>
  );
}
