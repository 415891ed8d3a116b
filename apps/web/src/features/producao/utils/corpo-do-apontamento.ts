import type { TApontamentoInput } from '@erp/contracts/producao';

/**
 * Only what the kind of pointing asks for goes to the API: the product, its quantity and service for an output,
 * the destination and agreement for sucata (the server refuses a destination on anything else). Fields of another
 * kind, left in the form after the user switched, are dropped.
 */
export function corpoDoApontamento(a: TApontamentoInput): TApontamentoInput {
  const corpo: TApontamentoInput = { tipo: a.tipo, quantidade_kg: a.quantidade_kg };
  if (a.tipo === 'producao')
    Object.assign(corpo, { id_produto: a.id_produto, quantidade: a.quantidade, id_servico: a.id_servico });
  if (a.tipo === 'sucata') {
    Object.assign(corpo, { destino: a.destino });
    if (a.destino === 'manter') Object.assign(corpo, { documento_acordo: a.documento_acordo });
  }
  return corpo;
}
