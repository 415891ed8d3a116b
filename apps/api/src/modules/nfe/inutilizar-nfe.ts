import { caminhoXmlDaInutilizacao } from '@erp/contracts/eventos-nfe';
import type { TInutilizarNfe, TLacunasNfe } from '@erp/contracts/nfe-emissao';
import { inutilizarNumeracao, type RetInutNFe, reenviarInutilizacao } from '@erp/fiscal/sefaz';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { comunicarComSefaz } from '../fiscal/sefaz-indisponivel.ts';
import { exigirEmpresaFiscal } from './montar-entrada-nfe.ts';
import {
  avancarContador,
  deleteInutilizacao,
  espiarProximoNumero,
  insertInutilizacao,
  listInutilizacoes,
  listInutilizacoesPendentes,
  listLacunas,
  lockInutilizacaoPendente,
  numerosOcupados,
  updateInutilizacao,
} from './nfe.repository.ts';

/** What the clerk reads when SEFAZ's answer did not conclude the voiding of the range asked. */
export const MENSAGEM_INUTILIZACAO_PENDENTE =
  'A SEFAZ não confirmou a inutilização desta faixa: o pedido fica pendente e é reenviado automaticamente até a ' +
  'SEFAZ responder sobre ele. Os números não serão usados nem oferecidos de novo enquanto isso.';

/** GET /nfe/numeracao/lacunas: the série's skipped numbers, to void, and the ranges voided so far. */
export async function lacunasDaSerie(
  ctx: AppContext,
  serieInformada: number | undefined,
): Promise<TLacunasNfe> {
  const empresa = exigirEmpresaFiscal(await findEmpresa(ctx.db));
  const serie = serieInformada ?? empresa.row.nfeSerie;
  const daSerie = { cnpj: empresa.cnpj, ambiente: (await ctx.fiscal.atual()).modo, serie };
  const proximo = await espiarProximoNumero(ctx.db, daSerie, empresa.row.nfeProximoNumero);
  const [lacunas, inutilizacoes] = await Promise.all([
    listLacunas(ctx.db, daSerie, proximo),
    listInutilizacoes(ctx.db, daSerie),
  ]);
  return {
    serie,
    proximo_numero: proximo,
    lacunas,
    inutilizacoes: inutilizacoes.map((i) => ({
      id: i.id,
      situacao: i.situacao,
      motivo_pendencia: i.motivoPendencia,
      // A pending request has no ProcInutNFe yet: only the signed request, which is not a document to keep.
      caminho_xml: i.situacao === 'Homologada' ? caminhoXmlDaInutilizacao(i.id) : null,
      numero_inicial: i.numeroInicial,
      numero_final: i.numeroFinal,
      protocolo: i.protocolo,
      justificativa: i.justificativa,
      created_at: i.createdAt.toISOString(),
    })),
  };
}

/**
 * POST /nfe/inutilizar: voids a range no note holds (NFeInutilizacao4). Only a 102 about exactly this range, with
 * its protocol, is stored as the ProcInutNFe; an answer about another range, or none after sending, leaves the
 * signed request pending (202), resent by the retry job. Either way, when the range reaches numbers not yet
 * issued, the série's counter moves past it.
 */
export async function inutilizarNumeros(ctx: AppContext, pedido: TInutilizarNfe, caller: Caller) {
  const empresa = exigirEmpresaFiscal(await findEmpresa(ctx.db));
  const inicial = Number(pedido.numero_inicial);
  const final = Number(pedido.numero_final);
  const serie = Number(pedido.serie);
  if (final - inicial >= 10_000) {
    throw AppError.validation('Inutilize no máximo 10.000 números por vez.', [
      { campo: 'numero_final', mensagem: 'Inutilize no máximo 10.000 números por vez.' },
    ]);
  }
  // The gaps and the voiding are those of the environment new notes go to.
  const conexao = await ctx.fiscal.atual();
  const daSerie = { cnpj: empresa.cnpj, ambiente: conexao.modo, serie };
  const ocupados = await numerosOcupados(ctx.db, daSerie, inicial, final);
  if (ocupados.length > 0) {
    throw AppError.conflict(
      'A faixa inclui números já usados por NF-e ou já inutilizados.',
      `Números: ${ocupados.join(', ')}.`,
    );
  }
  const retorno = await comunicarComSefaz(async () =>
    inutilizarNumeracao(await conexao.clienteSefaz(empresa), {
      cnpj: empresa.cnpj,
      serie,
      nNFIni: inicial,
      nNFFin: final,
      xJust: pedido.justificativa,
    }),
  );
  if (retorno.situacao === 'recusada') {
    throw AppError.unprocessable('A SEFAZ recusou a inutilização.', `${retorno.cStat} - ${retorno.xMotivo}`);
  }
  const homologada = retorno.situacao === 'homologada';
  await ctx.db.transaction(async (tx) => {
    await insertInutilizacao(tx, {
      ...daSerie,
      numeroInicial: inicial,
      numeroFinal: final,
      justificativa: pedido.justificativa,
      ...dadosDoRetorno(retorno),
      idUsuario: caller.userId,
    });
    await avancarContador(tx, daSerie, empresa.row.nfeProximoNumero, final);
    await auditarEvento(tx, caller, {
      acao: homologada ? 'NFE_NUMERACAO_INUTILIZADA' : 'NFE_INUTILIZACAO_PENDENTE',
      entidade: 'nfe_inutilizacoes',
      idEntidade: `${serie}:${inicial}-${final}`,
      detalhes: homologada ? { protocolo: retorno.nProt } : { cStat: retorno.cStat, motivo: retorno.motivo },
    });
  });
  return homologada
    ? { pendente: false, resposta: { message: 'Numeração inutilizada com sucesso!' } }
    : { pendente: true, resposta: { message: MENSAGEM_INUTILIZACAO_PENDENTE } };
}

/** The row's columns for an answer that voided the range or left it pending. */
function dadosDoRetorno(retorno: RetInutNFe) {
  return retorno.situacao === 'homologada' && retorno.procInutNFe
    ? {
        situacao: 'Homologada' as const,
        protocolo: retorno.nProt ?? null,
        xml: retorno.procInutNFe,
        motivoPendencia: null,
      }
    : {
        situacao: 'Pendente' as const,
        protocolo: null,
        xml: retorno.inutNFeXml,
        motivoPendencia: retorno.motivo ?? `${retorno.cStat} - ${retorno.xMotivo}`,
      };
}

/**
 * Applies a resend's answer to a pending request, once (the row locked and still pending): homologated ->
 * the ProcInutNFe; refused -> the request is dropped, SEFAZ's reason audited, and its numbers are a gap again;
 * still inconclusive -> pending with the new reason. Answers whether it was concluded.
 */
async function concluirPendente(db: Database, id: number, retorno: RetInutNFe) {
  return db.transaction(async (tx) => {
    const pendente = await lockInutilizacaoPendente(tx, id);
    if (!pendente) return false;
    const faixa = {
      entidade: 'nfe_inutilizacoes',
      idEntidade: `${pendente.serie}:${pendente.numeroInicial}-${pendente.numeroFinal}`,
    };
    switch (retorno.situacao) {
      case 'homologada':
        await updateInutilizacao(tx, id, dadosDoRetorno(retorno));
        await auditarEvento(tx, null, {
          ...faixa,
          acao: 'NFE_NUMERACAO_INUTILIZADA',
          detalhes: { protocolo: retorno.nProt, reenvio: true },
        });
        return true;
      case 'recusada':
        await deleteInutilizacao(tx, id);
        await auditarEvento(tx, null, {
          ...faixa,
          acao: 'NFE_INUTILIZACAO_RECUSADA',
          detalhes: { cStat: retorno.cStat, xMotivo: retorno.xMotivo },
        });
        return true;
      case 'pendente':
        await updateInutilizacao(tx, id, { motivoPendencia: dadosDoRetorno(retorno).motivoPendencia });
        return false;
    }
  });
}

/**
 * The retry job's step for voiding requests left pending: each one's stored signed request (never a new one) is
 * sent again in the environment it was asked in. Answers how many were concluded.
 */
export async function retomarInutilizacoesPendentes(ctx: AppContext) {
  const pendentes = await listInutilizacoesPendentes(ctx.db);
  if (pendentes.length === 0) return 0;
  const empresa = exigirEmpresaFiscal(await findEmpresa(ctx.db));
  let concluidas = 0;
  for (const pendente of pendentes) {
    let retorno: RetInutNFe;
    try {
      const cliente = await ctx.fiscal.doModo(pendente.ambiente).clienteSefaz(empresa);
      retorno = await reenviarInutilizacao(cliente, pendente.xml);
    } catch (error) {
      retorno = {
        situacao: 'pendente',
        cStat: '',
        xMotivo: '',
        dhRecbto: '',
        xml: '',
        inutNFeXml: pendente.xml,
        motivo: `Falha no reenvio: ${(error as Error).message}`,
      };
    }
    if (await concluirPendente(ctx.db, pendente.id, retorno)) concluidas++;
  }
  return concluidas;
}
