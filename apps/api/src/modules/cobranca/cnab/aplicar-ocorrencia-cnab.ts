import type { TOcorrenciaDoRetorno } from '@erp/contracts/cnab';
import type { Caller } from '../../../app-context.ts';
import type { Database } from '../../../db/client.ts';
import type { SituacaoDoBoleto } from '../../../db/schema/boletos.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type BaixaDoLote, baixarEmLote } from '../../financeiro/baixar-lancamento.ts';
import { type lockBoletosDoRetorno, updateSituacaoDoBoleto } from './cnab.repository.ts';
import type { BancoCnab, OcorrenciaLida } from './leiaute.ts';

export type BoletoDoRetorno = Awaited<ReturnType<typeof lockBoletosDoRetorno>>[number];

/**
 * What an ocorrência did: the sentence for the clerk, and the situation its boleto takes (set in one batch). A
 * liquidação carries its `baixa`, which the import applies with the file's others in one batch (baixarEmLote); a
 * refusal there replaces the sentence.
 */
export type Aplicacao = {
  resultado: string;
  aplicada: boolean;
  situacao?: SituacaoDoBoleto;
  baixa?: BaixaDoLote;
};

const FINAIS: SituacaoDoBoleto[] = ['liquidado', 'baixado'];

function liquidar(o: OcorrenciaLida, b: BoletoDoRetorno, hoje: string): Aplicacao {
  const { lancamento } = b;
  if (lancamento.status === 'Pago') {
    // Settled by hand (or by a reconciled statement) before the bank's word came: reported, never paid twice.
    return {
      resultado: 'Já baixado manualmente: nada foi pago de novo',
      aplicada: false,
      situacao: 'liquidado',
    };
  }
  if (lancamento.status === 'Cancelado') {
    return {
      resultado: 'A conta a receber está cancelada: não foi baixada (confira com o cliente)',
      aplicada: false,
    };
  }
  return {
    resultado: 'Liquidado: conta a receber baixada',
    aplicada: true,
    situacao: 'liquidado',
    baixa: {
      id: lancamento.id,
      input: {
        valor_recebido: o.valorPago,
        data_pagamento: o.dataOcorrencia ?? o.dataCredito ?? hoje,
        valor_desconto: o.desconto,
        valor_juros_multa: o.jurosMulta,
      },
    },
  };
}

/**
 * The liquidações of a file settled in one batch, each of the file's aplicações answered: one the baixa refused
 * (a cancellation on its way to SEFAZ) is reported with the refusal, and its boleto keeps its situation.
 */
export async function baixarLiquidacoes(tx: Database, aplicacoes: Aplicacao[], caller: Caller) {
  const comBaixa = aplicacoes.filter((a) => a.baixa !== undefined);
  const baixas = comBaixa.map((a) => a.baixa as BaixaDoLote);
  const resultados = await baixarEmLote(tx, baixas, caller, 'LANCAMENTO_BAIXADO_RETORNO_CNAB');
  comBaixa.forEach((a, i) => {
    const r = resultados[i];
    if (r instanceof AppError)
      Object.assign(a, { resultado: r.message, aplicada: false, situacao: undefined });
  });
}

/** Applies one ocorrência to its boleto (locked by the caller), inside the import's transaction. */
export async function aplicarOcorrencia(
  tx: Database,
  banco: BancoCnab,
  o: OcorrenciaLida,
  b: BoletoDoRetorno,
  hoje: string,
): Promise<Aplicacao> {
  const { efeito } = banco.ocorrencia(o.codigo);
  const situacao = b.boleto.situacao;
  if (efeito === 'liquidado') return liquidar(o, b, hoje);
  if (efeito === 'nenhum') return { resultado: 'Sem efeito no título', aplicada: false };
  if (FINAIS.includes(situacao))
    return { resultado: `Sem efeito: o título já está ${situacao}`, aplicada: false };
  if (efeito === 'registrado')
    return { resultado: 'Registrado no banco', aplicada: true, situacao: 'registrado' };
  if (efeito === 'baixado') {
    return {
      resultado: 'Baixado no banco: a conta a receber continua em aberto',
      aplicada: true,
      situacao: 'baixado',
    };
  }
  const motivo = banco.motivoDaRejeicao(o.motivos);
  await updateSituacaoDoBoleto(tx, b.boleto.idLancamento, 'rejeitado', motivo);
  return { resultado: `Rejeitado: ${motivo}. O título volta para 'a enviar'`, aplicada: true };
}

/** The row answered for an ocorrência. */
export function linhaDoResultado(
  banco: BancoCnab,
  o: OcorrenciaLida,
  b: BoletoDoRetorno | undefined,
  a: Aplicacao,
): TOcorrenciaDoRetorno {
  return {
    linha: o.linha,
    codigo: o.codigo,
    ocorrencia: banco.ocorrencia(o.codigo).nome,
    nosso_numero: o.nossoNumeroTexto,
    id_lancamento: b?.lancamento.id ?? null,
    titulo: b?.lancamento.descricao ?? null,
    valor_pago: o.valorPago,
    juros_multa: o.jurosMulta,
    desconto: o.desconto,
    tarifa: o.tarifa,
    resultado: a.resultado,
    aplicada: a.aplicada,
  };
}
