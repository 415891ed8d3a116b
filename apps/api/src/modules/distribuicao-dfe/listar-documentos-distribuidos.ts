import type {
  TDocumentoDistribuido,
  TDocumentosDistribuidos,
  TDocumentosDistribuidosQuery,
} from '@erp/contracts/distribuicao-dfe';
import type { TManifestacao } from '@erp/contracts/manifestacoes';
import type { AppContext } from '../../app-context.ts';
import { paginate } from '../../lib/pagination.ts';
import { manifestacoesPorChave } from '../entradas/manifestacoes-da-nota.ts';
import { empresaDaDistribuicao } from './buscar-documentos-na-sefaz.ts';
import {
  countDocumentos,
  type DocumentoDistribuido,
  findEstado,
  listDocumentos,
} from './distribuicao-dfe.repository.ts';
import { estadoDaDistribuicao } from './resposta-da-busca.ts';

export function documentoDaLista(
  d: DocumentoDistribuido,
  manifestacoes: TManifestacao[] = [],
): TDocumentoDistribuido {
  return {
    id: d.id,
    nsu: d.nsu,
    tipo: d.tipo,
    chave_acesso: d.chaveAcesso,
    emitente_cpf_cnpj: d.emitenteCpfCnpj,
    emitente_nome: d.emitenteNome,
    valor_total: d.valorTotal,
    data_emissao: d.dataEmissao?.toISOString() ?? null,
    situacao: d.situacao,
    status: d.status,
    observacao: d.observacao,
    id_nfe_entrada: d.idNfeEntrada,
    manifestacoes,
    created_at: d.createdAt.toISOString(),
  };
}

/** 'Documentos na SEFAZ': the distributed documents, newest first, with the company's place in the queue. */
export async function listarDocumentosDistribuidos(
  ctx: AppContext,
  query: TDocumentosDistribuidosQuery,
): Promise<TDocumentosDistribuidos> {
  const empresa = await empresaDaDistribuicao(ctx);
  if (!empresa) {
    return {
      data: [],
      totalPages: 1,
      currentPage: 1,
      totalItems: 0,
      estado: estadoDaDistribuicao(undefined),
    };
  }
  const page = await paginate(
    query,
    () => countDocumentos(ctx.db, empresa, query.search),
    (w) => listDocumentos(ctx.db, empresa, query.search, w),
  );
  const manifestacoes = await manifestacoesPorChave(
    ctx.db,
    page.data.map((d) => d.chaveAcesso),
    empresa.ambiente,
  );
  return {
    ...page,
    data: page.data.map((d) => documentoDaLista(d, manifestacoes.get(d.chaveAcesso ?? '') ?? [])),
    estado: estadoDaDistribuicao(await findEstado(ctx.db, empresa)),
  };
}
