import type { TDocumentoDistribuido } from '@erp/contracts/distribuicao-dfe';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { entradasKey } from '../api/buscar-entradas';
import { analisarDocumentoSefaz, importarDocumentoSefaz } from '../api/documentos-sefaz';
import { caminhoDosArquivos, isSelecaoConcluida, SELECIONE_XML } from '../utils/arquivo-xml';
import { type ArquivoDoLote, useImportacaoLote } from './use-importacao-lote';
import {
  type NotaParaImportar,
  notaDoArquivo,
  type ResultadoImportacao,
  useImportacaoXml,
} from './use-importacao-xml';

/** The history's list: an import sends it back to page 1. */
type ListaDeEntradas = { irParaPagina: (pagina: number) => void };

/**
 * The imports of /entradas: an uploaded XML, a batch (a .zip or several files), a file of the batch answered
 * again, or a full NF-e received from SEFAZ; each one ends in a result on the page and the history at page 1.
 */
export function useImportacoesDaTela(lista: ListaDeEntradas) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [resultado, setResultado] = useState<ResultadoImportacao | null>(null);
  const [importandoDocumentoId, setImportandoDocumentoId] = useState<number | undefined>();
  const importacao = useImportacaoXml();
  const importacaoLote = useImportacaoLote();
  const isOcupado = importacao.isOcupado || Boolean(importacaoLote.lote?.isProcessando);

  function aposImportar(final?: ResultadoImportacao) {
    if (inputRef.current && isSelecaoConcluida(final)) inputRef.current.value = '';
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

  function enviarArquivos() {
    const arquivos = Array.from(inputRef.current?.files ?? []);
    setResultado(null);
    const caminho = caminhoDosArquivos(arquivos);
    if (caminho === 'recusar') {
      window.alert(SELECIONE_XML);
    } else if (caminho === 'um-xml' && arquivos[0]) {
      importacaoLote.limpar();
      importarUm(notaDoArquivo(arquivos[0]));
    } else {
      void importacaoLote.processar(arquivos, aposImportar);
    }
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

  return {
    inputRef,
    importacao,
    importacaoLote,
    isOcupado,
    resultado,
    fecharResultado: () => setResultado(null),
    importandoDocumentoId,
    enviarArquivos,
    resolverDoLote,
    importarDocumento,
  };
}
