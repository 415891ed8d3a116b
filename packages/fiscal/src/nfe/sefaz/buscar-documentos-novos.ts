import type { ClienteSefaz } from './cliente-sefaz.ts';
import { type DocumentoDFe, distribuicaoDFe, type RetDistDFeInt } from './distribuicao-dfe.ts';
import { isDistribuicaoRespondida, isDocumentoLocalizado } from './situacao-cstat.ts';

export interface PedidoDocumentosNovos {
  /** CNPJ (14) ou CPF (11) do interessado: o do certificado. */
  interessado: string;
  /** O ultNSU guardado da última busca ('0' na primeira). */
  ultNSU: string;
  /** Teto de consultas nesta busca (padrão 20, até 1 000 documentos). */
  maximoConsultas?: number;
  /**
   * Chamado a cada resposta, antes da próxima consulta, com o ultNSU a guardar. Quem guarda os documentos e o
   * ultNSU aqui, juntos, não perde nem busca duas vezes o que já veio se uma consulta seguinte falhar. Um erro
   * lançado aqui interrompe a busca.
   */
  aoReceber?: (resposta: RetDistDFeInt & { ultNSUGuardar: string }) => Promise<void>;
}

export interface DocumentosNovos {
  /** cStat da última consulta: 137 (em dia), 138 (parou no teto), 656 (consumo indevido) ou rejeição. */
  cStat: string;
  xMotivo: string;
  /** Guarde-o: é o ponto de partida da próxima busca. */
  ultNSU: string;
  maxNSU: string;
  documentos: DocumentoDFe[];
  /** Há mais documentos no Ambiente Nacional (parou no teto): busque de novo logo. */
  temMais: boolean;
}

/**
 * Busca tudo o que chegou desde ultNSU, repetindo a NFeDistribuicaoDFe enquanto ultNSU < maxNSU (NT 2014.002).
 * Quando termina em dia (137, ou ultNSU == maxNSU), a próxima busca deve esperar pelo menos 1 hora; 656 avisa
 * que o CNPJ foi bloqueado por consumo indevido e também pede 1 hora.
 */
export async function buscarDocumentosNovos(
  cliente: ClienteSefaz,
  pedido: PedidoDocumentosNovos,
): Promise<DocumentosNovos> {
  const documentos: DocumentoDFe[] = [];
  let ultNSU = pedido.ultNSU;
  const maximo = pedido.maximoConsultas ?? 20;
  for (let consulta = 1; ; consulta++) {
    const r = await distribuicaoDFe(cliente, { interessado: pedido.interessado, consulta: { ultNSU } });
    documentos.push(...r.documentos);
    if (isDistribuicaoRespondida(r.cStat)) ultNSU = r.ultNSU || ultNSU;
    await pedido.aoReceber?.({ ...r, ultNSUGuardar: ultNSU });
    const temMais = isDocumentoLocalizado(r.cStat) && BigInt(ultNSU) < BigInt(r.maxNSU || '0');
    if (!temMais || consulta >= maximo) {
      return { cStat: r.cStat, xMotivo: r.xMotivo, ultNSU, maxNSU: r.maxNSU, documentos, temMais };
    }
  }
}
