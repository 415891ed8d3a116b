import { gerarDanfse } from '@erp/fiscal/nfse';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { caminhosDosDocumentos } from './consultar-nfse.ts';
import { findNotaServico, nomesDosMunicipios } from './nfse.repository.ts';

async function notaComDocumento(ctx: AppContext, id: number) {
  const nota = await findNotaServico(ctx.db, id);
  if (!nota) throw AppError.notFound('NFS-e não encontrada.');
  if (!caminhosDosDocumentos(id, nota.status).caminho_xml || !nota.xmlNfse) {
    throw AppError.conflict('Esta NFS-e não foi autorizada: não há XML nem DANFSe.');
  }
  return { ...nota, xmlNfse: nota.xmlNfse };
}

/** The NFS-e exactly as the Sefin Nacional generated it, named by its access key. */
export async function xmlDaNfse(ctx: AppContext, id: number) {
  const nota = await notaComDocumento(ctx, id);
  return { xml: nota.xmlNfse, nomeArquivo: `${nota.chaveAcesso}-nfse.xml` };
}

/**
 * The DANFSe of the NFS-e: municipalities named from the IBGE table (the NFS-e carries only their codes for the
 * tomador), 'NFS-e SEM VALIDADE JURÍDICA' in simulação, and the cancellation marked.
 */
export async function danfseDaNfse(ctx: AppContext, id: number) {
  const nota = await notaComDocumento(ctx, id);
  const codigos = [...nota.xmlNfse.matchAll(/<(?:cMun|cLocIncid|cLocPrestacao|cLocEmi)>([0-9]{7})</g)].map(
    (m) => Number(m[1]),
  );
  const nomes = await nomesDosMunicipios(ctx.db, [...new Set(codigos)]);
  const pdf = await gerarDanfse(nota.xmlNfse, {
    simulacao: nota.ambiente === 'simulacao',
    cancelada: nota.status === 'Cancelada',
    nomeMunicipio: (cMun) => nomes.get(Number(cMun)),
  });
  return { pdf, nomeArquivo: `${nota.chaveAcesso}-danfse.pdf` };
}
