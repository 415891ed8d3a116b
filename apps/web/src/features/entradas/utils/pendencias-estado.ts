import type {
  TCfopSemDestino,
  TConversaoEntrada,
  TDestinoEntrada,
  TItemSemKg,
  TRespostasImportacaoEntrada,
} from '@erp/contracts/entradas';
import { Decimal } from '@erp/fiscal/decimal';
import type { ProdutoFaltante } from '../hooks/use-importacao-xml';

export type Decisao =
  | { tipo: 'cadastrar' }
  | { tipo: 'cadastrado' }
  | { tipo: 'vincular'; idProduto: number; nome: string }
  | { tipo: 'ignorar' };

/** An unknown product of one emitente (one note, or the emitente's notes in a .zip). */
export type LinhaProduto = {
  grupo: string;
  produto: ProdutoFaltante;
  ncm: string;
  decisao: Decisao;
  erro?: string;
};

export type ModoKg = 'kg_por_unidade' | 'kg_total';
/** The items without kg of one code (a code may be on several items: then only the kg per unit fits all). */
export type LinhaKg = {
  grupo: string;
  codigo: string;
  descricao: string;
  unidade: string;
  quantidade: string;
  itens: number;
  /** A .zip's code: its answer is for every note of the emitente, so only per unit. */
  soPorUnidade: boolean;
  modo: ModoKg;
  valor: string;
};

/** The questions of one emitente: a single note's, or those of all the emitente's notes in a .zip. */
export type GrupoDePendencias = {
  /** The key of its answers: the note's access key, or the emitente's CNPJ/CPF in a .zip. */
  id: string;
  /** A .zip's emitente: its name heads its tables and tells its fields apart, and its files are listed. */
  emitente?: { nome: string; documento: string; arquivos: string[] };
  produtos: ProdutoFaltante[];
  itens_sem_kg: (TItemSemKg & { itens?: number })[];
  cfops_sem_destino: TCfopSemDestino[];
};

/** The answers so far: per unknown product, per code without kg, per CFOP without a path (by `chave`). */
export type RespostasDasPendencias = {
  produtos: LinhaProduto[];
  kgs: LinhaKg[];
  destinos: Record<string, TDestinoEntrada | ''>;
};

const KG_VALIDO = /^\d{1,9}(\.\d{1,6})?$/;
/** The kg as the API takes it (the field already reads it the Brazilian way): up to 6 places, above zero. */
const kgInformado = (valor: string) => KG_VALIDO.test(valor) && new Decimal(valor).gt(0);
export const chave = (grupo: string, codigo: string) => `${grupo}|${codigo}`;
/** The files of an emitente in a sentence, the first few by name. */
const MAXIMO_DE_NOMES = 5;

function linhasKg(grupo: GrupoDePendencias): LinhaKg[] {
  const porCodigo = new Map<string, LinhaKg>();
  const soPorUnidade = grupo.emitente !== undefined;
  for (const item of grupo.itens_sem_kg) {
    const linha = porCodigo.get(item.codigo);
    if (linha) {
      linha.itens += item.itens ?? 1;
      linha.modo = 'kg_por_unidade';
      linha.valor = '';
      continue;
    }
    const itens = item.itens ?? 1;
    // The note's net weight, when it has one item, is the likely answer: offered, never sent unseen.
    const sugestao = itens === 1 && !soPorUnidade ? item.sugestao_kg_total : null;
    porCodigo.set(item.codigo, {
      grupo: grupo.id,
      codigo: item.codigo,
      descricao: item.descricao,
      unidade: item.unidade,
      quantidade: item.quantidade,
      itens,
      soPorUnidade,
      modo: sugestao ? 'kg_total' : 'kg_por_unidade',
      valor: sugestao ?? '',
    });
  }
  return [...porCodigo.values()];
}

/** Every product to register, every code's kg still to type (or the note's net weight offered), no path chosen. */
export function respostasIniciais(grupos: readonly GrupoDePendencias[]): RespostasDasPendencias {
  return {
    produtos: grupos.flatMap((g) =>
      g.produtos.map((produto) => ({
        grupo: g.id,
        produto,
        ncm: produto.ncm,
        decisao: { tipo: 'cadastrar' },
      })),
    ),
    kgs: grupos.flatMap(linhasKg),
    destinos: {},
  };
}

export function arquivosDoEmitente(arquivos: readonly string[]): string {
  const nomes = arquivos.slice(0, MAXIMO_DE_NOMES).join(', ');
  const resto = arquivos.length - MAXIMO_DE_NOMES;
  return resto > 0 ? `${nomes} e mais ${resto}` : nomes;
}

/** What is still missing before the import, and the line that says so (null when nothing is). */
export function situacaoDasPendencias(grupos: readonly GrupoDePendencias[], r: RespostasDasPendencias) {
  const ignorados = new Set(
    r.produtos
      .filter((l) => l.decisao.tipo === 'ignorar')
      .map((l) => chave(l.grupo, l.produto.codigo_interno)),
  );
  // An ignored product's kg is not needed: it moves no stock.
  const kgsPedidos = r.kgs.filter((l) => !ignorados.has(chave(l.grupo, l.codigo)));
  const aCadastrar = r.produtos.filter((l) => l.decisao.tipo === 'cadastrar');
  const kgsEmFalta = kgsPedidos.filter((l) => !kgInformado(l.valor));
  const destinosEmFalta = grupos.flatMap((g) =>
    g.cfops_sem_destino.filter((c) => !r.destinos[chave(g.id, c.cfop)]),
  );
  const falta =
    aCadastrar.length > 0
      ? `Cadastre, vincule ou ignore ${aCadastrar.length} produto(s) antes de importar.`
      : kgsEmFalta.length > 0
        ? `Informe o peso em kg de ${kgsEmFalta.map((l) => l.codigo).join(', ')}.`
        : destinosEmFalta.length > 0
          ? `Escolha o destino dos itens do CFOP ${destinosEmFalta.map((c) => c.cfop).join(', ')}.`
          : null;
  return { kgsPedidos, aCadastrar, falta };
}

/** The answers of each group, in the order of `grupos`, as the import takes them. */
export function respostasDosGrupos(
  grupos: readonly GrupoDePendencias[],
  r: RespostasDasPendencias,
): TRespostasImportacaoEntrada[] {
  const { kgsPedidos } = situacaoDasPendencias(grupos, r);
  return grupos.map((g) => {
    const conversoes: TConversaoEntrada[] = kgsPedidos
      .filter((l) => l.grupo === g.id)
      .map((l) =>
        l.modo === 'kg_total'
          ? { codigo: l.codigo, kg_total: l.valor }
          : { codigo: l.codigo, kg_por_unidade: l.valor },
      );
    const doGrupo = r.produtos.filter((l) => l.grupo === g.id);
    const vinculos = doGrupo.flatMap((l) =>
      l.decisao.tipo === 'vincular'
        ? [{ codigo: l.produto.codigo_interno, id_produto: l.decisao.idProduto }]
        : [],
    );
    const ignorar = doGrupo.filter((l) => l.decisao.tipo === 'ignorar').map((l) => l.produto.codigo_interno);
    const destinos = g.cfops_sem_destino.flatMap((c) => {
      const destino = r.destinos[chave(g.id, c.cfop)];
      return destino ? [{ cfop: c.cfop, destino }] : [];
    });
    return { conversoes, vinculos, ignorar, destinos };
  });
}

/** The rows of one product code of one group changed (a decision, the NCM typed, the registration's error). */
export function alterarProduto(
  linhas: readonly LinhaProduto[],
  grupo: string,
  codigo: string,
  mudanca: Partial<LinhaProduto>,
): LinhaProduto[] {
  return linhas.map((l) =>
    l.grupo === grupo && l.produto.codigo_interno === codigo ? { ...l, ...mudanca } : l,
  );
}

export function alterarKg(
  linhas: readonly LinhaKg[],
  grupo: string,
  codigo: string,
  mudanca: Partial<LinhaKg>,
): LinhaKg[] {
  return linhas.map((l) => (l.grupo === grupo && l.codigo === codigo ? { ...l, ...mudanca } : l));
}

/** A code asked for two emitentes is one product: registered once, settled for both. */
export function produtosPorCodigo(aCadastrar: readonly LinhaProduto[]): Map<string, LinhaProduto[]> {
  const porCodigo = new Map<string, LinhaProduto[]>();
  for (const l of aCadastrar) {
    porCodigo.set(l.produto.codigo_interno, [...(porCodigo.get(l.produto.codigo_interno) ?? []), l]);
  }
  return porCodigo;
}
