import { emitirComConsulta, isNumeroJaUsado, type ResultadoEmissao } from '@erp/fiscal/sefaz';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { anotarEnvioAoAutorizador } from '../fiscal/autorizador-sem-resposta.ts';
import { restaurarReservasDaNota } from '../ordens-da-nota/ordens-da-nota.ts';
import { auditarConclusao, autorizarNota, type NotaEmConclusao } from './autorizar-nfe.ts';
import { carregarParaConclusao } from './carregar-emissao-nfe.ts';
import { clienteDaNota, envioIncertoApos } from './contingencia-nfe.ts';
import { exigirEmpresaFiscal } from './montar-entrada-nfe.ts';
import { findNota, type NotaRow, updateNota, updateNotaRetornando } from './nfe.repository.ts';
import type { EmpresaDaEmissao } from './registrar-nfe.ts';
import { devolverSaldos } from './saldos-da-emissao.ts';

/** SEFAZ denied the use of the number: the nfeProc is kept and the returned kg and the orders' kg go back. */
async function denegar(
  tx: Database,
  conclusao: NotaEmConclusao,
  resultado: Extract<ResultadoEmissao, { situacao: 'denegada' }>,
) {
  const { protNFe } = resultado;
  const denegada = await updateNotaRetornando(tx, conclusao.nota.id, {
    status: 'Denegada',
    protocolo: protNFe.nProt ?? null,
    dataAutorizacao: protNFe.dhRecbto ? new Date(protNFe.dhRecbto) : new Date(),
    xmlAutorizado: resultado.nfeProc,
    cStat: protNFe.cStat,
    xMotivo: protNFe.xMotivo,
    envioIncerto: false,
  });
  await devolverSaldos(tx, conclusao.itens);
  await restaurarReservasDaNota(tx, conclusao.nota.id);
  await auditarConclusao(tx, conclusao, 'NFE_DENEGADA', { cStat: protNFe.cStat, xMotivo: protNFe.xMotivo });
  return denegada;
}

/**
 * SEFAZ rejected the note: a draft again with the reason, the returned kg and the orders' kg given back; the
 * number is kept for the corrected emission unless SEFAZ says it is taken.
 */
async function rejeitar(
  tx: Database,
  conclusao: NotaEmConclusao,
  resultado: Extract<ResultadoEmissao, { situacao: 'rejeitada' }>,
) {
  // The number (or key) is already used at SEFAZ: the corrected draft takes a new one.
  const numeroUsado = isNumeroJaUsado(resultado.cStat);
  const rascunho = await updateNotaRetornando(tx, conclusao.nota.id, {
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
  await devolverSaldos(tx, conclusao.itens);
  await restaurarReservasDaNota(tx, conclusao.nota.id);
  await auditarConclusao(tx, conclusao, 'NFE_REJEITADA', {
    cStat: resultado.cStat,
    xMotivo: resultado.xMotivo,
  });
  return rascunho;
}

/**
 * SEFAZ has this key with another XML: the number and key are used there. The note keeps them and stays
 * 'Processando', marked, out of the retry job; its kg stay taken until the authorised XML is recovered.
 */
async function marcarDivergente(
  tx: Database,
  conclusao: NotaEmConclusao,
  resultado: Extract<ResultadoEmissao, { situacao: 'divergente' }>,
) {
  const { protNFe } = resultado;
  const divergente = await updateNotaRetornando(tx, conclusao.nota.id, {
    cStat: protNFe.cStat,
    xMotivo: resultado.motivo,
    recibo: null,
    envioIncerto: true,
    divergenteDaSefaz: true,
  });
  await auditarConclusao(tx, conclusao, 'NFE_DIVERGENTE_DA_SEFAZ', {
    cStat: protNFe.cStat,
    protocolo: protNFe.nProt ?? null,
    digVal: protNFe.digVal ?? null,
  });
  return divergente;
}

/**
 * Applies SEFAZ's answer in one transaction, to a note still 'Processando' (locked): authorised -> stock exits and
 * the receivable (autorizarNota); denied -> the number is used, the returned kg go back; rejected -> a draft again
 * with the reason (the number kept unless SEFAZ says it is taken); divergent -> kept apart; pending -> stays
 * 'Processando' for the retry job.
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
    const { nota } = carregada;
    if (nota.status !== 'Processando') return nota;
    const conclusao: NotaEmConclusao = { ...carregada, caller };
    switch (resultado.situacao) {
      case 'autorizada':
        return autorizarNota(tx, conclusao, resultado, empresa);
      case 'denegada':
        return denegar(tx, conclusao, resultado);
      case 'rejeitada':
        return rejeitar(tx, conclusao, resultado);
      case 'divergente':
        return marcarDivergente(tx, conclusao, resultado);
      case 'pendente':
        return updateNotaRetornando(tx, id, {
          cStat: resultado.cStat ?? null,
          xMotivo: resultado.motivo,
          // Kept only while the batch is unresolved: a receipt SEFAZ does not know (106) is resent instead.
          recibo: resultado.nRec ?? null,
          envioIncerto: envioIncertoApos(envioIncertoAntes ?? nota.envioIncerto, resultado),
        });
    }
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
