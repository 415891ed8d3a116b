import type { TCfopSemDestino, TDestinoEntrada, TRespostasImportacao } from '@erp/contracts/entradas';
import { ErrorCode } from '@erp/contracts/errors';
import { descricaoDoCfop, destinoDaEntrada } from '@erp/fiscal/calculo';
import type { ItemNFe, NFeLida } from '@erp/fiscal/nfe';
import type { Database } from '../../db/client.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import { findDestinosDoEmitente } from './entradas.repository.ts';

export type DestinosDaNota = {
  /** Each item's path, by nItem; an item whose CFOP is still unanswered is absent. */
  porItem: Map<string, TDestinoEntrada>;
  /** CFOPs the table does not settle and nobody answered for this emitente: asked, once each. */
  semDestino: TCfopSemDestino[];
  /** The answers sent with this import, remembered for the emitente in the entry's transaction. */
  aprendidos: { cfop: string; destino: TDestinoEntrada }[];
};

function mensagem(cfops: TCfopSemDestino[]): string {
  const lista = cfops.map((c) => `${c.cfop} (${c.descricao})`).join(', ');
  return cfops.length === 1
    ? `Informe se os itens do CFOP ${lista} são material do cliente para industrialização ou uma compra para o estoque próprio.`
    : `Informe se os itens dos CFOPs ${lista} são material do cliente para industrialização ou uma compra para o estoque próprio.`;
}

/** 422: CFOPs whose path nobody told; `cfops` lists each one, for the screen or the .zip's result. */
export class CfopsSemDestinoError extends AppError {
  constructor(readonly cfops: TCfopSemDestino[]) {
    super(ErrorCode.UNPROCESSABLE, mensagem(cfops));
  }
}

export const documentoDoEmitente = (nfe: NFeLida) => (nfe.emit.CNPJ ?? nfe.emit.CPF ?? '').toUpperCase();

/**
 * Issue 24: the path of each item by its CFOP, from (in this order) the clerk's answer sent with the import, what
 * was answered before for this emitente and CFOP, and the table (destino-do-estoque.ts). Ignored items take a path
 * too when one is known (for the record) but are never asked about: they move nothing.
 */
export async function destinosDaNota(
  db: Database,
  nfe: NFeLida,
  respostas: Pick<TRespostasImportacao, 'destinos' | 'ignorar'> = { destinos: [], ignorar: [] },
): Promise<DestinosDaNota> {
  const naNota = new Set(nfe.det.map((i) => i.CFOP));
  const erros: FieldError[] = [];
  respostas.destinos.forEach((d, i) => {
    if (!naNota.has(d.cfop)) {
      erros.push({
        campo: `destinos.${i}.cfop`,
        mensagem: `O CFOP ${d.cfop} não é de nenhum item desta nota.`,
      });
    }
  });
  if (erros.length > 0) throw AppError.validation('Confira as respostas da importação.', erros);
  const respondidos = new Map(respostas.destinos.map((d) => [d.cfop, d.destino]));
  const semTabela = [...naNota].filter((c) => !respondidos.has(c) && destinoDaEntrada(c) === undefined);
  const lembrados = await findDestinosDoEmitente(db, documentoDoEmitente(nfe), semTabela);
  const ignorar = new Set(respostas.ignorar);
  const porItem = new Map<string, TDestinoEntrada>();
  const perguntas = new Map<string, ItemNFe[]>();
  for (const item of nfe.det) {
    const destino = respondidos.get(item.CFOP) ?? lembrados.get(item.CFOP) ?? destinoDaEntrada(item.CFOP);
    if (destino) porItem.set(item.nItem, destino);
    else if (!ignorar.has(item.cProd)) perguntas.set(item.CFOP, [...(perguntas.get(item.CFOP) ?? []), item]);
  }
  return {
    porItem,
    semDestino: [...perguntas].map(([cfop, itens]) => ({
      cfop,
      descricao: descricaoDoCfop(cfop),
      itens: itens.map((i) => `${i.cProd} - ${i.xProd}`),
    })),
    aprendidos: respostas.destinos.map((d) => ({ cfop: d.cfop, destino: d.destino })),
  };
}
