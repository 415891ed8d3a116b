import { Decimal } from '@erp/fiscal/common/decimal';
import { parseNFe } from '@erp/fiscal/nfe/parse';
import { destinoDaSaida } from '@erp/fiscal/nfe/regras/destino-do-estoque';
import { emitirComConsulta, type ResultadoEmissao } from '@erp/fiscal/nfe/sefaz/emitir-com-consulta';
import { isNumeroJaUsado } from '@erp/fiscal/nfe/sefaz/situacao-cstat';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { enfileirarEmailNfe } from '../email/enfileirar-email-nfe.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { insertMovimentos } from '../estoque/estoque.repository.ts';
import { idCategoriaReceita, insertRecebivel } from '../financeiro/recebiveis.repository.ts';
import { anotarEnvioAoAutorizador } from '../fiscal/autorizador-sem-resposta.ts';
import { faturarOrdensDaNota, restaurarReservasDaNota } from '../producao/ordens-da-nota.ts';
import { carregarParaConclusao } from './carregar-emissao-nfe.ts';
import { clienteDaNota, envioIncertoApos } from './contingencia-nfe.ts';
import { isLinhaServico, movimentaEstoque } from './linhas-nfe.ts';
import { exigirEmpresaFiscal } from './montar-entrada-nfe.ts';
import { findNota, type NotaRow, updateNota, updateNotaRetornando } from './nfe.repository.ts';
import { type ReceitaDaNota, receitaDaNota } from './receita-da-nota.ts';
import { devolverSaldos, type EmpresaDaEmissao } from './registrar-nfe.ts';

/**
 * Receivable of the lines that move money (5124, 5101...; not the returned material), due on the chosen day: each
 * line's value plus the IPI SEFAZ authorised on it (a CRT 3 sale), which the buyer pays on top of the goods. The
 * IPI is read from the authorised nfeProc, whose det follow the note's lines in order, so the receivable is what
 * the document says, and equal to what billing counts of the note (receitaDaNota).
 */
async function criarRecebivel(
  tx: Database,
  nota: NotaRow,
  receita: ReceitaDaNota,
  nomeCliente: string,
  caller: Caller | null,
) {
  const valor = new Decimal(receita.valorServicos).plus(receita.valorVendas);
  if (valor.isZero() || !nota.dataVencimento) return;
  const servico = receita.cobradas.some(({ item }) => isLinhaServico(item.cfop));
  const idCategoria = await idCategoriaReceita(
    tx,
    servico ? 'Serviços de Industrialização' : 'Venda de Mercadorias',
  );
  await insertRecebivel(tx, {
    descricao: `NF-e nº ${nota.numero}/${nota.serie} - ${nomeCliente}`,
    valorOriginal: valor.toFixed(2),
    dataVencimento: nota.dataVencimento,
    idCategoria,
    idCliente: nota.idCliente,
    origem: 'NFE',
    idDocumento: nota.id,
    idUsuario: caller?.userId ?? null,
  });
}

/**
 * Applies SEFAZ's answer in one transaction: authorised -> stock exits and the receivable; denied -> the number
 * is used, the returned kg go back; rejected -> a draft again with the reason (the number kept unless SEFAZ
 * says it is taken); pending -> stays 'Processando' for the retry job.
 */
export async function concluirEmissao(
  ctx: AppContext,
  id: number,
  empresa: EmpresaDaEmissao,
  resultado: ResultadoEmissao,
  caller: Caller | null,
  /** Whether an earlier attempt may be at SEFAZ, as it stood before this one marked the note. */
  envioIncertoAntes?: boolean,
) {
  return ctx.db.transaction(async (tx) => {
    const carregada = await carregarParaConclusao(tx, id);
    if (!carregada) throw AppError.notFound('NF-e não encontrada.');
    const { nota, itens, cliente } = carregada;
    if (nota.status !== 'Processando') return nota;
    let atualizada = nota;
    const auditar = (acao: string, detalhes: Record<string, unknown>) =>
      insertAuditEntry(tx, {
        acao,
        idUsuario: caller?.userId ?? null,
        entidade: 'notas_fiscais',
        idEntidade: String(id),
        ip: caller?.ip ?? null,
        detalhes,
      });
    switch (resultado.situacao) {
      case 'autorizada': {
        const { protNFe } = resultado;
        const receita = receitaDaNota(itens, parseNFe(resultado.nfeProc).det, empresa.crt);
        atualizada = await updateNotaRetornando(tx, id, {
          status: 'Autorizada',
          valorServicos: receita.valorServicos,
          valorVendas: receita.valorVendas,
          valorMaterialDevolvido: receita.valorMaterialDevolvido,
          protocolo: protNFe.nProt ?? null,
          dataAutorizacao: protNFe.dhRecbto ? new Date(protNFe.dhRecbto) : new Date(),
          xmlAutorizado: resultado.nfeProc,
          cStat: protNFe.cStat,
          xMotivo: protNFe.xMotivo,
          recibo: null,
          envioIncerto: false,
        });
        // One batch, the products locked in id order: two notes sharing products never wait on each other in
        // opposite orders. A symbolic return's kg never left: its balance is consumed, its stock untouched.
        await insertMovimentos(
          tx,
          itens.flatMap(({ item }) =>
            movimentaEstoque(nota.naturezaOperacao, item.cfop)
              ? [
                  {
                    idProduto: item.idProduto,
                    quantidadeKg: new Decimal(item.quantidade).negated().toFixed(),
                    origem: 'SAIDA_NFE' as const,
                    // A sale leaves own stock at its average cost; a return leaves the client's material.
                    destino: destinoDaSaida(item.cfop),
                    idDocumento: String(id),
                    observacao: `NF-e nº ${nota.numero}/${nota.serie}`,
                    idUsuario: caller?.userId ?? null,
                  },
                ]
              : [],
          ),
        );
        await criarRecebivel(tx, nota, receita, cliente?.nomeRazaoSocial ?? '', caller);
        // Queued in this transaction, sent by the e-mail worker: the authorisation never waits for SMTP.
        await enfileirarEmailNfe(tx, id);
        await faturarOrdensDaNota(tx, id, caller);
        await auditar('NFE_AUTORIZADA', { protocolo: protNFe.nProt, via_consulta: resultado.viaConsulta });
        break;
      }
      case 'denegada':
        atualizada = await updateNotaRetornando(tx, id, {
          status: 'Denegada',
          protocolo: resultado.protNFe.nProt ?? null,
          dataAutorizacao: resultado.protNFe.dhRecbto ? new Date(resultado.protNFe.dhRecbto) : new Date(),
          xmlAutorizado: resultado.nfeProc,
          cStat: resultado.protNFe.cStat,
          xMotivo: resultado.protNFe.xMotivo,
          envioIncerto: false,
        });
        await devolverSaldos(tx, itens);
        await restaurarReservasDaNota(tx, id);
        await auditar('NFE_DENEGADA', { cStat: resultado.protNFe.cStat, xMotivo: resultado.protNFe.xMotivo });
        break;
      case 'rejeitada': {
        // The number (or key) is already used at SEFAZ: the corrected draft takes a new one.
        const numeroUsado = isNumeroJaUsado(resultado.cStat);
        atualizada = await updateNotaRetornando(tx, id, {
          status: 'Rascunho',
          cStat: resultado.cStat,
          xMotivo: resultado.xMotivo,
          xmlAssinado: null,
          chaveAcesso: null,
          recibo: null,
          envioIncerto: false,
          // The corrected draft chooses again: normal emission or contingency.
          contingencia: null,
          contingenciaDesde: null,
          contingenciaJustificativa: null,
          divergenteDaSefaz: false,
          ...(numeroUsado ? { numero: null, cnf: null, serie: null } : {}),
        });
        await devolverSaldos(tx, itens);
        await restaurarReservasDaNota(tx, id);
        await auditar('NFE_REJEITADA', { cStat: resultado.cStat, xMotivo: resultado.xMotivo });
        break;
      }
      case 'divergente':
        // SEFAZ has this key with another XML: the number and key are used there. The note keeps them and stays
        // 'Processando', marked, out of the retry job; its kg stay taken until the authorised XML is recovered.
        atualizada = await updateNotaRetornando(tx, id, {
          cStat: resultado.protNFe.cStat,
          xMotivo: resultado.motivo,
          recibo: null,
          envioIncerto: true,
          divergenteDaSefaz: true,
        });
        await auditar('NFE_DIVERGENTE_DA_SEFAZ', {
          cStat: resultado.protNFe.cStat,
          protocolo: resultado.protNFe.nProt ?? null,
          digVal: resultado.protNFe.digVal ?? null,
        });
        break;
      case 'pendente':
        atualizada = await updateNotaRetornando(tx, id, {
          cStat: resultado.cStat ?? null,
          xMotivo: resultado.motivo,
          // Kept only while the batch is unresolved: a receipt SEFAZ does not know (106) is resent instead.
          recibo: resultado.nRec ?? null,
          envioIncerto: envioIncertoApos(envioIncertoAntes ?? nota.envioIncerto, resultado),
        });
        break;
    }
    return atualizada;
  });
}

/**
 * Sends the note's stored signed XML (never a new one) and applies the answer; `nota` and `empresa` as the caller
 * read them (registrarNfe's note, the emission's company). The caller holds the sending lease.
 */
export async function enviarEConcluirNota(
  ctx: AppContext,
  nota: NotaRow,
  empresa: EmpresaDaEmissao,
  caller: Caller | null,
) {
  if (!nota.xmlAssinado || nota.status !== 'Processando') return nota;
  const id = nota.id;
  let resultado: ResultadoEmissao;
  let isEnviando = false;
  try {
    const cliente = await clienteDaNota(ctx, nota, empresa);
    // Until this attempt is concluded the note may be at SEFAZ: a process that dies while sending leaves it so.
    await updateNota(ctx.db, id, { envioIncerto: true });
    isEnviando = true;
    // A pending batch receipt is resolved before anything is sent again.
    resultado = await emitirComConsulta(cliente, nota.xmlAssinado, { recibo: nota.recibo });
  } catch (error) {
    // Whatever failed once sending, the note may have reached SEFAZ: it stays 'Processando', consulted later.
    resultado = {
      situacao: 'pendente',
      motivo: `Falha no envio: ${(error as Error).message}`,
      podeEstarNaSefaz: isEnviando,
      ...(nota.recibo ? { nRec: nota.recibo } : {}),
    };
  }
  const concluida = await concluirEmissao(ctx, id, empresa, resultado, caller, nota.envioIncerto);
  // What the UF's autorizador did tells the next drafts whether to ask its status first; the SVC's answers do not.
  if (!nota.contingencia) {
    await anotarEnvioAoAutorizador(ctx.db, { ambiente: nota.ambiente, uf: empresa.uf }, resultado);
  }
  return concluida;
}

/** The retry job's entry: sends the stored signed XML of a note 'Processando' and applies the answer. */
export async function enviarEConcluir(ctx: AppContext, id: number, caller: Caller | null) {
  const nota = await findNota(ctx.db, id);
  if (!nota?.xmlAssinado || nota.status !== 'Processando') return nota;
  return enviarEConcluirNota(ctx, nota, exigirEmpresaFiscal(await findEmpresa(ctx.db)), caller);
}
