/**
 * An NF-e's emission instant is shown as the Brazilian calendar day, the same day the history's 'De' / 'Até'
 * filter uses on the server: 28/10 23:30 in Brasília stays 28/10 even on a machine set to UTC.
 */
export { FUSO_DA_EMPRESA as FUSO_NFE } from '@erp/fiscal/data-hora';
