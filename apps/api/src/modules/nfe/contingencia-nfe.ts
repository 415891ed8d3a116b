import type { TSvc } from '@erp/contracts/nfe-operacao';
import { dataHoraBrasilia } from '@erp/fiscal/data-hora';
import type { SiglaUF } from '@erp/fiscal/documentos';
import type { ClienteSefaz } from '@erp/fiscal/sefaz';
import {
  consultarEmissao,
  isNaoConsta,
  isServicoParalisado,
  type ResultadoEmissao,
  svcDaUF,
} from '@erp/fiscal/sefaz';
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
  cStat === null || isNaoConsta(cStat) || isServicoParalisado(cStat);

type NotaEsperando = Pick<NotaRow, 'status' | 'contingencia' | 'envioIncerto' | 'recibo' | 'cStat'>;

/**
 * A note waiting for SEFAZ that may go out in the SVC instead: only a normal emission the autorizador did not
 * answer, that cannot be at SEFAZ (envio_incerto) and has no batch receipt still unresolved, so that re-signing
 * its number never makes two authorised. A note that may be there waits for SEFAZ and is retried.
 */
export const podeIrParaContingencia = (nota: NotaEsperando) =>
  nota.status === 'Processando' &&
  !nota.contingencia &&
  !nota.envioIncerto &&
  !nota.recibo &&
  autorizadorSemResposta(nota.cStat);

/** The SVC of the company's UF when the note may go out there (podeIrParaContingencia), else null. */
export function contingenciaDisponivel(nota: NotaEsperando, uf: SiglaUF): TSvc | null {
  return podeIrParaContingencia(nota) ? svcDaUF(uf) : null;
}

/**
 * envio_incerto after an attempt, from its value before it: set by an attempt that may have reached SEFAZ
 * unanswered, settled only by a conclusive answer about the note (authorised, denied, rejected, or its batch
 * receipt's final answer), never by a 217: SEFAZ may still be processing the unanswered send and authorise it.
 */
export function envioIncertoApos(antes: boolean, resultado: ResultadoEmissao) {
  if (resultado.situacao !== 'pendente') return false;
  return antes || resultado.podeEstarNaSefaz;
}

/**
 * Before a note already sent in normal mode is re-signed for the SVC (same number, a new key: tpEmis is in it),
 * it is consulted at the UF's autorizador: its batch receipt first when one is unresolved (NFeRetAutorizacao4),
 * else its key. Authorised, denied, rejected or another XML on the key: that answer is the note's ('resultado',
 * applied as any emission's). Otherwise it goes only if no send of it may be at SEFAZ (no envio_incerto, no
 * receipt) and SEFAZ does not have it (217) or does not answer (108/109, no answer). A 217 never releases a note
 * whose send may be there: SEFAZ may still be processing it and authorise it beside the SVC's note. Such a note is
 * refused (409) and stays 'Processando' for the retry job.
 */
export async function consultarAntesDaContingencia(
  ctx: AppContext,
  nota: NotaRow,
  empresa: Pick<EmpresaFiscal, 'cnpj' | 'razaoSocial' | 'uf'>,
): Promise<{ liberada: true } | { liberada: false; resultado: ResultadoEmissao }> {
  const cliente = await clienteDaNota(ctx, nota, empresa);
  const resultado = await consultarEmissao(cliente, nota.xmlAssinado as string, nota.recibo);
  if (resultado.situacao !== 'pendente') return { liberada: false, resultado };
  const podeEstarLa = nota.envioIncerto || nota.recibo !== null || resultado.nRec !== undefined;
  const semResposta = resultado.erro !== undefined || isServicoParalisado(resultado.cStat);
  if (!podeEstarLa && (!resultado.podeEstarNaSefaz || semResposta)) return { liberada: true };
  throw AppError.conflict(
    podeEstarLa
      ? `A NF-e nº ${nota.numero} foi enviada à SEFAZ sem resposta conclusiva e pode ter chegado lá (a SEFAZ pode ainda estar processando o envio). Para não haver duas NF-e autorizadas com o mesmo número, ela não vai para a contingência: continua sendo enviada e consultada automaticamente até a SEFAZ responder.`
      : `A SEFAZ não confirmou a situação da NF-e nº ${nota.numero}; tente novamente em alguns minutos.`,
    resultado.motivo,
  );
}
