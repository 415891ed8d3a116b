import type {
  TAnaliseEntrada,
  TImportacaoEntrada,
  TRespostasImportacaoEntrada,
} from '@erp/contracts/entradas';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { serverErrorText } from '../../../lib/server-errors';
import { analisarNfeEntrada } from '../api/analisar-nfe-entrada';
import { importarNfeEntrada } from '../api/importar-nfe-entrada';

export type ProdutoFaltante = TAnaliseEntrada['produtos'][number];

/** Where the single-file flow of SPEC §4 stands. */
export type EtapaImportacao =
  | { tipo: 'ocioso' }
  | { tipo: 'analisando' }
  /** The first of `pendentes` is on screen: the question, or its registration form. */
  | { tipo: 'produto'; pendentes: ProdutoFaltante[]; isCadastrando: boolean }
  /** Several unknown products, or items without kg: every question in one table (PendenciasImportacao). */
  | { tipo: 'pendencias'; analise: TAnaliseEntrada }
  | { tipo: 'importando' };

/** How one file's import ended; also what the multi-file list shows per file. */
export type ResultadoImportacao =
  | { situacao: 'importada'; importacao: TImportacaoEntrada }
  | { situacao: 'ja-importada'; mensagem: string }
  | { situacao: 'produtos-faltantes'; produtos: ProdutoFaltante[] }
  /** Every product is known, but the kg of some item is still to be told (the single-file flow asks it). */
  | { situacao: 'itens-sem-kg'; mensagem: string }
  /** Items whose CFOP the table does not settle: the single-file flow asks their path (issue 24). */
  | { situacao: 'cfops-sem-destino'; mensagem: string }
  | { situacao: 'recusada'; mensagem: string }
  /** A folder or a file that is not .xml inside a .zip. */
  | { situacao: 'ignorada'; mensagem: string }
  | { situacao: 'cancelada' };

export const TODOS_OS_PRODUTOS_OK = 'Todos os produtos OK. A importar nota fiscal...';
const ERRO_ANALISE = 'Erro desconhecido na análise.';
const ERRO_IMPORTACAO = 'Erro na importação final.';

/** The result of a failed final import: the server's 409 means the note is already in the history. */
export function resultadoDaFalha(error: unknown): Extract<ResultadoImportacao, { mensagem: string }> {
  const mensagem = serverErrorText(error, ERRO_IMPORTACAO);
  return isApiError(error) && error.status === 409
    ? { situacao: 'ja-importada', mensagem }
    : { situacao: 'recusada', mensagem };
}

type Concluir = (resultado: ResultadoImportacao) => void;

/** A note to take through the flow: an uploaded file, or an NF-e received from 'Buscar na SEFAZ'. */
export type NotaParaImportar = {
  analisar: () => Promise<TAnaliseEntrada>;
  importar: (respostas?: TRespostasImportacaoEntrada) => Promise<TImportacaoEntrada>;
};

export function notaDoArquivo(arquivo: File): NotaParaImportar {
  return {
    analisar: () => analisarNfeEntrada(arquivo),
    importar: (respostas) => importarNfeEntrada(arquivo, respostas),
  };
}

/** SPEC's one-question dialogs stay for a note with one unknown product and nothing else to ask. */
function temUmaSoPergunta(analise: TAnaliseEntrada): boolean {
  return (
    analise.produtos.length === 1 &&
    analise.itens_sem_kg.length === 0 &&
    analise.cfops_sem_destino.length === 0
  );
}

/**
 * SPEC §4 import flow for one note (a file, or an NF-e received from SEFAZ): analyse; when nothing is to be asked
 * import at once. One unknown product alone gets SPEC's question ('Ignorar' or 'Sim, Cadastrar') and the note is
 * imported after it (an ignored item without stock or balance); several, or items without kg, get one table with
 * every question (PendenciasImportacao). Messages are
 * the alerts of SPEC §8. `aoConcluir` runs after the final import, whatever its outcome, and after a
 * failed analysis or a cancel.
 */
export function useImportacaoXml() {
  const [etapa, setEtapa] = useState<EtapaImportacao>({ tipo: 'ocioso' });
  // The note and the caller's callback live across the modal steps; refs, as no render depends on them.
  const notaRef = useRef<NotaParaImportar | null>(null);
  const concluirRef = useRef<Concluir>(() => undefined);
  // The codes answered 'Ignorar' in the one-product dialog: imported without stock or balance.
  const ignoradosRef = useRef<string[]>([]);

  function terminar(resultado: ResultadoImportacao) {
    notaRef.current = null;
    setEtapa({ tipo: 'ocioso' });
    concluirRef.current(resultado);
  }

  async function importarFinal(nota: NotaParaImportar, respostas?: TRespostasImportacaoEntrada) {
    setEtapa({ tipo: 'importando' });
    try {
      const importacao = await nota.importar(respostas);
      window.alert(importacao.message);
      terminar({ situacao: 'importada', importacao });
    } catch (error) {
      console.error('Erro na importação final:', error);
      const resultado = resultadoDaFalha(error);
      window.alert(resultado.mensagem);
      terminar(resultado);
    }
  }

  async function iniciar(nota: NotaParaImportar, aoConcluir: Concluir) {
    notaRef.current = nota;
    concluirRef.current = aoConcluir;
    ignoradosRef.current = [];
    setEtapa({ tipo: 'analisando' });
    let analise: TAnaliseEntrada;
    try {
      analise = await nota.analisar();
    } catch (error) {
      console.error('Erro na análise do XML:', error);
      const mensagem = serverErrorText(error, ERRO_ANALISE);
      window.alert(mensagem);
      terminar({ situacao: 'recusada', mensagem });
      return;
    }
    if (analise.status === 'ok') {
      window.alert(TODOS_OS_PRODUTOS_OK);
      await importarFinal(nota);
      return;
    }
    if (temUmaSoPergunta(analise)) {
      setEtapa({ tipo: 'produto', pendentes: analise.produtos, isCadastrando: false });
      return;
    }
    setEtapa({ tipo: 'pendencias', analise });
  }

  /** A product just registered, or ignored: the next one, or the final import when none is left. */
  function proximoProduto() {
    if (etapa.tipo !== 'produto' || !notaRef.current) return;
    const restantes = etapa.pendentes.slice(1);
    if (restantes.length > 0) {
      setEtapa({ tipo: 'produto', pendentes: restantes, isCadastrando: false });
      return;
    }
    void importarFinal(notaRef.current, { ignorar: ignoradosRef.current });
  }

  /** 'Ignorar': the note is imported with this item kept, without stock or balance. */
  function ignorar() {
    if (etapa.tipo !== 'produto') return;
    const atual = etapa.pendentes[0];
    if (atual) ignoradosRef.current.push(atual.codigo_interno);
    proximoProduto();
  }

  /** The table answered every question: import with the answers. */
  function importarComRespostas(respostas: TRespostasImportacaoEntrada) {
    if (etapa.tipo !== 'pendencias' || !notaRef.current) return;
    void importarFinal(notaRef.current, respostas);
  }

  function setCadastrando(isCadastrando: boolean) {
    if (etapa.tipo === 'produto') setEtapa({ ...etapa, isCadastrando });
  }

  /** Closing the question without an answer stops the import: nothing was imported. */
  function cancelar() {
    if (etapa.tipo === 'produto' || etapa.tipo === 'pendencias') terminar({ situacao: 'cancelada' });
  }

  return {
    etapa,
    isOcupado: etapa.tipo !== 'ocioso',
    produtoAtual: etapa.tipo === 'produto' ? etapa.pendentes[0] : undefined,
    iniciar,
    ignorar,
    cadastrado: proximoProduto,
    importarComRespostas,
    abrirCadastro: () => setCadastrando(true),
    voltarParaPergunta: () => setCadastrando(false),
    cancelar,
  };
}
