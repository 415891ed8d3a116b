import type { TSugestao } from '@erp/contracts/conciliacao';
import { MAIOR_NOSSO_NUMERO } from '@erp/contracts/contas-bancarias';
import { Decimal } from '@erp/fiscal/decimal';
import { isCnpjValido, isCpfValido } from '@erp/fiscal/documentos';
import type { Database } from '../../db/client.ts';
import { lancamentoDoTxid } from '../cobranca/pix/br-code.ts';
import {
  abertosPorDocumento,
  abertosPorId,
  abertosPorNossoNumero,
  abertosPorValorEData,
  type LancamentoAberto,
} from './sugestoes.repository.ts';

type Transacao = { data: string; valor: string; nome: string | null; memo: string | null };
type Pistas = { txids: number[]; nossosNumeros: number[]; documentos: string[] };

const MAXIMO_SUGESTOES = 6;
const textoDe = (t: Transacao) => `${t.nome ?? ''} ${t.memo ?? ''}`;
const isCredito = (t: Transacao) => !t.valor.startsWith('-');
const valorAbsoluto = (t: Transacao) => t.valor.replace(/^-/, '');
/** An amount in whole centavos (exact: the subset search adds integers). */
const centavos = (valor: string) => new Decimal(valor).times(100).toNumber();

/**
 * The sequences a number the bank wrote may be: itself, itself less a check digit (Bradesco's, Sicoob's), or the
 * last 10 of Banco do Brasil's 17 positions (convênio of 7 + sequence); `boletos` keeps the sequence alone.
 */
function candidatosANossoNumero(digitos: string): number[] {
  const candidatos = [Number(digitos), Number(digitos.slice(0, -1))];
  if (digitos.length === 17) candidatos.push(Number(digitos.slice(7)));
  return candidatos;
}

/** What the bank wrote in NAME/MEMO that names an entry: our PIX txids, numbers that may be a nosso número, CPF/CNPJ. */
export function pistasDe(t: Transacao): Pistas {
  const texto = textoDe(t);
  const txids = [...texto.matchAll(/LANC\d{10}/gi)]
    .map((m) => lancamentoDoTxid(m[0].toUpperCase()))
    .filter((id): id is number => id !== undefined);
  const nossosNumeros = [...texto.matchAll(/\d{6,17}/g)]
    .flatMap((m) => candidatosANossoNumero(m[0]))
    .filter((n) => n > 0 && n <= MAIOR_NOSSO_NUMERO);
  const documentos = [...texto.matchAll(/\d[\d./-]{9,17}\d/g)]
    .map((m) => m[0].replace(/\D/g, ''))
    .filter((d) => (d.length === 14 && isCnpjValido(d)) || (d.length === 11 && isCpfValido(d)));
  return { txids, nossosNumeros, documentos };
}

/**
 * A few of the client's open receivables whose amounts add up to the credit exactly (one credit paying several
 * notes): a depth-first search in centavos over at most 30 entries, given up after a bounded number of steps.
 */
export function somaExata(abertos: LancamentoAberto[], alvo: number): LancamentoAberto[] | undefined {
  const itens = abertos.map((l) => ({ l, c: centavos(l.valor_em_aberto) })).filter((x) => x.c <= alvo);
  let passos = 0;
  const escolhidos: number[] = [];
  const buscar = (inicio: number, resta: number): boolean => {
    if (resta === 0) return escolhidos.length >= 2;
    for (let i = inicio; i < itens.length && passos < 20_000; i++) {
      passos++;
      const item = itens[i];
      if (!item || item.c > resta) continue;
      escolhidos.push(i);
      if (buscar(i + 1, resta - item.c)) return true;
      escolhidos.pop();
    }
    return false;
  };
  return buscar(0, alvo) ? escolhidos.flatMap((i) => itens[i]?.l ?? []) : undefined;
}

function agrupar<R extends LancamentoAberto, K>(rows: R[], chave: (r: R) => K): Map<K, LancamentoAberto[]> {
  const mapa = new Map<K, LancamentoAberto[]>();
  for (const r of rows) {
    const grupo = mapa.get(chave(r));
    if (grupo) grupo.push(r);
    else mapa.set(chave(r), [r]);
  }
  return mapa;
}

type Achados = {
  porId: Map<number, LancamentoAberto>;
  porNossoNumero: Map<number, LancamentoAberto>;
  porDocumento: Map<string, LancamentoAberto[]>;
  porValor: Map<number, LancamentoAberto[]>;
};

/** One transaction's suggestions, best first, each entry in the best one only. */
function montar(t: Transacao, pistas: Pistas, achados: Achados, indice: number): TSugestao[] {
  const tipo = isCredito(t) ? 'RECEITA' : 'DESPESA';
  const valor = valorAbsoluto(t);
  const usados = new Set<number>();
  const sugestoes: TSugestao[] = [];
  const sugerir = (
    motivo: TSugestao['motivo'],
    exata: boolean,
    lancamentos: (LancamentoAberto | undefined)[],
  ) => {
    const validos = lancamentos.filter(
      (l): l is LancamentoAberto => !!l && l.tipo === tipo && !usados.has(l.id),
    );
    if (validos.length === 0 || validos.length !== lancamentos.length) return;
    for (const l of validos) usados.add(l.id);
    sugestoes.push({
      motivo,
      exata,
      lancamentos: validos.map(({ id, descricao, tipo, valor_em_aberto, data_vencimento, nome }) => ({
        id,
        descricao,
        tipo,
        valor_em_aberto,
        data_vencimento,
        nome,
      })),
    });
  };
  for (const id of pistas.txids) sugerir('TXID_PIX', true, [achados.porId.get(id)]);
  for (const n of pistas.nossosNumeros) sugerir('NOSSO_NUMERO', true, [achados.porNossoNumero.get(n)]);
  const doDono = pistas.documentos.flatMap((d) => achados.porDocumento.get(d) ?? []);
  for (const l of doDono.filter((x) => x.valor_em_aberto === valor)) sugerir('CPF_CNPJ', false, [l]);
  for (const l of achados.porValor.get(indice) ?? []) sugerir('VALOR_E_DATA', false, [l]);
  if (tipo === 'RECEITA' && sugestoes.length === 0 && doDono.length > 1) {
    const soma = somaExata(doDono, centavos(valor));
    if (soma) sugerir('SOMA_DO_CLIENTE', false, soma);
  }
  for (const l of doDono) sugerir('CPF_CNPJ', false, [l]);
  return sugestoes.slice(0, MAXIMO_SUGESTOES);
}

/**
 * The suggestions of a page of transactions, in four statements whatever its size: the receivables its txids
 * name, the boletos of its nossos números, the open entries of the CPF/CNPJs it mentions, and those of the same
 * amount due within `dias` days.
 */
export async function sugerirLancamentos(
  db: Database,
  idConta: number,
  transacoes: Transacao[],
  dias: number,
): Promise<TSugestao[][]> {
  const pistas = transacoes.map(pistasDe);
  const todas = <T>(f: (p: Pistas) => T[]) => [...new Set(pistas.flatMap(f))];
  const [porId, porNossoNumero, porDocumento, porValor] = await Promise.all([
    abertosPorId(
      db,
      todas((p) => p.txids),
    ),
    abertosPorNossoNumero(
      db,
      idConta,
      todas((p) => p.nossosNumeros),
    ),
    abertosPorDocumento(
      db,
      todas((p) => p.documentos),
    ),
    abertosPorValorEData(
      db,
      transacoes.map((t, indice) => ({
        indice,
        tipo: isCredito(t) ? 'RECEITA' : 'DESPESA',
        valor: valorAbsoluto(t),
        data: t.data,
      })),
      dias,
    ),
  ]);
  const achados: Achados = {
    porId: new Map(porId.map((l) => [l.id, l])),
    porNossoNumero: new Map(porNossoNumero.map((l) => [Number(l.nosso_numero), l])),
    porDocumento: agrupar(porDocumento, (r) => r.documento),
    porValor: agrupar(porValor, (r) => r.indice),
  };
  return transacoes.map((t, i) => montar(t, pistasDe(t), achados, i));
}
