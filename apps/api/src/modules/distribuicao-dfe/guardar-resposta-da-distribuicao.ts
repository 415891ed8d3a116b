import { isDistribuicaoRespondida } from '@erp/fiscal/sefaz';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { ContagemDaBusca } from './buscar-documentos-na-sefaz.ts';
import {
  findEntradasByChaves,
  type InteressadoDfe,
  insertDocumentos,
  marcarNotaCancelada,
  saveEstado,
} from './distribuicao-dfe.repository.ts';
import { proximaConsultaPermitida } from './espera-da-distribuicao.ts';
import type { DocumentoLido } from './ler-documento-distribuido.ts';

const CANCELAMENTO = '110111';

/** One answer's documents and the ultNSU after them, in one transaction: neither is stored without the other. */
export async function guardarRespostaDaDistribuicao(
  ctx: AppContext,
  interessado: InteressadoDfe,
  resposta: {
    cStat: string;
    xMotivo: string;
    maxNSU: string;
    ultNSUGuardar: string;
    documentos: DocumentoLido[];
  },
  contagem: ContagemDaBusca,
) {
  const agora = new Date();
  await ctx.db.transaction(async (tx) => {
    await guardarDocumentos(tx, interessado, resposta.documentos, contagem);
    await saveEstado(tx, {
      ...interessado,
      ultNsu: resposta.ultNSUGuardar.padStart(15, '0'),
      maxNsu:
        isDistribuicaoRespondida(resposta.cStat) && resposta.maxNSU
          ? resposta.maxNSU.padStart(15, '0')
          : null,
      ultimaConsultaEm: agora,
      proximaConsultaEm: proximaConsultaPermitida(resposta.cStat, agora),
      cStat: resposta.cStat,
      xMotivo: resposta.xMotivo,
    });
  });
}

/**
 * The documents of an answer (by NSU or by key): those already stored are left as they are, summaries of notes
 * already imported are marked so, an issuer's cancellation marks its note.
 */
export async function guardarDocumentos(
  tx: Database,
  interessado: InteressadoDfe,
  documentos: DocumentoLido[],
  contagem: ContagemDaBusca,
) {
  const importadas = await findEntradasByChaves(
    tx,
    documentos.filter((d) => d.tipo === 'resNFe' && d.chaveAcesso).map((d) => d.chaveAcesso as string),
  );
  const inseridos = await insertDocumentos(
    tx,
    documentos.map(({ tpEvento: _tpEvento, ...d }) => {
      // A summary of a note already imported by upload needs no ciência: its XML is already here.
      const idNfeEntrada = d.tipo === 'resNFe' && d.chaveAcesso ? importadas.get(d.chaveAcesso) : undefined;
      return {
        ...d,
        cnpjInteressado: interessado.cnpj,
        ambiente: interessado.ambiente,
        ...(idNfeEntrada ? { status: 'Importada' as const, idNfeEntrada } : {}),
      };
    }),
  );
  for (const d of documentos) {
    if (d.tpEvento === CANCELAMENTO && d.chaveAcesso)
      await marcarNotaCancelada(tx, interessado.cnpj, d.chaveAcesso);
  }
  contagem.documentos += inseridos.length;
  contagem.resumos += inseridos.filter((d) => d.tipo === 'resNFe').length;
  contagem.eventos += inseridos.filter((d) => d.tipo === 'resEvento' || d.tipo === 'procEventoNFe').length;
}
