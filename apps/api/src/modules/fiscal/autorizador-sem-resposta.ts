import type { ResultadoEmissao } from '@erp/fiscal/sefaz';
import {
  consultarStatusServico,
  isNaoConsta,
  isServicoEmOperacao,
  isServicoParalisado,
  SefazTransporteError,
} from '@erp/fiscal/sefaz';
import type { Database } from '../../db/client.ts';
import {
  type AutorizadorDaUF,
  anotarSemResposta,
  apagarSemResposta,
  findSemRespostaRecente,
} from './autorizadores.repository.ts';
import type { ConexaoFiscal, EmpresaFiscal } from './conexao-fiscal.ts';

/**
 * How long a failure of the autorizador makes new drafts ask its status first. Every failure renews it (a send,
 * the retry job's resend, a status check), any answer ends it; after this long with no news either way, a draft
 * goes the normal route again.
 */
const JANELA_SEM_RESPOSTA_SEGUNDOS = 10 * 60;

/** The result of a send of a note in normal mode, as news of its autorizador. */
function respostaDoAutorizador(resultado: ResultadoEmissao): 'respondeu' | 'semResposta' | 'nada' {
  if (resultado.situacao !== 'pendente') return 'respondeu';
  // A transport failure of the send or of the consultation after it, 108/109, or a send that got no answer
  // and a consultation that says SEFAZ does not have the note (217).
  if (resultado.erro) return 'semResposta';
  if (resultado.cStat === undefined) return 'nada'; // our own code failed: nothing is known of SEFAZ
  const semResposta =
    isServicoParalisado(resultado.cStat) || (isNaoConsta(resultado.cStat) && !resultado.nRec);
  return semResposta ? 'semResposta' : 'respondeu';
}

/** After a send in normal mode: a failure of the autorizador is kept, any answer of it clears the failure. */
export async function anotarEnvioAoAutorizador(
  db: Database,
  autorizador: AutorizadorDaUF,
  resultado: ResultadoEmissao,
) {
  switch (respostaDoAutorizador(resultado)) {
    case 'respondeu':
      return apagarSemResposta(db, autorizador);
    case 'semResposta':
      return anotarSemResposta(db, autorizador, (resultado as { motivo: string }).motivo);
    case 'nada':
      return;
  }
}

/**
 * After a status check ('Testar comunicação' or before a draft): 107 clears the failure; 108/109 or no answer
 * keep it, with the reason the user is shown; another answer (656, a certificate refused) says nothing of an
 * outage. Answers that reason, or null when the autorizador is in operation or answered something else.
 */
export async function anotarStatusDoAutorizador(
  db: Database,
  autorizador: AutorizadorDaUF,
  status: { cStat: string; xMotivo: string } | SefazTransporteError,
): Promise<string | null> {
  if (status instanceof SefazTransporteError) {
    const motivo =
      status.kind === 'timeout' ? 'Tempo esgotado na consulta de status do serviço' : status.message;
    await anotarSemResposta(db, autorizador, motivo);
    return motivo;
  }
  if (isServicoEmOperacao(status.cStat)) await apagarSemResposta(db, autorizador);
  if (!isServicoParalisado(status.cStat)) return null;
  const motivo = `${status.cStat} - ${status.xMotivo}`;
  await anotarSemResposta(db, autorizador, motivo);
  return motivo;
}

/**
 * Before a draft is numbered: when the company's autorizador in this environment failed lately, its status is
 * asked with a short wait (ESPERA_CURTA_MS). Answers why it is not answering (108/109, no answer) or null: go the
 * normal route (no recent failure, or 107). A certificate refused before any call is thrown as for any send.
 */
export async function motivoDoAutorizadorParado(
  db: Database,
  conexao: ConexaoFiscal,
  empresa: Pick<EmpresaFiscal, 'cnpj' | 'razaoSocial' | 'uf'>,
): Promise<string | null> {
  const autorizador = { ambiente: conexao.modo, uf: empresa.uf };
  if (!(await findSemRespostaRecente(db, autorizador, JANELA_SEM_RESPOSTA_SEGUNDOS))) return null;
  const cliente = await conexao.clienteSefaz(empresa, 'curta');
  let status: Awaited<ReturnType<typeof consultarStatusServico>> | SefazTransporteError;
  try {
    status = await consultarStatusServico(cliente);
  } catch (erro) {
    if (!(erro instanceof SefazTransporteError)) throw erro;
    status = erro;
  }
  return anotarStatusDoAutorizador(db, autorizador, status);
}
