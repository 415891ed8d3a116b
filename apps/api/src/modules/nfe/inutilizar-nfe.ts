import { caminhoXmlDaInutilizacao } from '@erp/contracts/eventos-nfe';
import type { TInutilizarNfe, TLacunasNfe } from '@erp/contracts/nfe';
import { inutilizarNumeracao } from '@erp/fiscal/nfe/sefaz/inutilizar-numeracao';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { comunicarComSefaz } from '../fiscal/sefaz-indisponivel.ts';
import { exigirEmpresaFiscal } from './montar-entrada-nfe.ts';
import {
  avancarContador,
  espiarProximoNumero,
  insertInutilizacao,
  listInutilizacoes,
  listLacunas,
  numerosOcupados,
} from './nfe.repository.ts';

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
      caminho_xml: caminhoXmlDaInutilizacao(i.id),
      numero_inicial: i.numeroInicial,
      numero_final: i.numeroFinal,
      protocolo: i.protocolo,
      justificativa: i.justificativa,
      created_at: i.createdAt.toISOString(),
    })),
  };
}

/**
 * POST /nfe/inutilizar: voids a range no note holds (NFeInutilizacao4); on 102 the ProcInutNFe is stored and,
 * when the range reaches numbers not yet issued, the série's counter moves past it.
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
  if (!retorno.procInutNFe) {
    throw AppError.unprocessable('A SEFAZ recusou a inutilização.', `${retorno.cStat} - ${retorno.xMotivo}`);
  }
  const procInutNFe = retorno.procInutNFe;
  await ctx.db.transaction(async (tx) => {
    await insertInutilizacao(tx, {
      ...daSerie,
      numeroInicial: inicial,
      numeroFinal: final,
      justificativa: pedido.justificativa,
      protocolo: retorno.nProt ?? null,
      xml: procInutNFe,
      idUsuario: caller.userId,
    });
    await avancarContador(tx, daSerie, empresa.row.nfeProximoNumero, final);
    await insertAuditEntry(tx, {
      acao: 'NFE_NUMERACAO_INUTILIZADA',
      idUsuario: caller.userId,
      entidade: 'nfe_inutilizacoes',
      idEntidade: `${serie}:${inicial}-${final}`,
      ip: caller.ip,
      detalhes: { protocolo: retorno.nProt },
    });
  });
  return { message: 'Numeração inutilizada com sucesso!' };
}
