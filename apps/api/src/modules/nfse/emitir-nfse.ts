import type { TEmissaoNfse } from '@erp/contracts/nfse';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { aliquotaIssDaNfse } from './aliquota-iss.ts';
import { enviarEConcluir } from './concluir-emissao-nfse.ts';
import { comEnvio } from './envio-nfse.ts';
import { exigirEmpresaNfse } from './montar-entrada-dps.ts';
import {
  findNotaServico,
  findPorIdempotencyKey,
  findServico,
  type NotaServicoRow,
  travarIdempotencyKey,
} from './nfse.repository.ts';
import { type EmitirNfse, registrarDps } from './registrar-dps.ts';

function resposta(nota: NotaServicoRow, message: string): TEmissaoNfse {
  return {
    message,
    id: nota.id,
    status: nota.status,
    numero_nfse: nota.numeroNfse === null ? null : String(nota.numeroNfse),
    chave_acesso: nota.chaveAcesso,
    serie_dps: nota.serieDps,
    numero_dps: nota.numeroDps,
    valor_liquido: nota.valorLiquido,
  };
}

/** What the screen is told: authorised (200), still waiting (202), or the Sefin's rejection (422). */
function desfecho(nota: NotaServicoRow): { pendente: boolean; resposta: TEmissaoNfse } {
  switch (nota.status) {
    case 'Autorizada':
    case 'Cancelada':
      return { pendente: false, resposta: resposta(nota, 'NFS-e autorizada com sucesso!') };
    case 'Processando':
      return {
        pendente: true,
        resposta: resposta(
          nota,
          'NFS-e enviada. A Sefin Nacional ainda não respondeu; a situação será atualizada automaticamente.',
        ),
      };
    case 'Rejeitada':
      throw AppError.unprocessable('A Sefin Nacional rejeitou a NFS-e.', `${nota.cStat} - ${nota.mensagem}`);
  }
}

/**
 * POST /nfse/emitir: validate, number the DPS from the locked counter, build, sign, validate and store it
 * (one transaction), then send it and apply the Sefin's answer. The idempotency key makes a repeated request the
 * same NFS-e: it answers the first request's outcome, resumes it if it was left waiting, or gets 409 while it is
 * being sent.
 */
export async function emitirNfse(ctx: AppContext, input: EmitirNfse, caller: Caller) {
  const empresa = exigirEmpresaNfse(await findEmpresa(ctx.db));
  // Fetched before the transaction: it may start the simulator, and an expired A1 is refused before numbering.
  const conexao = await ctx.fiscal.atual();
  const certificado = await conexao.certificadoAssinatura(empresa);
  // The rate the preview showed: the stored values are the ones the NFS-e will carry (also read before the
  // transaction, as it may ask the Sefin).
  const servico = await findServico(ctx.db, input.id_servico);
  const aliquota = servico
    ? await aliquotaIssDaNfse(ctx, servico, input.iss_retido, input.data_competencia)
    : undefined;
  const registro = await ctx.db.transaction(async (tx) => {
    await travarIdempotencyKey(tx, input.idempotency_key);
    const existente = await findPorIdempotencyKey(tx, input.idempotency_key);
    if (existente) return { id: existente.id, nova: false };
    return {
      id: await registrarDps(tx, input, empresa, certificado, conexao, caller, aliquota?.aliquota_iss),
      nova: true,
    };
  });
  if (registro.nova) {
    const nota = await comEnvio(
      ctx,
      registro.id,
      () => enviarEConcluir(ctx, registro.id, caller, { consultarAntes: false }),
      true,
    );
    return desfecho(nota as NotaServicoRow);
  }
  const existente = (await findNotaServico(ctx.db, registro.id)) as NotaServicoRow;
  if (existente.status !== 'Processando') return desfecho(existente);
  const retomada = await comEnvio(ctx, registro.id, () =>
    enviarEConcluir(ctx, registro.id, caller, { consultarAntes: true }),
  );
  return desfecho(retomada as NotaServicoRow);
}
