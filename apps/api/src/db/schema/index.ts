// The one list drizzle-kit and the query builder read: every table of the database.
export * from './auditoria.ts';
export * from './cadastros.ts';
export * from './contagens.ts';
export * from './distribuicao-dfe.ts';
export * from './empresa.ts';
export * from './entradas.ts';
export * from './envios-email.ts';
export * from './estoque.ts';
export * from './financeiro.ts';
export * from './lancamentos.ts';
export * from './limites-login.ts';
export * from './notas-fiscais.ts';
export * from './notas-servico.ts';
export * from './referencia.ts';
export * from './resumos.ts';
export * from './sessoes.ts';
export * from './usuarios.ts';
