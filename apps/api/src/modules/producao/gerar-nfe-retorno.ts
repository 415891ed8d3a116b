import { cfopsDaOperacao, NATUREZA_RETORNO } from '@erp/contracts/nfe-operacao';
import { ZNfeRetornoDeOrdensInput } from '@erp/contracts/producao';
import { Decimal, formatarDecimalBr } from '@erp/fiscal/decimal';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LinhaEntrada } from '../nfe/linhas-nfe.ts';
import { updateNota } from '../nfe/nfe.repository.ts';
import { empresaDoRascunho, salvarRascunho } from '../nfe/rascunho-nfe.ts';
import { auditarOrdem } from '../ordens-da-nota/auditar-ordem.ts';
import { formatarKgOrdem, formatarPercentual } from './kg-da-ordem.ts';
import {
  findClienteDaOrdem,
  listApontamentos,
  listEntradasDaOrdem,
  lockOrdens,
  ordensEmNotaAtiva,
} from './producao.repository.ts';

type EntradaComItem = Awaited<ReturnType<typeof listEntradasDaOrdem>>[number];
type Apontamento = Awaited<ReturnType<typeof listApontamentos>>[number];

const zero = () => new Decimal(0);

/** What each entry item gives back, over all the orders: the lines and the infCpl per remessa read it. */
function somarPorItem(entradas: readonly EntradaComItem[]) {
  const porItem = new Map<
    number,
    {
      e: EntradaComItem;
      recebido: Decimal;
      aplicado: Decimal;
      sucata: Decimal;
      naoAplicado: Decimal;
      perda: Decimal;
    }
  >();
  for (const e of entradas) {
    const atual = porItem.get(e.entrada.idItemEntrada) ?? {
      e,
      recebido: zero(),
      aplicado: zero(),
      sucata: zero(),
      naoAplicado: zero(),
      perda: zero(),
    };
    atual.recebido = atual.recebido.plus(e.entrada.quantidadeKg);
    atual.aplicado = atual.aplicado.plus(e.entrada.aplicadoKg ?? 0);
    atual.sucata = atual.sucata.plus(e.entrada.sucataDevolvidaKg ?? 0);
    atual.naoAplicado = atual.naoAplicado.plus(e.entrada.naoAplicadoKg ?? 0);
    atual.perda = atual.perda.plus(e.entrada.retidoKg ?? 0);
    porItem.set(e.entrada.idItemEntrada, atual);
  }
  // Oldest remessa first, as the lines of a FIFO return.
  return [...porItem.values()].sort(
    (a, b) =>
      a.e.dataEmissao.getTime() - b.e.dataEmissao.getTime() ||
      a.e.idNfeEntrada - b.e.idNfeEntrada ||
      a.e.numeroItem - b.e.numeroItem,
  );
}

/** One 5124 line per order and output (product and service), its kg summed over the pointings. */
function somarSaidas(
  ordens: readonly { id: number; idServico: number | null }[],
  apontamentos: readonly Apontamento[],
) {
  const saidas = new Map<
    string,
    {
      idOrdem: number;
      idProduto: number;
      idServico: number | null;
      nome: string;
      unidade: string;
      kg: Decimal;
      quantidade: Decimal;
    }
  >();
  for (const { apontamento: a, nomeProduto, unidade } of apontamentos) {
    if (a.tipo !== 'producao' || a.idProduto === null) continue;
    const idServico = a.idServico ?? ordens.find((o) => o.id === a.idOrdem)?.idServico ?? null;
    const chave = `${a.idOrdem}:${a.idProduto}:${idServico}`;
    const atual = saidas.get(chave) ?? {
      idOrdem: a.idOrdem,
      idProduto: a.idProduto,
      idServico,
      nome: nomeProduto ?? '',
      unidade: unidade ?? '',
      kg: zero(),
      quantidade: zero(),
    };
    atual.kg = atual.kg.plus(a.quantidadeKg);
    atual.quantidade = atual.quantidade.plus(a.quantidade ?? 0);
    saidas.set(chave, atual);
  }
  return [...saidas.values()];
}

/**
 * POST /producao/ordens/nfe-retorno: a return draft from closed orders of one client, built through the draft's
 * own path (salvarRascunho: every check of a draft applies) and remembered with them. Per entry item (oldest
 * remessa first, each in NFref): 5902/6902 for the material applied in outputs, 5902/6902 for sucata returned,
 * 5903/6903 for material not applied, at the remessa's value per kg; one 5124/6124 per order and output, with the
 * output's product and kg at the service's price per kg. infCpl states per remessa what was received, applied and
 * lost, and the orders' numbers. The orders become 'Faturada' when the note is authorised.
 */
export async function gerarNfeRetorno(
  ctx: AppContext,
  input: z.input<typeof ZNfeRetornoDeOrdensInput>,
  caller: Caller,
) {
  const dados = ZNfeRetornoDeOrdensInput.parse(input);
  const ids = [...new Set(dados.ordens)].sort((a, b) => a - b);
  const empresa = await empresaDoRascunho(ctx);
  return ctx.db.transaction(async (tx) => {
    const ordens = await lockOrdens(tx, ids);
    const faltando = ids.filter((id) => !ordens.some((o) => o.id === id));
    if (faltando.length > 0)
      throw AppError.notFound(`Ordem de industrialização nº ${faltando.join(', ')} não encontrada.`);
    for (const o of ordens) {
      if (o.status !== 'Concluída') {
        throw AppError.conflict(
          `A ordem nº ${o.id} está ${o.status.toLowerCase()}; só ordens concluídas geram a NF-e de retorno.`,
        );
      }
    }
    const idCliente = (ordens[0] as (typeof ordens)[number]).idCliente;
    if (ordens.some((o) => o.idCliente !== idCliente)) {
      throw AppError.unprocessable('As ordens de uma NF-e de retorno devem ser do mesmo cliente.');
    }
    const emNota = await ordensEmNotaAtiva(tx, ids);
    if (emNota.length > 0) {
      const [primeira] = emNota;
      throw AppError.conflict(
        `A ordem nº ${primeira?.idOrdem} já está na NF-e ${primeira?.idNota} (${primeira?.status.toLowerCase()}).`,
      );
    }
    const cliente = await findClienteDaOrdem(tx, idCliente);
    if (!cliente) throw AppError.unprocessable('Cliente das ordens não encontrado.');

    const entradas = await listEntradasDaOrdem(tx, ids);
    const apontamentos = await listApontamentos(tx, ids);
    const cfops = cfopsDaOperacao(NATUREZA_RETORNO, empresa.uf, cliente.uf).map((c) => c.value);
    const cfop = (interno: string) => cfops.find((c) => c.slice(1) === interno.slice(1)) ?? interno;

    const itens: LinhaEntrada[] = [];
    const porItem = somarPorItem(entradas);
    for (const i of porItem) {
      const linha = (kg: Decimal, codigo: string) =>
        kg.gt(0)
          ? [
              {
                id_produto: i.e.entrada.idProduto,
                id_item_entrada: i.e.entrada.idItemEntrada,
                quantidade: kg.toFixed(),
                cfop: cfop(codigo),
              },
            ]
          : [];
      itens.push(...linha(i.aplicado, '5902'), ...linha(i.sucata, '5902'), ...linha(i.naoAplicado, '5903'));
    }
    const saidas = somarSaidas(ordens, apontamentos);
    for (const s of saidas) {
      if (!s.idServico) {
        throw AppError.unprocessable(
          `A produção de "${s.nome}" da ordem nº ${s.idOrdem} não tem o serviço de industrialização (5124).`,
          'Informe o serviço no apontamento ou na ordem.',
        );
      }
      const ordem = ordens.find((o) => o.id === s.idOrdem);
      const referencia = entradas.find((e) => e.entrada.idOrdem === s.idOrdem);
      itens.push({
        id_produto: s.idProduto,
        id_servico: s.idServico,
        id_item_entrada: referencia?.entrada.idItemEntrada ?? null,
        quantidade: s.kg.toFixed(),
        cfop: cfop('5124'),
        xPed: ordem?.xped ?? null,
      });
    }

    const remessas = porItem.map((i) => {
      const pct = i.recebido.isZero() ? zero() : i.perda.times(100).div(i.recebido);
      const extras = [
        i.sucata.gt(0) ? `, sucata devolvida ${formatarKgOrdem(i.sucata)}` : '',
        i.naoAplicado.gt(0) ? `, não aplicado ${formatarKgOrdem(i.naoAplicado)}` : '',
      ].join('');
      return (
        `NF-e ${i.e.numeroNf}/${i.e.serieNf} item ${i.e.numeroItem} (${i.e.nomeProduto}): recebido ${formatarKgOrdem(i.recebido)}, ` +
        `aplicado ${formatarKgOrdem(i.aplicado)}, perda ${formatarKgOrdem(i.perda)} (${formatarPercentual(pct)})${extras}`
      );
    });
    const produzido = saidas.map(
      (s) => `${s.nome} ${formatarDecimalBr(s.quantidade, 4, 0)} ${s.unidade} (${formatarKgOrdem(s.kg)})`,
    );
    const informacoes = [
      `Ordens de industrialização nº ${ids.join(', ')}.`,
      `${remessas.join('; ')}.`,
      produzido.length > 0 ? `Produzido: ${produzido.join('; ')}.` : '',
    ]
      .filter(Boolean)
      .join(' ');

    const salvo = await salvarRascunho(
      { ...ctx, db: tx },
      {
        id_cliente: idCliente,
        natureza_operacao: NATUREZA_RETORNO,
        informacoes_complementares: informacoes,
        itens,
      },
      caller,
      { ordens: ids },
    );
    if (dados.data_vencimento) await updateNota(tx, salvo.id, { dataVencimento: dados.data_vencimento });
    for (const id of ids)
      await auditarOrdem(tx, id, 'ORDEM_NFE_RETORNO_GERADA', caller, { id_nota_fiscal: salvo.id });
    return { id: salvo.id };
  });
}
