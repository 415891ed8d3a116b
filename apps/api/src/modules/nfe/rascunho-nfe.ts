import type { TRascunhoNfe } from '@erp/contracts/nfe-rascunho';
import { ZRascunhoNfe } from '@erp/contracts/nfe-rascunho';
import { totalDoRascunho } from '@erp/contracts/nfe-valores';
import type { CRT, TabelaFiscal } from '@erp/fiscal/calculo';
import { anoFiscal } from '@erp/fiscal/data-hora';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { tabelaFiscalDoAno } from '../fiscal/tabela-fiscal-do-ano.ts';
import {
  idsDasOrdensDaNota,
  reservasDasOrdens,
  vincularOrdensANota,
} from '../ordens-da-nota/ordens-da-nota.repository.ts';
import { conferirInformacoesComplementares } from './informacoes-complementares.ts';
import { conferirSaldos, type LinhaComReferencia, resolverLinhas } from './linhas-nfe.ts';
import {
  type ClienteRow,
  deleteNota,
  findCliente,
  findNota,
  insertNota,
  replaceItens,
  updateNota,
} from './nfe.repository.ts';
import { conferirTransporte, transporteParaGravar } from './transporte-nfe.ts';

type Rascunho = z.output<typeof ZRascunhoNfe>;

/** The status a note must have to be changed by the user: only drafts (a rejected note is a draft again). */
export function exigirRascunho(status: string) {
  if (status === 'Rascunho') return;
  throw AppError.conflict(
    status === 'Processando'
      ? 'Esta NF-e foi enviada à SEFAZ e aguarda resposta; não pode ser alterada.'
      : `Esta NF-e está ${status.toLowerCase()} e não pode ser alterada.`,
  );
}

/**
 * What a draft's CFOPs and values depend on: the company's CRT and UF, and the tax rules of the fiscal year it is
 * saved in (its emission takes the rules of its own dhEmi's year again). A year without its IBS/CBS row is a 422
 * naming the year and the screen that fixes it.
 */
export async function empresaDoRascunho(
  ctx: AppContext,
  agora = new Date(),
): Promise<{ crt: CRT; uf: string | null; ano: number; tabela: TabelaFiscal }> {
  const empresa = await findEmpresa(ctx.db);
  const ano = anoFiscal(agora);
  const tabela = await tabelaFiscalDoAno(ctx.db, ano);
  return { crt: String(empresa?.regimeTributario ?? 1) as CRT, uf: empresa?.uf ?? null, ano, tabela };
}

/**
 * The note's totals from the shared calculation (contracts' totalDoRascunho, the engine's own vProd/vIPI/vNF),
 * so the total a draft shows is the vNF its emission will carry.
 */
export function totaisDasLinhas(
  linhas: readonly LinhaComReferencia[],
  empresa: { crt: CRT; uf: string | null; ano: number; tabela: TabelaFiscal },
  cliente: Pick<ClienteRow, 'uf'>,
) {
  return totalDoRascunho(
    linhas.map((l) => ({
      cfop: l.cfop,
      quantidade: l.quantidade,
      valor_unitario: l.valorUnitario,
      aliquota_ipi: l.aliquotaIpi,
    })),
    {
      crt: empresa.crt,
      ano: empresa.ano,
      tabela: empresa.tabela,
      uf_emitente: empresa.uf,
      uf_destinatario: cliente.uf,
    },
  );
}

/** Only what a stored line keeps (the entry NF and the IPI rate are read again from their tables). */
const paraGravar = ({
  idNfEntrada: _nf,
  numeroNfEntrada: _numero,
  serieNfEntrada: _serie,
  aliquotaIpi: _ipi,
  ...linha
}: LinhaComReferencia) => linha;

/** POST /nfe/rascunho/linhas: the lines as a save would store them, for the screen to show; nothing is saved. */
export async function resolverLinhasDoRascunho(ctx: AppContext, input: Rascunho | TRascunhoNfe) {
  const dados = ZRascunhoNfe.parse(input);
  const empresa = await empresaDoRascunho(ctx);
  const cliente = await findCliente(ctx.db, dados.id_cliente);
  if (!cliente)
    throw AppError.validation('Cliente não encontrado.', [
      { campo: 'id_cliente', mensagem: 'Cliente não encontrado.' },
    ]);
  const ordens = dados.id ? await idsDasOrdensDaNota(ctx.db, dados.id) : [];
  const linhas = await resolverLinhas(ctx.db, {
    cliente,
    natureza: dados.natureza_operacao,
    crt: empresa.crt,
    ufEmpresa: empresa.uf,
    linhas: dados.itens,
    tabela: empresa.tabela,
    ano: empresa.ano,
    itensDasOrdens: ordens.length > 0,
  });
  await conferirSaldos(ctx.db, linhas, await reservasDasOrdens(ctx.db, ordens));
  return {
    itens: linhas.map((l) => ({
      id_produto: l.idProduto,
      id_servico: l.idServico,
      id_item_entrada: l.idItemEntrada,
      id_nf_entrada_referencia: l.idNfEntrada,
      numero_nf_entrada: l.numeroNfEntrada,
      serie_nf_entrada: l.serieNfEntrada,
      nome_produto: l.nomeProduto,
      cfop: l.cfop,
      quantidade: l.quantidade,
      valor_unitario: l.valorUnitario,
      valor_total: l.valorTotal,
      xPed: l.xPed,
      nItemPed: l.nItemPed,
    })),
  };
}

/**
 * POST /nfe/rascunho: creates or updates a draft; the server recomputes lines and totals from its records.
 * `ordens`: a new draft built from these ordens de industrialização (gerar-nfe-retorno.ts), remembered with it; a
 * draft already built so keeps its orders. Such a draft keeps its lines' entry items and may take the kg its
 * orders reserve.
 */
export async function salvarRascunho(
  ctx: AppContext,
  input: Rascunho | TRascunhoNfe,
  caller: Caller,
  opcoes: { ordens?: readonly number[] } = {},
) {
  const dados = ZRascunhoNfe.parse(input);
  const empresa = await empresaDoRascunho(ctx);
  return ctx.db.transaction(async (tx) => {
    if (dados.id) {
      const atual = await findNota(tx, dados.id, 'update');
      if (!atual) throw AppError.notFound('Rascunho não encontrado.');
      exigirRascunho(atual.status);
    }
    const cliente = await findCliente(tx, dados.id_cliente);
    if (!cliente)
      throw AppError.validation('Cliente não encontrado.', [
        { campo: 'id_cliente', mensagem: 'Cliente não encontrado.' },
      ]);
    conferirTransporte(dados.transporte, empresa.uf, cliente.uf);
    const ordens = opcoes.ordens ?? (dados.id ? await idsDasOrdensDaNota(tx, dados.id) : []);
    const linhas = await resolverLinhas(tx, {
      cliente,
      natureza: dados.natureza_operacao,
      crt: empresa.crt,
      ufEmpresa: empresa.uf,
      linhas: dados.itens,
      tabela: empresa.tabela,
      ano: empresa.ano,
      itensDasOrdens: ordens.length > 0,
    });
    await conferirSaldos(tx, linhas, await reservasDasOrdens(tx, ordens));
    conferirInformacoesComplementares(
      dados.informacoes_complementares,
      linhas.map((l) => l.cfop),
      empresa,
      dados.natureza_operacao,
      empresa.tabela,
    );
    const totais = totaisDasLinhas(linhas, empresa, cliente);
    const total = totais.valor_total_nota;
    const cabecalho = {
      idCliente: cliente.id,
      naturezaOperacao: dados.natureza_operacao,
      finalidadeEmissao: dados.finalidade_emissao,
      modalidadeFrete: dados.transporte.modalidade_frete,
      transporte: transporteParaGravar(dados.transporte),
      informacoesComplementares: dados.informacoes_complementares ?? null,
      valorTotalProdutos: totais.valor_total_produtos,
      valorTotalNota: total,
    };
    let id = dados.id ?? undefined;
    if (id) await updateNota(tx, id, cabecalho);
    else id = await insertNota(tx, { ...cabecalho, idUsuario: caller.userId });
    await replaceItens(tx, id, linhas.map(paraGravar));
    if (opcoes.ordens) await vincularOrdensANota(tx, id, opcoes.ordens);
    await auditarEvento(tx, caller, {
      acao: dados.id ? 'NFE_RASCUNHO_ALTERADO' : 'NFE_RASCUNHO_CRIADO',
      entidade: 'notas_fiscais',
      idEntidade: id,
      detalhes: { itens: linhas.length, valor_total_nota: total },
    });
    return {
      message: 'Rascunho salvo com sucesso!',
      id,
      valor_total_produtos: totais.valor_total_produtos,
      valor_total_nota: total,
    };
  });
}

/** DELETE /nfe/rascunho/{id}: a draft that never took a number disappears; a numbered one is a gap to void. */
export async function excluirRascunho(ctx: AppContext, id: number, caller: Caller) {
  await ctx.db.transaction(async (tx) => {
    const nota = await findNota(tx, id, 'update');
    if (!nota) throw AppError.notFound('Rascunho não encontrado.');
    exigirRascunho(nota.status);
    await deleteNota(tx, id);
    await auditarEvento(tx, caller, {
      acao: 'NFE_RASCUNHO_EXCLUIDO',
      entidade: 'notas_fiscais',
      idEntidade: id,
      detalhes: nota.numero ? { numero: nota.numero, serie: nota.serie } : {},
    });
  });
  return { message: 'Rascunho excluído com sucesso!' };
}
