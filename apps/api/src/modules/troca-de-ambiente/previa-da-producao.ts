import type { TPreviaProducao } from '@erp/contracts/fiscal';
import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { consomeSaldo } from '../nfe/linhas-nfe.ts';
import {
  type DocumentoDeTeste,
  listDevolucoesDasNotas,
  listEstoqueDasNotas,
  listNfeDeTeste,
  listNfseDeTeste,
  listRecebiveisDosDocumentos,
} from './documentos-de-teste.repository.ts';

/** Settled test documents: their effects are known, so they can be reversed and marked. */
const NFE_CONCLUIDA = ['Autorizada', 'Cancelada', 'Denegada'];
const NFSE_CONCLUIDA = ['Autorizada', 'Cancelada', 'Rejeitada'];

/** The preview, and what the reversal needs besides it: the documents to mark and each note's stock. */
export type EstornoDeTeste = {
  previa: TPreviaProducao;
  idsNfe: number[];
  idsNfse: number[];
  /** kg per product and note still out of stock because of the note (negative: an exit). */
  estoquePorNota: {
    id_produto: number;
    id_nota_fiscal: number;
    kg: string;
    destino: 'terceiros' | 'proprio';
  }[];
};

const numero = (n: DocumentoDeTeste['numero']) => (n === null ? null : Number(n));

function pendencia(tipo: 'NF-e' | 'NFS-e', d: DocumentoDeTeste) {
  const motivo =
    d.status === 'Processando'
      ? `aguardando a resposta ${tipo === 'NF-e' ? 'da SEFAZ' : 'da Sefin Nacional'} à emissão`
      : `aguardando a resposta ${tipo === 'NF-e' ? 'da SEFAZ' : 'da Sefin Nacional'} ao cancelamento`;
  return { tipo, id: d.id, numero: numero(d.numero), serie: d.serie, motivo };
}

/**
 * What the test documents changed and going into produção gives back: kg per remessa item (the returns of the
 * authorised notes; a cancelled or denied one already gave them back), stock per product (the ledger's net of
 * each note's exits and reversals) and the receivables still pending or paid. `lock`: the documents and their
 * receivables are locked for the caller's transaction, which reverses exactly what this read.
 */
export async function levantarEstornoDeTeste(db: Database, lock?: 'update'): Promise<EstornoDeTeste> {
  const [nfes, nfses] = [await listNfeDeTeste(db, lock), await listNfseDeTeste(db, lock)];
  const pendentes = [
    ...nfes
      .filter((n) => n.status === 'Processando' || n.cancelamento_pendente)
      .map((n) => pendencia('NF-e', n)),
    ...nfses
      .filter((s) => s.status === 'Processando' || s.cancelamento_pendente)
      .map((s) => pendencia('NFS-e', s)),
  ];
  const nfeConcluidas = nfes.filter((n) => NFE_CONCLUIDA.includes(n.status) && !n.cancelamento_pendente);
  const nfseConcluidas = nfses.filter((s) => NFSE_CONCLUIDA.includes(s.status) && !s.cancelamento_pendente);
  const idsNfe = nfeConcluidas.map((n) => n.id);
  const idsNfse = nfseConcluidas.map((s) => s.id);

  const remessas = new Map<number, TPreviaProducao['remessas'][number]>();
  for (const linha of await listDevolucoesDasNotas(db, idsNfe)) {
    if (!consomeSaldo(linha.cfop)) continue;
    const { cfop: _cfop, quantidade, ...item } = linha;
    const atual = remessas.get(linha.id_item_entrada);
    remessas.set(linha.id_item_entrada, {
      ...item,
      kg: new Decimal(atual?.kg ?? 0).plus(quantidade).toFixed(4),
    });
  }
  const estoquePorNota = await listEstoqueDasNotas(db, idsNfe);
  const estoque = new Map<number, TPreviaProducao['estoque'][number]>();
  for (const m of estoquePorNota) {
    const atual = estoque.get(m.id_produto);
    estoque.set(m.id_produto, {
      id_produto: m.id_produto,
      produto: m.produto,
      kg: new Decimal(atual?.kg ?? 0).minus(m.kg).toFixed(4),
    });
  }
  const recebiveis = await listRecebiveisDosDocumentos(db, idsNfe, idsNfse, lock);
  const documento = (tipo: 'NF-e' | 'NFS-e') => (d: DocumentoDeTeste) => ({
    tipo,
    id: d.id,
    numero: numero(d.numero),
    serie: d.serie,
    ambiente: d.ambiente,
    status: d.status,
    cliente: d.cliente,
  });
  return {
    previa: {
      documentos: [...nfeConcluidas.map(documento('NF-e')), ...nfseConcluidas.map(documento('NFS-e'))],
      remessas: [...remessas.values()],
      estoque: [...estoque.values()].filter((e) => !new Decimal(e.kg).isZero()),
      recebiveis: recebiveis.map(({ id_lancamento, descricao, valor, status }) => ({
        id_lancamento,
        descricao,
        valor,
        status,
      })),
      pendentes,
    },
    idsNfe,
    idsNfse,
    estoquePorNota,
  };
}

/** `GET /api/fiscal/ambiente/producao/previa`: what the confirmation dialog lists before going into produção. */
export async function obterPreviaProducao(ctx: AppContext): Promise<TPreviaProducao> {
  return (await levantarEstornoDeTeste(ctx.db)).previa;
}
