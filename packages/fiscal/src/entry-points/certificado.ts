// Reading and checking the company's A1.

export * from '../cert/assert-certificado-da-empresa.ts';
export * from '../cert/certificado-error.ts';
export * from '../cert/cnpj-do-certificado.ts';
export * from '../cert/read-pfx.ts';
