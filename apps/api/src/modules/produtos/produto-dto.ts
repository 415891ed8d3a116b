import type { TProduto } from '@erp/contracts/produtos';
import { Decimal } from '@erp/fiscal/decimal';
import type { ProdutoRow } from './produtos.repository.ts';

/** Stock is kept with 4 places (kg to the tenth of a gram) but shown and edited with 2. */
export function toProdutoDto(row: ProdutoRow): TProduto {
  return {
    id: row.id,
    nome: row.nome,
    codigo_interno: row.codigoInterno,
    ncm: row.ncm,
    unidade_medida: row.unidadeMedida,
    preco_venda: row.precoVenda,
    // numeric(7,4) reads "5.0000": the rate is shown as typed in the TIPI, "5" or "3.25".
    aliquota_ipi: row.aliquotaIpi === null ? null : new Decimal(row.aliquotaIpi).toFixed(),
    estoque_atual: new Decimal(row.estoqueAtual).toFixed(2),
    estoque_proprio_kg: new Decimal(row.estoqueProprioKg).toFixed(2),
    estoque_terceiros_kg: new Decimal(row.estoqueAtual).minus(row.estoqueProprioKg).toFixed(2),
    cfop_padrao: row.cfopPadrao,
    tipo_item_efd: row.tipoItemEfd as TProduto['tipo_item_efd'],
  };
}
