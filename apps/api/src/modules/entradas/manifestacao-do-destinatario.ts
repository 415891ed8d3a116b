import type { TTipoManifestacao } from '@erp/contracts/manifestacoes';
import { isSiglaUF } from '@erp/fiscal/documentos';
import type { DadosEvento } from '@erp/fiscal/sefaz';
import { enviarEvento, isEventoRegistrado } from '@erp/fiscal/sefaz';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { comunicarComSefaz } from '../fiscal/sefaz-indisponivel.ts';

/**
 * 210200 Confirmação da Operação; 210210 Ciência da Operação (both ask the Ambiente Nacional for the full XML);
 * 210220 Desconhecimento da Operação; 210240 Operação não Realizada (with xJust).
 */
export type TpManifestacao = TTipoManifestacao;

export type ResultadoManifestacao =
  | { isRegistrado: true; procEventoNFe: string; nProt: string | undefined }
  | { isRegistrado: false; cStat: string; motivo: string };

function dadosDoEvento(tpEvento: TpManifestacao, chNFe: string, autor: string, xJust?: string): DadosEvento {
  switch (tpEvento) {
    case '210240':
      if (!xJust) throw new RangeError('A Operação não Realizada exige a justificativa.');
      return { tpEvento, chNFe, autor, xJust };
    case '210220':
      return { tpEvento, chNFe, autor, ...(xJust ? { xJust } : {}) };
    default:
      return { tpEvento, chNFe, autor };
  }
}

/**
 * One manifestação do destinatário, signed with the company's A1 and sent to the Ambiente Nacional (cOrgao 91).
 * A refusal is a result, not an exception: the caller records it its own way. `xmlNfeProc` is the note when we
 * hold it (an upload), so the simulator learns a note authorised at another SEFAZ before the event reaches it.
 */
export async function enviarManifestacao(
  ctx: AppContext,
  pedido: { chave: string; tpEvento: TpManifestacao; xJust?: string; xmlNfeProc?: string },
): Promise<ResultadoManifestacao> {
  const empresa = await findEmpresa(ctx.db);
  if (!empresa?.cnpj || !empresa.uf || !isSiglaUF(empresa.uf)) {
    throw AppError.unprocessable(
      'Cadastre o CNPJ e a UF da empresa em Dados da Empresa antes de manifestar notas.',
    );
  }
  const conexao = await ctx.fiscal.atual();
  // Simulação only: the real Ambiente Nacional already knows every authorised note.
  if (pedido.xmlNfeProc && conexao.modo === 'simulacao') {
    await ctx.fiscal.simulacao.conhecerNotaDeTerceiro(pedido.xmlNfeProc, pedido.chave);
  }
  const cliente = await conexao.clienteSefaz({
    cnpj: empresa.cnpj,
    razaoSocial: empresa.razaoSocial,
    uf: empresa.uf,
  });
  const retorno = await comunicarComSefaz(() =>
    enviarEvento(cliente, {
      eventos: [dadosDoEvento(pedido.tpEvento, pedido.chave, empresa.cnpj ?? '', pedido.xJust)],
    }),
  );
  const evento = retorno.eventos[0];
  if (evento && isEventoRegistrado(evento.cStat) && evento.procEventoNFe) {
    return { isRegistrado: true, procEventoNFe: evento.procEventoNFe, nProt: evento.nProt };
  }
  return evento
    ? { isRegistrado: false, cStat: evento.cStat, motivo: `${evento.cStat} - ${evento.xMotivo}` }
    : { isRegistrado: false, cStat: retorno.cStat, motivo: `${retorno.cStat} - ${retorno.xMotivo}` };
}
