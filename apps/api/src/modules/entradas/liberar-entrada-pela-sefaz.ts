import type { TImportacaoEntrada, TRespostasImportacao } from '@erp/contracts/entradas';
import { Decimal } from '@erp/fiscal/decimal';
import type { NFeLida } from '@erp/fiscal/nfe';
import { isAutorizada } from '@erp/fiscal/sefaz';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { situacaoDaAssinatura } from './assinatura-da-entrada.ts';
import { clienteDoEmitente } from './cliente-do-emitente.ts';
import { liberarEntradaAguardando } from './confirmar-assinatura-da-entrada.ts';
import {
  deleteItensDaEntrada,
  findItensDaNota,
  insertItens,
  lockEntrada,
  lockItensParaEstorno,
  marcarLiberadaPelaSefaz,
} from './entradas.repository.ts';
import { fornecedorDoEmitente } from './fornecedor-do-emitente.ts';
import {
  type AutorDaImportacao,
  type CacheImportacao,
  linhasDosItens,
  prepararItensDaNota,
} from './importar-nfe-entrada.ts';

/** Why the release has no reason typed by a user: the audit says so. */
export const LIBERADA_PELA_SEFAZ =
  'Sem motivo de usuário: liberada pelo documento autorizado que a SEFAZ entregou (Buscar na SEFAZ).';

type ItemGuardado = Awaited<ReturnType<typeof findItensDaNota>>[number];

/** Whether SEFAZ's document has the very items the uploaded file had (code, CFOP, unit, quantity, value). */
function mesmosItens(guardados: ItemGuardado[], nfe: NFeLida): boolean {
  if (guardados.length !== nfe.det.length) return false;
  return nfe.det.every((item) => {
    const g = guardados.find((x) => x.numeroItem === Number.parseInt(item.nItem, 10));
    return (
      g !== undefined &&
      g.codigoProduto === item.cProd &&
      g.cfop === item.CFOP &&
      g.unidade === item.uCom &&
      new Decimal(g.quantidade).eq(item.qCom) &&
      new Decimal(g.valorTotal).eq(item.vProd)
    );
  });
}

/**
 * 'Buscar na SEFAZ' delivered the key of an entry that waits for the confirmation of its signature (issue 26):
 * SEFAZ's authorised document settles it, as an Administrador's confirmation would, in one transaction (balances,
 * own stock, payables). The entry keeps SEFAZ's XML; when its items differ from the uploaded file's (an altered
 * quantity), SEFAZ's items and quantities replace them, asking what the import would ask (thrown, the entry keeps
 * waiting). Audited as NFE_ENTRADA_ASSINATURA_CONFIRMADA with `liberada_pela_sefaz` and no user reason. 409 (as an
 * import of a key already imported) when it no longer waits.
 */
export async function liberarEntradaPelaSefaz(
  ctx: AppContext,
  idEntrada: number,
  nfe: NFeLida,
  autor: AutorDaImportacao,
  cache: CacheImportacao,
  respostas?: TRespostasImportacao,
): Promise<TImportacaoEntrada> {
  const guardados = await findItensDaNota(ctx.db, idEntrada);
  const substituir = !mesmosItens(guardados, nfe);
  const preparados = substituir ? await prepararItensDaNota(ctx.db, nfe, respostas, cache) : undefined;
  const assinatura = nfe.assinatura ?? situacaoDaAssinatura(nfe.xml);
  const autorizada = isAutorizada(nfe.protocolo?.cStat);

  return ctx.db.transaction(async (tx) => {
    const entrada = await lockEntrada(tx, idEntrada);
    if (!entrada?.assinaturaPendente) {
      throw AppError.conflict(`NF-e já importada (chave ${nfe.chave}).`, nfe.chave);
    }
    let { idCliente, idFornecedor } = entrada;
    if (preparados) {
      if ((await lockItensParaEstorno(tx, idEntrada)).some((i) => i.usos > 0)) {
        throw AppError.conflict(
          `Os itens da NF-e ${entrada.numeroNf} já são usados em notas ou ordens: confirme a assinatura na tela.`,
        );
      }
      if (preparados.temTerceiros) idCliente ??= await clienteDoEmitente(tx, nfe.emit, autor);
      if (preparados.temProprio) idFornecedor ??= (await fornecedorDoEmitente(tx, nfe.emit)).id;
      await deleteItensDaEntrada(tx, idEntrada);
      // Inserted as waiting (no balance); the release below gives them their kg, as for the uploaded items.
      await insertItens(tx, linhasDosItens(idEntrada, preparados.itens, true));
    }
    await marcarLiberadaPelaSefaz(tx, idEntrada, {
      xmlOriginal: nfe.xml,
      situacaoAssinatura: assinatura.situacao,
      protocoloAutorizacao: autorizada ? (nfe.protocolo?.nProt ?? null) : null,
      valorTotal: nfe.total.vNF,
      dataEmissao: new Date(nfe.dhEmi),
      naturezaOperacao: nfe.natOp,
      idCliente,
      idFornecedor,
      idUsuario: autor.userId,
    });
    const lancamentos = await liberarEntradaAguardando(
      tx,
      { id: idEntrada, idFornecedor },
      nfe,
      autor.userId,
    );
    const itens = preparados
      ? preparados.itens.map((i) => ({
          numero_item: Number.parseInt(i.item.nItem, 10),
          codigo: i.item.cProd,
          cfop: i.item.CFOP,
          destino: i.destino,
        }))
      : guardados.map((g) => ({
          numero_item: g.numeroItem,
          codigo: g.codigoProduto,
          cfop: g.cfop,
          destino: g.destino,
        }));
    await auditarEvento(tx, autor, {
      acao: 'NFE_ENTRADA_ASSINATURA_CONFIRMADA',
      entidade: 'nfe_entradas',
      idEntidade: idEntrada,
      detalhes: {
        chave: nfe.chave,
        situacao_assinatura: entrada.situacaoAssinatura,
        liberada_pela_sefaz: true,
        motivo: LIBERADA_PELA_SEFAZ,
        // The uploaded file's items gave way to SEFAZ's: what each said, kept for whoever checks it later.
        ...(substituir
          ? {
              itens_enviados: guardados.map((g) => ({ numero_item: g.numeroItem, quantidade: g.quantidade })),
              itens_da_sefaz: nfe.det.map((d) => ({
                numero_item: Number.parseInt(d.nItem, 10),
                quantidade: d.qCom,
              })),
            }
          : {}),
        ...(lancamentos.length > 0 ? { lancamentos } : {}),
      },
    });
    return {
      message: `NF-e ${entrada.numeroNf} liberada pelo documento autorizado da SEFAZ: o material e o estoque da nota estão disponíveis.`,
      id: idEntrada,
      chave: nfe.chave,
      avisos: [
        ...(assinatura.situacao === 'valida' ? [] : ['Assinatura inválida']),
        ...(autorizada ? [] : ['Sem protocolo de autorização']),
      ],
      assinatura_pendente: false,
      itens,
      id_cliente: idCliente,
      id_fornecedor: idFornecedor,
      emitente: nfe.emit.xNome,
      lancamentos,
    };
  });
}
