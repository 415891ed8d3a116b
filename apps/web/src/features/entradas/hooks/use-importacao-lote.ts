import type {
  TPendenciasDoEmitente,
  TRespostasDoZipEnvio,
  TResultadoArquivoEntrada,
} from '@erp/contracts/entradas';
import { useRef, useState } from 'react';
import { serverErrorText } from '../../../lib/server-errors';
import { analisarNfeEntrada } from '../api/analisar-nfe-entrada';
import { importarNfeEntrada } from '../api/importar-nfe-entrada';
import { importarZipEntradas } from '../api/importar-zip-entradas';
import { isArquivoXml, isArquivoZip } from '../utils/arquivo-xml';
import { type ResultadoImportacao, resultadoDaFalha } from './use-importacao-xml';

export type ArquivoDoLote = {
  /** The row's key: the position in the selection, then the entry's position for the files of a .zip. */
  id: string;
  /** The file's name; for a file inside a .zip, the archive's name and its path there. */
  nome: string;
  /** The XML file itself, which the single-file flow can take up later; absent for files inside a .zip. */
  arquivo?: File;
  /** Undefined while waiting or being processed. */
  resultado?: ResultadoImportacao;
};

/** A .zip whose notes ask something: its questions, per emitente, on screen until answered or cancelled. */
export type PerguntasDoZip = { nome: string; pendencias: TPendenciasDoEmitente[] };

/** Asks the questions of a .zip and waits: the answers, or null when the clerk cancels. */
type Perguntar = (perguntas: PerguntasDoZip) => Promise<TRespostasDoZipEnvio | null>;

export type Lote = {
  arquivos: ArquivoDoLote[];
  /** How many selected files (a .zip counts as one) there are, and how many are done. */
  total: number;
  concluidos: number;
  isProcessando: boolean;
};

/**
 * One file of a batch, without questions: a note with unregistered products or items without kg is left for
 * the single-file flow (its row offers it), an already imported one is reported as such, the rest is imported.
 */
async function processarXml(arquivo: File): Promise<ResultadoImportacao> {
  if (!isArquivoXml(arquivo)) return { situacao: 'recusada', mensagem: 'Não é um ficheiro XML.' };
  try {
    const analise = await analisarNfeEntrada(arquivo);
    if (analise.ja_importada) {
      return { situacao: 'ja-importada', mensagem: `NF-e ${analise.numero_nf} já importada.` };
    }
    if (analise.status !== 'ok' && analise.produtos.length > 0) {
      return { situacao: 'produtos-faltantes', produtos: analise.produtos };
    }
    if (analise.itens_sem_kg.length > 0) {
      const itens = analise.itens_sem_kg.map((i) => `${i.codigo} (${i.quantidade} ${i.unidade})`).join(', ');
      return { situacao: 'itens-sem-kg', mensagem: `Informe o peso em kg de ${itens}.` };
    }
    if (analise.cfops_sem_destino.length > 0) {
      const cfops = analise.cfops_sem_destino.map((c) => `${c.cfop} (${c.descricao})`).join(', ');
      return { situacao: 'cfops-sem-destino', mensagem: `Escolha o destino dos itens do CFOP ${cfops}.` };
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

/** The server's answer for one file of a .zip, in the words the list already uses. */
function resultadoDoZip(resultado: TResultadoArquivoEntrada): ResultadoImportacao {
  switch (resultado.situacao) {
    case 'importada':
      return { situacao: 'importada', importacao: resultado.importacao };
    case 'ja_importada':
      return { situacao: 'ja-importada', mensagem: resultado.mensagem };
    case 'produtos_faltantes':
      return { situacao: 'produtos-faltantes', produtos: resultado.produtos };
    case 'itens_sem_kg':
      return { situacao: 'itens-sem-kg', mensagem: resultado.mensagem };
    case 'cfops_sem_destino':
      return { situacao: 'cfops-sem-destino', mensagem: resultado.mensagem };
    default:
      return { situacao: resultado.situacao, mensagem: resultado.mensagem };
  }
}

/**
 * The second answer for the same .zip, file by file: a note imported the first time is 'já importada' the second,
 * so the first result stands for it.
 */
function juntar(primeira: TResultadoArquivoEntrada[], segunda: TResultadoArquivoEntrada[]) {
  if (primeira.length !== segunda.length) return segunda;
  return segunda.map((resultado, i) => {
    const anterior = primeira[i];
    return anterior?.situacao === 'importada' && anterior.arquivo === resultado.arquivo
      ? anterior
      : resultado;
  });
}

/**
 * The rows a .zip becomes: one per file of the archive, or itself, refused, when the server refused it. Its notes'
 * questions (issue 24) are asked once in one table; answered, the same .zip is sent again with the answers.
 */
async function processarZip(item: ArquivoDoLote, zip: File, perguntar: Perguntar): Promise<ArquivoDoLote[]> {
  try {
    const primeira = await importarZipEntradas(zip);
    let arquivos = primeira.arquivos;
    if (primeira.pendencias.length > 0) {
      const respostas = await perguntar({ nome: zip.name, pendencias: primeira.pendencias });
      if (respostas) arquivos = juntar(arquivos, (await importarZipEntradas(zip, respostas)).arquivos);
    }
    if (arquivos.length === 0) {
      return [
        { id: item.id, nome: item.nome, resultado: { situacao: 'ignorada', mensagem: 'O .zip está vazio.' } },
      ];
    }
    return arquivos.map((a, n) => ({
      id: `${item.id}/${n}`,
      nome: `${zip.name} › ${a.arquivo}`,
      resultado: resultadoDoZip(a),
    }));
  } catch (error) {
    return [{ id: item.id, nome: item.nome, resultado: resultadoDaFalha(error) }];
  }
}

/**
 * Several XML files, or .zip files of them, in one go (issue 5, beyond SPEC): one after another, so the
 * server sees one upload at a time and the list fills in order, with a per-file result.
 */
export function useImportacaoLote() {
  const [lote, setLote] = useState<Lote | null>(null);
  const [perguntas, setPerguntas] = useState<PerguntasDoZip | null>(null);
  // The batch waits on this while the table is on screen; a ref, as no render depends on it.
  const responderRef = useRef<(respostas: TRespostasDoZipEnvio | null) => void>(() => undefined);

  const perguntar: Perguntar = (novas) =>
    new Promise((resolve) => {
      responderRef.current = resolve;
      setPerguntas(novas);
    });

  /** The table's answers (or null: cancelled, the notes that ask stay waiting); the batch goes on. */
  function responder(respostas: TRespostasDoZipEnvio | null) {
    setPerguntas(null);
    responderRef.current(respostas);
  }

  function substituir(id: string, linhas: ArquivoDoLote[]) {
    setLote(
      (atual) =>
        atual && {
          ...atual,
          concluidos: atual.concluidos + 1,
          arquivos: atual.arquivos.flatMap((a) => (a.id === id ? linhas : [a])),
        },
    );
  }

  async function processar(arquivos: File[], aoConcluir: () => void) {
    const itens = arquivos.map((arquivo, indice) => ({ id: String(indice), nome: arquivo.name, arquivo }));
    setLote({ arquivos: itens, total: itens.length, concluidos: 0, isProcessando: true });
    for (const item of itens) {
      const linhas = isArquivoZip(item.arquivo)
        ? await processarZip(item, item.arquivo, perguntar)
        : [{ ...item, resultado: await processarXml(item.arquivo) }];
      substituir(item.id, linhas);
    }
    setLote((atual) => atual && { ...atual, isProcessando: false });
    aoConcluir();
  }

  /** A file of the list resolved later through the single-file flow. */
  function atualizar(id: string, resultado: ResultadoImportacao) {
    setLote(
      (atual) =>
        atual && {
          ...atual,
          arquivos: atual.arquivos.map((a) => (a.id === id ? { ...a, resultado } : a)),
        },
    );
  }

  return { lote, perguntas, responder, processar, atualizar, limpar: () => setLote(null) };
}
