import type { ZProdutoInput } from '@erp/contracts/produtos';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cfopExists, ncmExists, type ProdutoWrite } from './produtos.repository.ts';

/** Checks what zod cannot: the NCM and CFOP must exist in the government tables. */
export async function validarProduto(
  db: Database,
  input: z.output<typeof ZProdutoInput>,
): Promise<ProdutoWrite> {
  const erros = [];
  if (!(await ncmExists(db, input.ncm)))
    erros.push({ campo: 'ncm', mensagem: `NCM ${input.ncm} não existe na tabela NCM.` });
  if (input.cfop_padrao && !(await cfopExists(db, input.cfop_padrao))) {
    erros.push({ campo: 'cfop_padrao', mensagem: `CFOP ${input.cfop_padrao} não existe na tabela de CFOP.` });
  }
  if (erros.length > 0) {
    throw AppError.validation(`Dados inválidos. ${erros.map((e) => e.mensagem).join(' ')}`, erros);
  }
  return {
    nome: input.nome,
    codigoInterno: input.codigo_interno,
    ncm: input.ncm,
    unidadeMedida: input.unidade_medida,
    precoVenda: input.preco_venda,
    aliquotaIpi: input.aliquota_ipi ?? null,
    cfopPadrao: input.cfop_padrao ?? null,
    tipoItemEfd: input.tipo_item_efd ?? null,
  };
}
