import type { TImportacaoEntrada, TRespostasImportacao } from '@erp/contracts/entradas';
import type { NFeLida } from '@erp/fiscal/nfe/parse';
import { isAutorizada } from '@erp/fiscal/nfe/sefaz/situacao-cstat';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { insertMovimentos } from '../estoque/estoque.repository.ts';
import type { ArquivoEnviado } from './arquivo-enviado.ts';
import { situacaoDaAssinatura } from './assinatura-da-entrada.ts';
import { clienteDoEmitente } from './cliente-do-emitente.ts';
import { ItensSemKgError, resolverNota } from './conversoes-da-nota.ts';
import { custoDoItem } from './custo-da-compra.ts';
import { CfopsSemDestinoError, destinosDaNota, documentoDoEmitente } from './destinos-da-nota.ts';
import {
  findClienteIdByDocumento,
  findEntradaIdByChave,
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

  // Nothing is written while a question is unanswered: the note waits whole (never half-imported).
  const resolucao = await resolverNota(ctx.db, nfe, respostas, cache.produtos);
  if (resolucao.faltantes.length > 0) throw new ProdutosNaoCadastradosError(resolucao.faltantes);
  if (resolucao.semKg.length > 0) throw new ItensSemKgError(resolucao.semKg);
  const destinos = await destinosDaNota(ctx.db, nfe, respostas);
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

  const assinatura = nfe.assinatura ?? situacaoDaAssinatura(nfe.xml);
  const avisos = [
    ...(assinatura.situacao === 'valida' ? [] : [AVISO_ASSINATURA]),
    ...(isAutorizada(nfe.protocolo?.cStat) ? [] : [AVISO_PROTOCOLO]),
  ];
  const numeroNf = Number.parseInt(nfe.nNF, 10);
  const emitente = documentoDoEmitente(nfe);

  try {
    const importada = await ctx.db.transaction(async (tx) => {
      const idCliente = temTerceiros ? await clienteDoEmitente(tx, nfe.emit) : null;
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
        protocoloAutorizacao: isAutorizada(nfe.protocolo?.cStat) ? (nfe.protocolo?.nProt ?? null) : null,
        idUsuario: caller.userId,
      });
      // What the answers taught is kept per client (a supplier that is no client keeps only the CFOP answers).
      const idAprendiz = idCliente ?? (await findClienteIdByDocumento(tx, emitente));
      if (idAprendiz !== undefined) {
        for (const v of resolucao.aprendizado.vinculos)
          await gravarVinculo(tx, idAprendiz, v.codigo, v.idProduto);
        for (const c of resolucao.aprendizado.conversoes) {
          await gravarConversao(tx, idAprendiz, c.codigo, c.unidade, c.kgPorUnidade);
        }
      }
      for (const d of destinos.aprendidos) await gravarDestino(tx, emitente, d.cfop, d.destino);
      await insertItens(
        tx,
        itens.map(({ item, idProduto, ignorado, kg, destino, custoTotal }) => ({
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
          // Ignored or bought: no balance, so no return, FIFO or Material de Terceiros ever counts it.
          saldoKg: ignorado || destino === 'proprio' ? '0' : kg,
          ignorado,
          destino,
          custoTotal,
        })),
      );
      await insertMovimentos(
        tx,
        itens.flatMap(({ idProduto, ignorado, kg, destino, custoTotal }) =>
          ignorado || idProduto === null
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
      const lancamentos = fornecedor
        ? await criarPagaveisDaEntrada(tx, nfe, idEntrada, fornecedor.id, caller.userId)
        : [];
      await insertAuditEntry(tx, {
        acao: 'NFE_ENTRADA_IMPORTADA',
        idUsuario: caller.userId,
        entidade: 'nfe_entradas',
        idEntidade: String(idEntrada),
        ip: caller.ip,
        detalhes: {
          chave: nfe.chave,
          avisos,
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
      message: `NF-e ${numeroNf} importada com sucesso.`,
      id: importada.idEntrada,
      chave: nfe.chave,
      avisos,
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
