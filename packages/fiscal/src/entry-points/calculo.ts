// The tax rules and a line's, a note's and a DPS's values: pure, shared with the screens through the contracts.

export * from '../nfe/build/calcular-item.ts';
export * from '../nfe/build/calcular-totais.ts';
export * from '../nfe/build/entrada-invalida.ts';
export * from '../nfe/build/texto-livre.ts';
export * from '../nfe/build/tipos.ts';
export * from '../nfe/regras/destino-do-estoque.ts';
export * from '../nfe/regras/escolher-regra.ts';
export * from '../nfe/regras/regras-padrao.ts';
export * from '../nfe/regras/retorno-simbolico.ts';
export * from '../nfe/regras/tabela-do-ano.ts';
export * from '../nfe/regras/tipos.ts';
export * from '../nfse/dps/calcular-valores-dps.ts';
export * from '../nfse/dps/ctribnac-do-item-lc116.ts';
