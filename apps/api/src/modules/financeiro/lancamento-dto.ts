import type { TLancamento } from '@erp/contracts/financeiro';
import type { LancamentoRow } from './lancamentos.repository.ts';

export function toLancamentoDto(row: LancamentoRow): TLancamento {
  return {
    id: row.id,
    descricao: row.descricao,
    tipo: row.tipo,
    valor_original: row.valorOriginal,
    data_vencimento: row.dataVencimento,
    status: row.status,
    id_categoria: row.idCategoria,
    categoria_nome: row.categoriaNome,
    id_fornecedor: row.idFornecedor,
    fornecedor_nome: row.fornecedorNome,
    id_cliente: row.idCliente,
    cliente_nome: row.clienteNome,
    valor_pago_recebido: row.valorPagoRecebido,
    data_pagamento_recebimento: row.dataPagamentoRecebimento,
    valor_desconto: row.valorDesconto,
    valor_juros_multa: row.valorJurosMulta,
    origem: row.origem,
  };
}
