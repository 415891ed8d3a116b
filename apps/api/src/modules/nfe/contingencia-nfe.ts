import type { TSvc } from '@erp/contracts/nfe';
import type { SiglaUF } from '@erp/fiscal/common/uf';
import type { ClienteSefaz } from '@erp/fiscal/nfe/sefaz/cliente-sefaz';
import { dataHoraBrasilia } from '@erp/fiscal/nfe/sefaz/data-hora';
import {
  consultarEmissao,
  NAO_CONSTA,
  PARALISADO,
  type ResultadoEmissao,
} from '@erp/fiscal/nfe/sefaz/emitir-com-consulta';
import { svcDaUF } from '@erp/fiscal/nfe/sefaz/endpoints';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { EmpresaFiscal } from '../fiscal/conexao-fiscal.ts';
import type { NotaRow } from './nfe.repository.ts';

/** B22 tpEmis of each SVC. */
const TP_EMIS: Readonly<Record<TSvc, '6' | '7'>> = { 'SVC-AN': '6', 'SVC-RS': '7' };

/** What a note re-signed for the SVC carries: tpEmis, B28 dhCont and B29 xJust. */
export type EntradaEmContingencia = {
  svc: TSvc;
  tpEmis: '6' | '7';
  dhCont: string;
  xJust: string;
  desde: Date;
};

export function entradaEmContingencia(
  uf: SiglaUF,
  justificativa: string,
  agora: Date,
): EntradaEmContingencia {
  const svc = svcDaUF(uf);
  return { svc, tpEmis: TP_EMIS[svc], dhCont: dataHoraBrasilia(agora), xJust: justificativa, desde: agora };
}

/**
 * The client a stored note is sent and consulted with: the UF's autorizador, or the SVC it was signed for. Events
 * (cancellation, CC-e) keep the UF's client: the library sends them to the autorizador of the key's UF, which
 * receives the SVC's notes once the contingency ends.
 */
export async function clienteDaNota(
  ctx: AppContext,
  nota: Pick<NotaRow, 'ambiente' | 'contingencia'>,
  empresa: Pick<EmpresaFiscal, 'cnpj' | 'razaoSocial' | 'uf'>,
): Promise<ClienteSefaz> {
  const cliente = await ctx.fiscal.doModo(nota.ambiente).clienteSefaz(empresa);
  return nota.contingencia ? { ...cliente, contingencia: nota.contingencia } : cliente;
}

/** Whether the UF's autorizador is the reason a note waits: no answer at all, 108/109, or 217 after no answer. */
const autorizadorSemResposta = (cStat: string | null) =>
  cStat === null || cStat === NAO_CONSTA || PARALISADO.has(cStat);

type NotaEsperando = Pick<NotaRow, 'status' | 'contingencia' | 'envioIncerto' | 'cStat'>;

/**
 * A note waiting for SEFAZ that may go out in the SVC instead: only a normal emission the autorizador did not
 * answer, and that cannot be at SEFAZ (envio_incerto), so that re-signing its number never makes two authorised.
 */
export const podeIrParaContingencia = (nota: NotaEsperando) =>
  nota.status === 'Processando' &&
  !nota.contingencia &&
  !nota.envioIncerto &&
  autorizadorSemResposta(nota.cStat);

/** The SVC of the company's UF when the note may go out there (podeIrParaContingencia), else null. */
export function contingenciaDisponivel(nota: NotaEsperando, uf: SiglaUF): TSvc | null {
  return podeIrParaContingencia(nota) ? svcDaUF(uf) : null;
}

/**
 * envio_incerto after an attempt, from its value before it: settled by any conclusive answer and by SEFAZ saying it
 * does not have the key (217 without a receipt); set by an attempt that may have reached SEFAZ unanswered.
 */
export function envioIncertoApos(antes: boolean, resultado: ResultadoEmissao) {
  if (resultado.situacao !== 'pendente') return false;
  return resultado.podeEstarNaSefaz || (antes && resultado.cStat !== NAO_CONSTA);
}

/**
 * Before a note already sent in normal mode is re-signed for the SVC (same number, a new key: tpEmis is in it),
 * its key is consulted at the UF's autorizador. Authorised, denied or another XML on the key: that answer is the
 * note's ('resultado', applied as any emission's). 217 (without a receipt): SEFAZ does not have it, go. No answer
 * or 108/109: go only if no earlier send may be there (envio_incerto); otherwise a paralysed or unreachable
 * autorizador could still authorise it later beside the SVC's note, so the contingency is refused for now.
 */
export async function consultarAntesDaContingencia(
  ctx: AppContext,
  nota: NotaRow,
  empresa: Pick<EmpresaFiscal, 'cnpj' | 'razaoSocial' | 'uf'>,
): Promise<{ liberada: true } | { liberada: false; resultado: ResultadoEmissao }> {
  const cliente = await clienteDaNota(ctx, nota, empresa);
  const resultado = await consultarEmissao(cliente, nota.xmlAssinado as string);
  if (resultado.situacao !== 'pendente') return { liberada: false, resultado };
  if (!resultado.podeEstarNaSefaz) return { liberada: true };
  const semResposta = resultado.erro !== undefined || PARALISADO.has(resultado.cStat ?? '');
  if (semResposta && !nota.envioIncerto) return { liberada: true };
  throw AppError.conflict(
    semResposta
      ? `A NF-e nº ${nota.numero} foi enviada à SEFAZ, que não respondeu, e pode ter chegado lá. Para não haver duas NF-e autorizadas com o mesmo número, ela só vai para a contingência depois que a SEFAZ confirmar que não a recebeu; até lá ela é consultada automaticamente.`
      : `A SEFAZ não confirmou a situação da NF-e nº ${nota.numero}; tente novamente em alguns minutos.`,
    resultado.motivo,
  );
}
