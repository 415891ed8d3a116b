import {
  caminhoXmlDaManifestacao,
  DESCRICAO_MANIFESTACAO,
  type TManifestacao,
} from '@erp/contracts/manifestacoes';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ModoFiscal } from '../fiscal/modo-fiscal.ts';
import { findManifestacao, listManifestacoes, type ManifestacaoRow } from './manifestacoes.repository.ts';

export function manifestacaoDaLista(m: ManifestacaoRow): TManifestacao {
  return {
    id: m.id,
    tipo_evento: m.tipoEvento,
    descricao: DESCRICAO_MANIFESTACAO[m.tipoEvento],
    protocolo: m.protocolo,
    justificativa: m.justificativa,
    created_at: m.createdAt.toISOString(),
    caminho_xml: caminhoXmlDaManifestacao(m.id),
  };
}

/** The manifestações of each key of a page of rows, in one query: key -> its manifestações, oldest first. */
export async function manifestacoesPorChave(
  db: Database,
  chaves: readonly (string | null)[],
  ambiente: ModoFiscal,
): Promise<Map<string, TManifestacao[]>> {
  const porChave = new Map<string, TManifestacao[]>();
  const rows = await listManifestacoes(
    db,
    chaves.filter((c): c is string => c !== null),
    ambiente,
  );
  for (const m of rows) {
    porChave.set(m.chaveAcesso, [...(porChave.get(m.chaveAcesso) ?? []), manifestacaoDaLista(m)]);
  }
  return porChave;
}

/** GET /upload/nfe-entrada/manifestacoes/{id}/xml: the procEventoNFe as registered, byte for byte. */
export async function xmlDaManifestacao(ctx: AppContext, id: number) {
  const manifestacao = await findManifestacao(ctx.db, id);
  if (!manifestacao) throw AppError.notFound('Manifestação não encontrada.');
  return {
    xml: manifestacao.xml,
    nomeArquivo: `${manifestacao.chaveAcesso}-${manifestacao.tipoEvento}-procEventoNFe.xml`,
  };
}
