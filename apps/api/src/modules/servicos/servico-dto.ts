import type { TServico, ZServicoInput } from '@erp/contracts/servicos';
import type { z } from 'zod';
import type { ServicoRow, ServicoWrite } from './servicos.repository.ts';

export function toServicoDto(row: ServicoRow): TServico {
  return {
    id: row.id,
    descricao: row.descricao,
    codigo_lc_116: row.codigoLc116,
    aliquota_iss: row.aliquotaIss,
    preco: row.preco,
  };
}

export function toServicoWrite(input: z.output<typeof ZServicoInput>): ServicoWrite {
  return {
    descricao: input.descricao,
    codigoLc116: input.codigo_lc_116,
    aliquotaIss: input.aliquota_iss,
    preco: input.preco,
  };
}
