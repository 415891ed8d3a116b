import type {
  TAnaliseEntrada,
  TCfopSemDestino,
  TConversaoEntrada,
  TDestinoEntrada,
  TItemSemKg,
  TPendenciasDoEmitente,
  TRespostasDoZipEnvio,
  TRespostasImportacaoEntrada,
} from '@erp/contracts/entradas';
import { Decimal } from '@erp/fiscal/common/decimal';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { useCadastrarProduto } from '../api/cadastrar-produto';
import type { ProdutoFaltante } from '../hooks/use-importacao-xml';
import { DestinosDosCfops } from './destinos-dos-cfops';
import {
  ItensSemPeso,
  type LinhaKg,
  type LinhaProduto,
  ProdutosNaoEncontrados,
} from './tabelas-de-pendencias';

/** The questions of one emitente: a single note's, or those of all the emitente's notes in a .zip. */
type GrupoDePendencias = {
  /** The key of its answers: the note's access key, or the emitente's CNPJ/CPF in a .zip. */
  id: string;
  /** A .zip's emitente: its name heads its tables and tells its fields apart, and its files are listed. */
  emitente?: { nome: string; documento: string; arquivos: string[] };
  produtos: ProdutoFaltante[];
  itens_sem_kg: (TItemSemKg & { itens?: number })[];
  cfops_sem_destino: TCfopSemDestino[];
};

const KG_VALIDO = /^\d{1,9}(\.\d{1,6})?$/;
/** The kg as the API takes it (the field already reads it the Brazilian way): up to 6 places, above zero. */
const kgInformado = (valor: string) => KG_VALIDO.test(valor) && new Decimal(valor).gt(0);
const chave = (grupo: string, codigo: string) => `${grupo}|${codigo}`;
const sufixoDe = (grupo: GrupoDePendencias) => (grupo.emitente ? ` (${grupo.emitente.nome})` : '');
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

function arquivosDoEmitente(arquivos: string[]): string {
  const nomes = arquivos.slice(0, MAXIMO_DE_NOMES).join(', ');
  const resto = arquivos.length - MAXIMO_DE_NOMES;
  return resto > 0 ? `${nomes} e mais ${resto}` : nomes;
}

type PendenciasProps = {
  titulo: string;
  grupos: GrupoDePendencias[];
  /** The answers of each group, in the order of `grupos`. */
  onImportar: (respostas: TRespostasImportacaoEntrada[]) => void;
  onCancelar: () => void;
  rotuloImportar: string;
};

/**
 * Every question in one place instead of a dialog per product, grouped by emitente: the unknown products
 * (register them all, link one to an existing product, or ignore it), the kg of the items the note does not weigh,
 * and the path of the CFOPs the table does not settle (the client's material or a purchase).
 */
function Pendencias({ titulo, grupos, onImportar, onCancelar, rotuloImportar }: PendenciasProps) {
  const cadastrar = useCadastrarProduto();
  const [produtos, setProdutos] = useState<LinhaProduto[]>(() =>
    grupos.flatMap((g) =>
      g.produtos.map((produto) => ({
        grupo: g.id,
        produto,
        ncm: produto.ncm,
        decisao: { tipo: 'cadastrar' },
      })),
    ),
  );
  const [kgs, setKgs] = useState<LinhaKg[]>(() => grupos.flatMap(linhasKg));
  const [destinos, setDestinos] = useState<Record<string, TDestinoEntrada | ''>>({});
  const [vinculando, setVinculando] = useState<string | null>(null);
  const [isCadastrando, setIsCadastrando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);

  const alterarProduto = (grupo: string, codigo: string, mudanca: Partial<LinhaProduto>) =>
    setProdutos((atual) =>
      atual.map((l) => (l.grupo === grupo && l.produto.codigo_interno === codigo ? { ...l, ...mudanca } : l)),
    );
  const alterarKg = (grupo: string, codigo: string, mudanca: Partial<LinhaKg>) =>
    setKgs((atual) =>
      atual.map((l) => (l.grupo === grupo && l.codigo === codigo ? { ...l, ...mudanca } : l)),
    );

  const ignorados = new Set(
    produtos.filter((l) => l.decisao.tipo === 'ignorar').map((l) => chave(l.grupo, l.produto.codigo_interno)),
  );
  // An ignored product's kg is not needed: it moves no stock.
  const kgsPedidos = kgs.filter((l) => !ignorados.has(chave(l.grupo, l.codigo)));
  const aCadastrar = produtos.filter((l) => l.decisao.tipo === 'cadastrar');
  const kgsEmFalta = kgsPedidos.filter((l) => !kgInformado(l.valor));
  const destinosEmFalta = grupos.flatMap((g) =>
    g.cfops_sem_destino.filter((c) => !destinos[chave(g.id, c.cfop)]),
  );
  const podeImportar = aCadastrar.length === 0 && kgsEmFalta.length === 0 && destinosEmFalta.length === 0;

  async function cadastrarTodos() {
    setIsCadastrando(true);
    setAviso(null);
    let cadastrados = 0;
    // A code asked for two emitentes is one product: registered once, settled for both.
    const porCodigo = new Map<string, LinhaProduto[]>();
    for (const l of aCadastrar) {
      porCodigo.set(l.produto.codigo_interno, [...(porCodigo.get(l.produto.codigo_interno) ?? []), l]);
    }
    for (const [codigo, linhas] of porCodigo) {
      const [linha] = linhas;
      if (!linha) continue;
      const marcar = (mudanca: Partial<LinhaProduto>) => {
        for (const l of linhas) alterarProduto(l.grupo, codigo, mudanca);
      };
      try {
        await cadastrar.mutateAsync({ nome: linha.produto.nome, codigo_interno: codigo, ncm: linha.ncm });
        marcar({ decisao: { tipo: 'cadastrado' }, erro: undefined });
        cadastrados += 1;
      } catch (error) {
        marcar({ erro: serverErrorText(error, 'Erro ao cadastrar produto.') });
      }
    }
    setIsCadastrando(false);
    if (cadastrados > 0) setAviso(`${cadastrados} produto(s) cadastrado(s) com sucesso!`);
  }

  function importar() {
    onImportar(
      grupos.map((g) => {
        const conversoes: TConversaoEntrada[] = kgsPedidos
          .filter((l) => l.grupo === g.id)
          .map((l) =>
            l.modo === 'kg_total'
              ? { codigo: l.codigo, kg_total: l.valor }
              : { codigo: l.codigo, kg_por_unidade: l.valor },
          );
        const doGrupo = produtos.filter((l) => l.grupo === g.id);
        const vinculos = doGrupo.flatMap((l) =>
          l.decisao.tipo === 'vincular'
            ? [{ codigo: l.produto.codigo_interno, id_produto: l.decisao.idProduto }]
            : [],
        );
        const ignorar = doGrupo
          .filter((l) => l.decisao.tipo === 'ignorar')
          .map((l) => l.produto.codigo_interno);
        const escolhidos = g.cfops_sem_destino.flatMap((c) => {
          const destino = destinos[chave(g.id, c.cfop)];
          return destino ? [{ cfop: c.cfop, destino }] : [];
        });
        return { conversoes, vinculos, ignorar, destinos: escolhidos };
      }),
    );
  }

  return (
    <Card title={titulo} className="no-print pendencias">
      <div className="stack">
        <p>
          {grupos.length === 1 && !grupos[0]?.emitente
            ? 'Responda abaixo e importe a nota: nada é importado antes disso.'
            : 'Responda abaixo, uma vez por emitente, e importe as notas: as que perguntam algo só são importadas depois disso.'}
        </p>
        {aviso && (
          <Notice tone="info" onDismiss={() => setAviso(null)}>
            {aviso}
          </Notice>
        )}
        {grupos.map((g, indice) => {
          const sufixo = sufixoDe(g);
          const doGrupo = produtos.filter((l) => l.grupo === g.id);
          const kgsDoGrupo = kgsPedidos.filter((l) => l.grupo === g.id);
          return (
            <div key={g.id} className="stack pendencias__grupo">
              {g.emitente && (
                <header>
                  <h3 className="pendencias__emitente">{`${g.emitente.nome} (${g.emitente.documento})`}</h3>
                  <p className="entrada-nota">{`${g.emitente.arquivos.length} nota(s): ${arquivosDoEmitente(g.emitente.arquivos)}`}</p>
                </header>
              )}
              {doGrupo.length > 0 && (
                <ProdutosNaoEncontrados
                  linhas={doGrupo}
                  idDaLegenda={`pendencias-produtos-${indice}`}
                  sufixo={sufixo}
                  vinculando={vinculando?.startsWith(`${g.id}|`) ? vinculando.slice(g.id.length + 1) : null}
                  onVincular={(codigo) => setVinculando(codigo === null ? null : chave(g.id, codigo))}
                  onAlterar={(codigo, mudanca) => alterarProduto(g.id, codigo, mudanca)}
                />
              )}
              {kgsDoGrupo.length > 0 && (
                <ItensSemPeso
                  linhas={kgsDoGrupo}
                  idDaLegenda={`pendencias-kg-${indice}`}
                  sufixo={sufixo}
                  onAlterar={(codigo, mudanca) => alterarKg(g.id, codigo, mudanca)}
                />
              )}
              {g.cfops_sem_destino.length > 0 && (
                <DestinosDosCfops
                  cfops={g.cfops_sem_destino}
                  idDaLegenda={`pendencias-cfops-${indice}`}
                  sufixo={sufixo}
                  destinos={Object.fromEntries(
                    g.cfops_sem_destino.map((c) => [c.cfop, destinos[chave(g.id, c.cfop)] ?? '']),
                  )}
                  onEscolher={(cfop, destino) =>
                    setDestinos((atual) => ({ ...atual, [chave(g.id, cfop)]: destino }))
                  }
                />
              )}
            </div>
          );
        })}
        <div className="pendencias__botoes">
          <Button variant="secondary" onClick={onCancelar}>
            Cancelar
          </Button>
          {aCadastrar.length > 0 && (
            <Button
              variant="secondary"
              onClick={() => void cadastrarTodos()}
              isLoading={isCadastrando}
              loadingText="Cadastrando..."
            >
              Cadastrar todos
            </Button>
          )}
          <Button onClick={importar} disabled={!podeImportar || isCadastrando}>
            {rotuloImportar}
          </Button>
        </div>
        {!podeImportar && (
          <p className="entrada-nota" role="status">
            {aCadastrar.length > 0
              ? `Cadastre, vincule ou ignore ${aCadastrar.length} produto(s) antes de importar.`
              : kgsEmFalta.length > 0
                ? `Informe o peso em kg de ${kgsEmFalta.map((l) => l.codigo).join(', ')}.`
                : `Escolha o destino dos itens do CFOP ${destinosEmFalta.map((c) => c.cfop).join(', ')}.`}
          </p>
        )}
      </div>
    </Card>
  );
}

type PendenciasImportacaoProps = {
  analise: TAnaliseEntrada;
  onImportar: (respostas: TRespostasImportacaoEntrada) => void;
  onCancelar: () => void;
};

/** The questions of one note (an upload, or an NF-e received from SEFAZ), answered before its import. */
export function PendenciasImportacao({ analise, onImportar, onCancelar }: PendenciasImportacaoProps) {
  return (
    <Pendencias
      titulo={`NF-e ${analise.numero_nf} — ${analise.emitente}`}
      grupos={[
        {
          id: analise.chave,
          produtos: analise.produtos,
          itens_sem_kg: analise.itens_sem_kg,
          cfops_sem_destino: analise.cfops_sem_destino,
        },
      ]}
      onImportar={([respostas]) => onImportar(respostas ?? {})}
      onCancelar={onCancelar}
      rotuloImportar="Importar Nota"
    />
  );
}

type PendenciasDoZipProps = {
  /** The .zip's name. */
  nome: string;
  pendencias: TPendenciasDoEmitente[];
  onImportar: (respostas: TRespostasDoZipEnvio) => void;
  onCancelar: () => void;
};

/** Issue 24: every question of a .zip's notes, per emitente, answered once; then the .zip is sent again. */
export function PendenciasDoZip({ nome, pendencias, onImportar, onCancelar }: PendenciasDoZipProps) {
  return (
    <Pendencias
      titulo={`Perguntas do ${nome}`}
      grupos={pendencias.map((p) => ({
        ...p,
        id: p.emitente,
        emitente: { nome: p.nome, documento: p.emitente, arquivos: p.arquivos },
      }))}
      onImportar={(respostas) =>
        onImportar(
          respostas.map(({ conversoes = [], ...r }, i) => ({
            ...r,
            emitente: pendencias[i]?.emitente ?? '',
            // Only per unit in a .zip (the rows offer nothing else).
            conversoes: conversoes.flatMap((c) => ('kg_por_unidade' in c ? [c] : [])),
          })),
        )
      }
      onCancelar={onCancelar}
      rotuloImportar="Importar Notas"
    />
  );
}
