import {
  caminhoDacce,
  caminhoXmlDoEvento,
  DESCRICAO_EVENTO_NFE,
  type TEventoNfeRegistrado,
} from '@erp/contracts/eventos-nfe';
import { DacceInvalidaError, gerarDacce } from '@erp/fiscal/nfe';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findInutilizacao } from './eventos-nfe.repository.ts';
import { findNota, listEventos } from './nfe.repository.ts';

const CARTA_CORRECAO = '110110';

// The registration time SEFAZ wrote in its answer (retEvento), as it wrote it.
const dhRegEvento = (xml: string) => /<dhRegEvento>([^<]+)<\/dhRegEvento>/.exec(xml)?.[1];

async function eventosDaNota(ctx: AppContext, id: number) {
  const nota = await findNota(ctx.db, id);
  if (!nota) throw AppError.notFound('NF-e não encontrada.');
  return { nota, eventos: await listEventos(ctx.db, id) };
}

/** GET /nfe/{id}/eventos: the note's registered events (cancellation, CC-e by sequence) with their downloads. */
export async function listarEventosDaNfe(ctx: AppContext, id: number): Promise<TEventoNfeRegistrado[]> {
  const { eventos } = await eventosDaNota(ctx, id);
  return eventos.map((e) => ({
    tipo_evento: e.tipoEvento,
    descricao: DESCRICAO_EVENTO_NFE[e.tipoEvento] ?? e.tipoEvento,
    sequencia: e.sequencia,
    protocolo: e.protocolo,
    data_registro: dhRegEvento(e.xml) ?? e.createdAt.toISOString(),
    texto: e.texto,
    caminho_xml: caminhoXmlDoEvento(id, e.tipoEvento, e.sequencia),
    caminho_dacce: e.tipoEvento === CARTA_CORRECAO ? caminhoDacce(id, e.sequencia) : null,
  }));
}

async function evento(ctx: AppContext, id: number, tipo: string, sequencia: number) {
  const { nota, eventos } = await eventosDaNota(ctx, id);
  const registrado = eventos.find((e) => e.tipoEvento === tipo && e.sequencia === sequencia);
  if (!registrado) throw AppError.notFound('Evento não encontrado nesta NF-e.');
  return { nota, registrado };
}

/** GET /nfe/{id}/eventos/{tipo}/{sequencia}/xml: the procEventoNFe exactly as stored. */
export async function xmlDoEvento(ctx: AppContext, id: number, tipo: string, sequencia: number) {
  const { nota, registrado } = await evento(ctx, id, tipo, sequencia);
  return {
    xml: registrado.xml,
    nomeArquivo: `${nota.chaveAcesso}-${tipo}-${String(sequencia).padStart(2, '0')}-procEventoNFe.xml`,
  };
}

/** GET /nfe/{id}/cartas-correcao/{sequencia}/dacce: the printed copy of a registered CC-e. */
export async function dacceDaNfe(ctx: AppContext, id: number, sequencia: number) {
  const { nota, registrado } = await evento(ctx, id, CARTA_CORRECAO, sequencia);
  if (!nota.xmlAutorizado) throw AppError.conflict('Esta NF-e não tem o XML autorizado para o DACCE.');
  try {
    const pdf = await gerarDacce(registrado.xml, nota.xmlAutorizado, {
      simulacao: nota.ambiente === 'simulacao',
    });
    return { pdf, nomeArquivo: `${nota.chaveAcesso}-cce-${String(sequencia).padStart(2, '0')}-dacce.pdf` };
  } catch (error) {
    if (error instanceof DacceInvalidaError) {
      throw AppError.unprocessable('Não foi possível montar o DACCE.', error.message);
    }
    throw error;
  }
}

/** GET /nfe/inutilizacoes/{id}/xml: the ProcInutNFe exactly as stored. */
export async function xmlDaInutilizacao(ctx: AppContext, id: number) {
  const inutilizacao = await findInutilizacao(ctx.db, id);
  if (!inutilizacao) throw AppError.notFound('Inutilização não encontrada.');
  if (inutilizacao.situacao !== 'Homologada') {
    throw AppError.conflict(
      'A inutilização desta faixa ainda está pendente: a SEFAZ não a confirmou, e não há ProcInutNFe para baixar.',
    );
  }
  const faixa = `${inutilizacao.serie}-${inutilizacao.numeroInicial}-${inutilizacao.numeroFinal}`;
  return { xml: inutilizacao.xml, nomeArquivo: `inutilizacao-${inutilizacao.cnpj}-${faixa}-procInutNFe.xml` };
}
