import type { TImportacaoEntrada, TRespostasImportacao } from '@erp/contracts/entradas';
import type { NFeLida } from '@erp/fiscal/nfe';
import { isAutorizada } from '@erp/fiscal/sefaz';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { insertMovimentos } from '../estoque/estoque.repository.ts';
import type { ArquivoEnviado } from './arquivo-enviado.ts';
import { situacaoDaAssinatura } from './assinatura-da-entrada.ts';
import { clienteDoEmitente } from './cliente-do-emitente.ts';
import { ItensSemKgError, resolverNota } from './conversoes-da-nota.ts';
import { custoDoItem } from './custo-da-compra.ts';
import { CfopsSemDestinoError, destinosDaNota, documentoDoEmitente } from './destinos-da-nota.ts';
import {
  type DonoDosCodigos,
  findClienteIdByDocumento,
  findEntradaIdByChave,
  findFornecedorIdByDocumento,
  gravarConversao,
  gravarDestino,
  gravarVinculo,
  insertEntrada,
  insertItens,
} from './entradas.repository.ts';
import { fornecedorDoEmitente } from './fornecedor-do-emitente.ts';
import type { LeitorDeEntradas } from './leitor-de-entradas.ts';
import { criarPagaveisDaEntrada } from './pagaveis-da-entrada.ts';
import { type CacheDeProdutos, ProdutosNaoCadastradosError } from './produtos-da-nota.ts';

const AVISO_ASSINATURA = 'Assinatura inválida';
const AVISO_PROTOCOLO = 'Sem protocolo de autorização';

/** Who imports: a user, or nobody when the 'Buscar na SEFAZ' job imports a note it received. */
export type AutorDaImportacao = { userId: number | null; ip: string | null };

/** What a batch of files reuses from one file to the next: the company's CNPJ and the products found. */
export type CacheImportacao = { cnpjEmpresa?: string; produtos: CacheDeProdutos };

export const novoCacheImportacao = (): CacheImportacao => ({ produtos: new Map() });

/**
 * `confiarNaSefaz`: the note came from the Ambiente Nacional ('Buscar na SEFAZ'), whose word on it stands; its
 * signature is recorded but never makes it wait (issue 26).
 */
export type OpcoesDaImportacao = { confiarNaSefaz?: boolean };

/** Whose codes the answers taught: the client's, else the supplier's (issue 24); none when the emitente is neither. */
async function donoDoAprendizado(
  tx: Database,
  emitente: string,
  idCliente: number | null,
  idFornecedor: number | null,
): Promise<DonoDosCodigos | undefined> {
  const cliente = idCliente ?? (await findClienteIdByDocumento(tx, emitente));
  if (cliente !== undefined) return { idCliente: cliente };
  const fornecedor = idFornecedor ?? (await findFornecedorIdByDocumento(tx, emitente));
  return fornecedor === undefined ? undefined : { idFornecedor: fornecedor };
}

async function cnpjDaEmpresa(ctx: AppContext, cache: CacheImportacao): Promise<string> {
  cache.cnpjEmpresa ??= (await findEmpresa(ctx.db))?.cnpj ?? undefined;
  if (!cache.cnpjEmpresa) {
    throw AppError.unprocessable(
      'Cadastre o CNPJ da empresa em Dados da Empresa antes de importar notas de entrada.',
    );
  }
  return cache.cnpjEmpresa;
}

/**
 * The note's items as the import stores them (product, kg, destination, cost), or the question still unanswered
 * (thrown: products not registered, kg per unit, CFOP destination). Also used when SEFAZ's document replaces a
 * waiting entry's items (liberar-entrada-pela-sefaz.ts).
 */
export async function prepararItensDaNota(
  db: Database,
  nfe: NFeLida,
  respostas: TRespostasImportacao | undefined,
  cache: CacheImportacao,
) {
  // Nothing is written while a question is unanswered: the note waits whole (never half-imported).
  const resolucao = await resolverNota(db, nfe, respostas, cache.produtos);
  if (resolucao.faltantes.length > 0) throw new ProdutosNaoCadastradosError(resolucao.faltantes);
  if (resolucao.semKg.length > 0) throw new ItensSemKgError(resolucao.semKg);
  const destinos = await destinosDaNota(db, nfe, respostas);
  if (destinos.semDestino.length > 0) throw new CfopsSemDestinoError(destinos.semDestino);
  const itens = resolucao.itens.map((i) => {
    const destino = destinos.porItem.get(i.item.nItem) ?? 'terceiros';
    return {
      ...i,
      kg: i.kg.toFixed(4),
      destino,
      custoTotal: destino === 'proprio' ? custoDoItem(i.item) : null,
    };
  });
  // The emitente's roles follow the items that move something: a remessa makes it a client, a purchase a supplier.
  const movidos = itens.some((i) => !i.ignorado) ? itens.filter((i) => !i.ignorado) : itens;
  const temTerceiros = movidos.some((i) => i.destino === 'terceiros');
  const temProprio = movidos.some((i) => i.destino === 'proprio');
  return { resolucao, destinos, itens, temTerceiros, temProprio };
}

type ItemPreparado = Awaited<ReturnType<typeof prepararItensDaNota>>['itens'][number];

/** The entry's item rows; `pendente` (signature waiting) or ignored or bought: no client balance yet. */
export function linhasDosItens(idEntrada: number, itens: ItemPreparado[], pendente: boolean) {
  return itens.map(({ item, idProduto, ignorado, kg, destino, custoTotal }) => ({
    idNfeEntrada: idEntrada,
    numeroItem: Number.parseInt(item.nItem, 10),
    idProduto,
    codigoProduto: item.cProd,
    descricao: item.xProd,
    ncm: item.NCM,
    cfop: item.CFOP,
    unidade: item.uCom,
    quantidade: item.qCom,
    valorUnitario: item.vUnCom,
    valorTotal: item.vProd,
    quantidadeKg: kg,
    // Ignored, bought or waiting for its signature: no balance, so no return, FIFO or Material de Terceiros
    // counts it (the confirmation gives the client's items theirs).
    saldoKg: ignorado || destino === 'proprio' || pendente ? '0' : kg,
    ignorado,
    destino,
    custoTotal,
  }));
}

/**
 * Imports an incoming NF-e in one transaction: entry, items with their kg balance, stock movements and, when
 * needed, the client; a supplier's purchase items (issue 24) go to own stock at cost, with the supplier and the
 * payables. Anything that fails leaves nothing behind; the unique access key makes a second import
 * of the same file, even at the same moment, answer 409.
 */
export async function importarNfeEntrada(
  ctx: AppContext,
  leitor: LeitorDeEntradas,
  arquivo: ArquivoEnviado,
  caller: Caller,
  respostas?: TRespostasImportacao,
): Promise<TImportacaoEntrada> {
  const nfe = await leitor.emLote((ler) =>
    ler({ nome: arquivo.nome, xml: arquivo.conteudo }, { comAssinatura: true }),
  );
  return importarNfeLida(ctx, nfe, caller, novoCacheImportacao(), respostas);
}

/**
 * The import of a note already read; a batch passes its cache so that each file does not look it up again.
 * The signature is the one the worker checked (`nfe.assinatura`), or checked here when the note was read on
 * the main thread ('Buscar na SEFAZ').
 */
export async function importarNfeLida(
  ctx: AppContext,
  nfe: NFeLida,
  caller: AutorDaImportacao,
  cache: CacheImportacao = novoCacheImportacao(),
  respostas?: TRespostasImportacao,
  opcoes: OpcoesDaImportacao = {},
): Promise<TImportacaoEntrada> {
  const cnpjEmpresa = await cnpjDaEmpresa(ctx, cache);
  const destinatario = (nfe.dest?.CNPJ ?? nfe.dest?.CPF ?? '').toUpperCase();
  if (destinatario !== cnpjEmpresa) {
    throw AppError.unprocessable(
      `Esta NF-e não é destinada à empresa: o destinatário é ${destinatario || 'não informado'}, o CNPJ da empresa é ${cnpjEmpresa}.`,
    );
  }
  const jaImportada = () => AppError.conflict(`NF-e já importada (chave ${nfe.chave}).`, nfe.chave);
  if ((await findEntradaIdByChave(ctx.db, nfe.chave)) !== undefined) throw jaImportada();

  const { resolucao, destinos, itens, temTerceiros, temProprio } = await prepararItensDaNota(
    ctx.db,
    nfe,
    respostas,
    cache,
  );

  const assinatura = nfe.assinatura ?? situacaoDaAssinatura(nfe.xml);
  // A file whose signature does not verify may have been altered (999 999 kg under a wrapped signature): it waits
  // for an Administrador, with no balance, stock or payable (issue 26).
  const pendente = assinatura.situacao !== 'valida' && !opcoes.confiarNaSefaz;
  const avisos = [
    ...(assinatura.situacao === 'valida' ? [] : [AVISO_ASSINATURA]),
    ...(isAutorizada(nfe.protocolo?.cStat) ? [] : [AVISO_PROTOCOLO]),
  ];
  const numeroNf = Number.parseInt(nfe.nNF, 10);
  const emitente = documentoDoEmitente(nfe);

  try {
    const importada = await ctx.db.transaction(async (tx) => {
      const idCliente = temTerceiros ? await clienteDoEmitente(tx, nfe.emit, caller) : null;
      const fornecedor = temProprio ? await fornecedorDoEmitente(tx, nfe.emit) : null;
      const idEntrada = await insertEntrada(tx, {
        chaveAcesso: nfe.chave,
        numeroNf,
        serie: Number.parseInt(nfe.serie, 10),
        dataEmissao: new Date(nfe.dhEmi),
        naturezaOperacao: nfe.natOp,
        idCliente,
        idFornecedor: fornecedor?.id ?? null,
        emitenteCpfCnpj: emitente,
        valorTotal: nfe.total.vNF,
        xmlOriginal: nfe.xml,
        situacaoAssinatura: assinatura.situacao,
        assinaturaPendente: pendente,
        protocoloAutorizacao: isAutorizada(nfe.protocolo?.cStat) ? (nfe.protocolo?.nProt ?? null) : null,
        idUsuario: caller.userId,
      });
      // What the answers taught is kept per client, or per supplier when the emitente is no client.
      const { vinculos, conversoes } = resolucao.aprendizado;
      const aprendiz =
        vinculos.length + conversoes.length > 0
          ? await donoDoAprendizado(tx, emitente, idCliente, fornecedor?.id ?? null)
          : undefined;
      if (aprendiz !== undefined) {
        for (const v of vinculos) await gravarVinculo(tx, aprendiz, v.codigo, v.idProduto);
        for (const c of conversoes) {
          await gravarConversao(tx, aprendiz, c.codigo, c.unidade, c.kgPorUnidade);
        }
      }
      for (const d of destinos.aprendidos) await gravarDestino(tx, emitente, d.cfop, d.destino);
      await insertItens(tx, linhasDosItens(idEntrada, itens, pendente));
      await insertMovimentos(
        tx,
        itens.flatMap(({ idProduto, ignorado, kg, destino, custoTotal }) =>
          ignorado || idProduto === null || pendente
            ? []
            : [
                {
                  idProduto,
                  quantidadeKg: kg,
                  origem: 'ENTRADA_NFE' as const,
                  idDocumento: String(idEntrada),
                  idUsuario: caller.userId,
                  destino,
                  custoTotal,
                },
              ],
        ),
      );
      const lancamentos =
        fornecedor && !pendente
          ? await criarPagaveisDaEntrada(tx, nfe, idEntrada, fornecedor.id, caller.userId)
          : [];
      await auditarEvento(tx, caller, {
        acao: 'NFE_ENTRADA_IMPORTADA',
        entidade: 'nfe_entradas',
        idEntidade: idEntrada,
        detalhes: {
          chave: nfe.chave,
          avisos,
          ...(pendente ? { assinatura_pendente: true, situacao_assinatura: assinatura.situacao } : {}),
          ignorados: itens.filter((i) => i.ignorado).map((i) => i.item.cProd),
          ...(fornecedor
            ? {
                id_fornecedor: fornecedor.id,
                fornecedor_cadastrado: fornecedor.criado,
                compras: itens.filter((i) => i.destino === 'proprio').map((i) => i.item.nItem),
                lancamentos,
              }
            : {}),
          ...(destinos.aprendidos.length > 0 ? { destinos_respondidos: destinos.aprendidos } : {}),
        },
      });
      return { idEntrada, idCliente, idFornecedor: fornecedor?.id ?? null, lancamentos };
    });
    return {
      message: pendente
        ? `NF-e ${numeroNf} recebida com assinatura inválida: aguarda a confirmação de um Administrador.`
        : `NF-e ${numeroNf} importada com sucesso.`,
      id: importada.idEntrada,
      chave: nfe.chave,
      avisos,
      assinatura_pendente: pendente,
      itens: itens.map((i) => ({
        numero_item: Number.parseInt(i.item.nItem, 10),
        codigo: i.item.cProd,
        cfop: i.item.CFOP,
        destino: i.destino,
      })),
      id_cliente: importada.idCliente,
      id_fornecedor: importada.idFornecedor,
      emitente: nfe.emit.xNome,
      lancamentos: importada.lancamentos,
    };
  } catch (error) {
    // The same file imported twice at the same moment: the second transaction hits the unique key.
    if (isUniqueViolation(error, 'nfe_entradas_chave_acesso_key')) throw jaImportada();
    throw error;
  }
}
