import type { TContaBancaria, TContaBancariaValidada } from '@erp/contracts/contas-bancarias';
import type { ContaBancariaRow, ContaBancariaWrite } from './contas-bancarias.repository.ts';

export function toContaBancariaDto(row: ContaBancariaRow): TContaBancaria {
  return {
    id: row.id,
    descricao: row.descricao,
    banco: row.banco,
    agencia: row.agencia,
    conta: row.conta,
    tipo_chave_pix: row.tipoChavePix,
    chave_pix: row.chavePix,
    carteira: row.carteira,
    convenio: row.convenio,
    variacao_carteira: row.variacaoCarteira,
    proximo_nosso_numero: row.proximoNossoNumero,
    percentual_juros_mes: row.percentualJurosMes,
    percentual_multa: row.percentualMulta,
    padrao: row.padrao,
  };
}

export function toContaBancariaWrite(input: TContaBancariaValidada): ContaBancariaWrite {
  return {
    descricao: input.descricao,
    banco: input.banco,
    agencia: input.agencia,
    conta: input.conta,
    tipoChavePix: input.chave_pix === null ? null : input.tipo_chave_pix,
    chavePix: input.chave_pix,
    carteira: input.carteira,
    convenio: input.convenio,
    variacaoCarteira: input.variacao_carteira,
    proximoNossoNumero: input.proximo_nosso_numero,
    percentualJurosMes: input.percentual_juros_mes,
    percentualMulta: input.percentual_multa,
    padrao: input.padrao,
  };
}
