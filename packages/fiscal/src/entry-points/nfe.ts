// The NF-e: parse, build, validate, sign, DANFE and DACCE.

export * from '../nfe/assinar-e-validar.ts';
export * from '../nfe/build/montar-nfe.ts';
export * from '../nfe/dacce/gerar-dacce.ts';
export * from '../nfe/danfe/formatar-pt-br.ts';
export * from '../nfe/danfe/gerar-danfe.ts';
export * from '../nfe/parse.ts';
export * from '../nfe/sign.ts';
export * from '../nfe/validate.ts';
