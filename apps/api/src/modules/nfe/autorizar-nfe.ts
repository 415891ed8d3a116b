import { destinoDaSaida } from '@erp/fiscal/calculo';
import { Decimal } from '@erp/fiscal/decimal';
import { parseNFe } from '@erp/fiscal/nfe';
import type { ResultadoEmissao } from '@erp/fiscal/sefaz';
import type { Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { emitirBoletoAutomatico } from '../cobranca/boleto/emitir-boleto-automatico.ts';
import { enfileirarEmailNfe } from '../email/enfileirar-email-nfe.ts';
import { insertMovimentos } from '../estoque/estoque.repository.ts';
import { idCategoriaReceita, insertRecebivel } from '../financeiro/recebiveis.repository.ts';
import { faturarOrdensDaNota } from '../ordens-da-nota/ordens-da-nota.ts';
import type { ItensDaNota } from './carregar-emissao-nfe.ts';
import { isLinhaServico, movimentaEstoque } from './linhas-nfe.ts';
import { type ClienteRow, type NotaRow, updateNotaRetornando } from './nfe.repository.ts';
import { type ReceitaDaNota, receitaDaNota } from './receita-da-nota.ts';
import type { EmpresaDaEmissao } from './registrar-nfe.ts';

/** A note 'Processando' as concluirEmissao read it (locked), with who applies SEFAZ's answer (null: the job). */
export type NotaEmConclusao = {
  nota: NotaRow;
  itens: ItensDaNota;
  cliente: ClienteRow | undefined;
  caller: Caller | null;
};

/** The audit row of an answer applied to the note, in the name of who applied it (nobody: the retry job). */
export function auditarConclusao(
  tx: Database,
  { nota, caller }: NotaEmConclusao,
  acao: string,
  detalhes: Record<string, unknown>,
) {
  return auditarEvento(tx, caller, { acao, entidade: 'notas_fiscais', idEntidade: nota.id, detalhes });
}

/**
 * Receivable of the lines that move money (5124, 5101...; not the returned material), due on the chosen day: each
 * line's value plus the IPI SEFAZ authorised on it (a CRT 3 sale), which the buyer pays on top of the goods. The
 * IPI is read from the authorised nfeProc, whose det follow the note's lines in order, so the receivable is what
 * the document says, and equal to what billing counts of the note (receitaDaNota).
 */
async function criarRecebivel(
  tx: Database,
  nota: NotaRow,
  receita: ReceitaDaNota,
  nomeCliente: string,
  caller: Caller | null,
) {
  const valor = new Decimal(receita.valorServicos).plus(receita.valorVendas);
  if (valor.isZero() || !nota.dataVencimento) return undefined;
  const servico = receita.cobradas.some(({ item }) => isLinhaServico(item.cfop));
  const idCategoria = await idCategoriaReceita(
    tx,
    servico ? 'Serviços de Industrialização' : 'Venda de Mercadorias',
  );
  return insertRecebivel(tx, {
    descricao: `NF-e nº ${nota.numero}/${nota.serie} - ${nomeCliente}`,
    valorOriginal: valor.toFixed(2),
    dataVencimento: nota.dataVencimento,
    idCategoria,
    idCliente: nota.idCliente,
    origem: 'NFE',
    idDocumento: nota.id,
    idUsuario: caller?.userId ?? null,
  });
}

/**
 * The stock exits, in one batch with the products locked in id order: two notes sharing products never wait on
 * each other in opposite orders. A symbolic return's kg never left: its balance is consumed, its stock untouched.
 */
async function lancarSaidas(tx: Database, { nota, itens, caller }: NotaEmConclusao) {
  await insertMovimentos(
    tx,
    itens.flatMap(({ item }) =>
      movimentaEstoque(nota.naturezaOperacao, item.cfop)
        ? [
            {
              idProduto: item.idProduto,
              quantidadeKg: new Decimal(item.quantidade).negated().toFixed(),
              origem: 'SAIDA_NFE' as const,
              // A sale leaves own stock at its average cost; a return leaves the client's material.
              destino: destinoDaSaida(item.cfop),
              idDocumento: String(nota.id),
              observacao: `NF-e nº ${nota.numero}/${nota.serie}`,
              idUsuario: caller?.userId ?? null,
            },
          ]
        : [],
    ),
  );
}

/**
 * SEFAZ authorised the note: the nfeProc and what it bills are kept, the stock leaves, the receivable is created
 * (with its boleto when Dados da Empresa says 'Boleto automático'), the client's e-mail queued (sent by the e-mail
 * worker: the authorisation never waits for SMTP) and its ordens de industrialização invoiced, in the caller's
 * transaction.
 */
export async function autorizarNota(
  tx: Database,
  conclusao: NotaEmConclusao,
  resultado: Extract<ResultadoEmissao, { situacao: 'autorizada' }>,
  empresa: EmpresaDaEmissao,
) {
  const { nota, itens, cliente, caller } = conclusao;
  const { protNFe } = resultado;
  const receita = receitaDaNota(itens, parseNFe(resultado.nfeProc).det, empresa.crt);
  const autorizada = await updateNotaRetornando(tx, nota.id, {
    status: 'Autorizada',
    valorServicos: receita.valorServicos,
    valorVendas: receita.valorVendas,
    valorMaterialDevolvido: receita.valorMaterialDevolvido,
    protocolo: protNFe.nProt ?? null,
    dataAutorizacao: protNFe.dhRecbto ? new Date(protNFe.dhRecbto) : new Date(),
    xmlAutorizado: resultado.nfeProc,
    cStat: protNFe.cStat,
    xMotivo: protNFe.xMotivo,
    recibo: null,
    envioIncerto: false,
  });
  await lancarSaidas(tx, conclusao);
  const idRecebivel = await criarRecebivel(tx, nota, receita, cliente?.nomeRazaoSocial ?? '', caller);
  await enfileirarEmailNfe(tx, nota.id);
  await faturarOrdensDaNota(tx, nota.id, caller);
  // Last, so the default account's row (its nosso número) stays locked for the shortest time.
  if (idRecebivel !== undefined && empresa.row.boletoAutomatico) {
    await emitirBoletoAutomatico(tx, idRecebivel, caller);
  }
  await auditarConclusao(tx, conclusao, 'NFE_AUTORIZADA', {
    protocolo: protNFe.nProt,
    via_consulta: resultado.viaConsulta,
  });
  return autorizada;
}
