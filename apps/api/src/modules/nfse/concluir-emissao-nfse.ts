import { lerNfse } from '@erp/fiscal/nfse';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { enfileirarEmailNfse } from '../email/enfileirar-email-nfse.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { idCategoriaReceita, insertRecebivel } from '../financeiro/recebiveis.repository.ts';
import { enviarDps, type ResultadoEnvioDps } from './enviar-dps.ts';
import { exigirEmpresaNfse } from './montar-entrada-dps.ts';
import { findCliente, findNotaServico, type NotaServicoRow, updateNotaServico } from './nfse.repository.ts';

/** The receivable of an authorised NFS-e: its net value (vLiq), due on the day chosen at emission. */
async function criarRecebivel(
  tx: Database,
  nota: NotaServicoRow,
  valorLiquido: string,
  caller: Caller | null,
) {
  const idCategoria = await idCategoriaReceita(tx, 'Serviços de Industrialização');
  const cliente = await findCliente(tx, nota.idCliente);
  await insertRecebivel(tx, {
    descricao: `NFS-e nº ${nota.numeroNfse} - ${cliente?.nomeRazaoSocial ?? ''}`.trim(),
    valorOriginal: valorLiquido,
    dataVencimento: nota.dataVencimento,
    idCategoria,
    idCliente: nota.idCliente,
    origem: 'NFSE',
    idDocumento: nota.id,
    idUsuario: caller?.userId ?? null,
  });
}

/**
 * Applies the Sefin's answer in one transaction, once: authorised -> the NFS-e kept verbatim, its number, key and
 * values (the NFS-e's own base, ISS, retentions and net value, which the municipality's parameters may set) and
 * the receivable; rejected -> 'Rejeitada' with the national code and message; pending -> stays 'Processando'
 * for the retry job, with the reason.
 */
async function concluir(ctx: AppContext, id: number, resultado: ResultadoEnvioDps, caller: Caller | null) {
  return ctx.db.transaction(async (tx) => {
    const nota = await findNotaServico(tx, id, 'update');
    if (!nota) throw AppError.notFound('NFS-e não encontrada.');
    if (nota.status !== 'Processando') return nota;
    const documento = { entidade: 'notas_servico', idEntidade: id };
    switch (resultado.situacao) {
      case 'autorizada': {
        const nfse = lerNfse(resultado.nfseXml);
        const v = nfse.valores;
        await updateNotaServico(tx, id, {
          status: 'Autorizada',
          xmlNfse: resultado.nfseXml,
          chaveAcesso: resultado.chaveAcesso,
          numeroNfse: Number(nfse.nNFSe),
          dataAutorizacao: new Date(nfse.dhProc),
          cStat: nfse.cStat,
          mensagem: null,
          ...(v.vBC ? { valorBaseCalculo: v.vBC } : {}),
          // The rate applied beside the ISS it gave, so the detail never shows the service's rate next to it.
          ...(v.pAliqAplic ? { aliquotaIss: v.pAliqAplic } : {}),
          ...(v.vISSQN ? { valorIss: v.vISSQN } : {}),
          ...(v.vTotalRet ? { valorRetencoes: v.vTotalRet } : {}),
          valorLiquido: v.vLiq,
        });
        const autorizada = (await findNotaServico(tx, id)) as NotaServicoRow;
        await criarRecebivel(tx, autorizada, v.vLiq, caller);
        // Queued in this transaction, sent by the e-mail worker: the authorisation never waits for SMTP.
        await enfileirarEmailNfse(tx, id);
        await auditarEvento(tx, caller, {
          ...documento,
          acao: 'NFSE_AUTORIZADA',
          detalhes: { chave: resultado.chaveAcesso, numero: nfse.nNFSe, via_consulta: resultado.viaConsulta },
        });
        break;
      }
      case 'rejeitada':
        await updateNotaServico(tx, id, {
          status: 'Rejeitada',
          cStat: resultado.codigo,
          mensagem: resultado.mensagem,
        });
        await auditarEvento(tx, caller, {
          ...documento,
          acao: 'NFSE_REJEITADA',
          detalhes: { codigo: resultado.codigo, mensagem: resultado.mensagem },
        });
        break;
      case 'pendente':
        await updateNotaServico(tx, id, { cStat: null, mensagem: resultado.motivo });
        break;
    }
    return (await findNotaServico(tx, id)) as NotaServicoRow;
  });
}

/**
 * Sends the stored signed DPS and applies the answer. `consultarAntes` for every attempt after the first: the
 * DPS may already have generated its NFS-e. The caller holds the sending lease.
 */
export async function enviarEConcluir(
  ctx: AppContext,
  id: number,
  caller: Caller | null,
  opcoes: { consultarAntes: boolean },
) {
  const nota = await findNotaServico(ctx.db, id);
  if (nota?.status !== 'Processando') return nota;
  const empresa = exigirEmpresaNfse(await findEmpresa(ctx.db));
  let resultado: ResultadoEnvioDps;
  try {
    const cliente = await ctx.fiscal.doModo(nota.ambiente).clienteSefin(empresa);
    resultado = await enviarDps(cliente, { xml: nota.xmlDps, id: nota.idDps }, opcoes);
  } catch (error) {
    // Whatever failed, the DPS may have reached the Sefin: it stays 'Processando' and is consulted again later.
    resultado = { situacao: 'pendente', motivo: `Falha no envio: ${(error as Error).message}` };
  }
  return concluir(ctx, id, resultado, caller);
}
