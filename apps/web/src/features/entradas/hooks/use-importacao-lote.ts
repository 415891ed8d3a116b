import { useState } from 'react';
import { serverErrorText } from '../../../lib/server-errors';
import { analisarNfeEntrada } from '../api/analisar-nfe-entrada';
import { importarNfeEntrada } from '../api/importar-nfe-entrada';
import { isArquivoXml } from '../utils/arquivo-xml';
import { type ResultadoImportacao, resultadoDaFalha } from './use-importacao-xml';

export type ArquivoDoLote = {
  /** Position in the selection, the row's key (two files may share a name). */
  indice: number;
  arquivo: File;
  /** Undefined while waiting or being processed. */
  resultado?: ResultadoImportacao;
};

export type Lote = {
  arquivos: ArquivoDoLote[];
  /** How many files are done; equals the length when the batch has ended. */
  concluidos: number;
  isProcessando: boolean;
};

/**
 * One file of a batch, without questions: a note with unregistered products is left for the single-file
 * flow (its row offers it), an already imported one is reported as such, the rest is imported.
 */
async function processarArquivo(arquivo: File): Promise<ResultadoImportacao> {
  if (!isArquivoXml(arquivo)) return { situacao: 'recusada', mensagem: 'Não é um ficheiro XML.' };
  try {
    const analise = await analisarNfeEntrada(arquivo);
    if (analise.ja_importada) {
      return { situacao: 'ja-importada', mensagem: `NF-e ${analise.numero_nf} já importada.` };
    }
    if (analise.status !== 'ok' && analise.produtos.length > 0) {
      return { situacao: 'produtos-faltantes', produtos: analise.produtos };
    }
  } catch (error) {
    return { situacao: 'recusada', mensagem: serverErrorText(error, 'Erro desconhecido na análise.') };
  }
  try {
    return { situacao: 'importada', importacao: await importarNfeEntrada(arquivo) };
  } catch (error) {
    return resultadoDaFalha(error);
  }
}

/**
 * Several XML files in one go (issue 5, beyond SPEC): one after another, so the server sees one import at a
 * time and the list fills in order, with a per-file result.
 */
export function useImportacaoLote() {
  const [lote, setLote] = useState<Lote | null>(null);

  async function processar(arquivos: File[], aoConcluir: () => void) {
    const itens = arquivos.map((arquivo, indice) => ({ indice, arquivo }));
    setLote({ arquivos: itens, concluidos: 0, isProcessando: true });
    for (const item of itens) {
      const resultado = await processarArquivo(item.arquivo);
      setLote(
        (atual) =>
          atual && {
            ...atual,
            concluidos: atual.concluidos + 1,
            arquivos: atual.arquivos.map((a) => (a.indice === item.indice ? { ...a, resultado } : a)),
          },
      );
    }
    setLote((atual) => atual && { ...atual, isProcessando: false });
    aoConcluir();
  }

  /** A file of the list resolved later through the single-file flow. */
  function atualizar(indice: number, resultado: ResultadoImportacao) {
    setLote(
      (atual) =>
        atual && {
          ...atual,
          arquivos: atual.arquivos.map((a) => (a.indice === indice ? { ...a, resultado } : a)),
        },
    );
  }

  return { lote, processar, atualizar, limpar: () => setLote(null) };
}
