// CNPJ, CPF, UF and access-key checks: pure, safe for the browser.

export * from '../common/chave.ts';
export * from '../common/cnpj.ts';
export * from '../common/cpf.ts';
export * from '../common/uf.ts';
