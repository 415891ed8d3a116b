// SEFAZ's web services: endpoints, transport, emission, events, DistDFe and the cStat table.

export * from '../nfe/sefaz/buscar-documentos-novos.ts';
export * from '../nfe/sefaz/cadeia-confiavel.ts';
export * from '../nfe/sefaz/cancelar-com-consulta.ts';
export * from '../nfe/sefaz/cliente-sefaz.ts';
export * from '../nfe/sefaz/consultar-protocolo.ts';
export * from '../nfe/sefaz/consultar-status-servico.ts';
export * from '../nfe/sefaz/distribuicao-dfe.ts';
export * from '../nfe/sefaz/emitir-com-consulta.ts';
export * from '../nfe/sefaz/endpoints.ts';
export * from '../nfe/sefaz/enviar-evento.ts';
export * from '../nfe/sefaz/inutilizar-numeracao.ts';
export * from '../nfe/sefaz/ler-xml-retorno.ts';
export * from '../nfe/sefaz/montar-evento.ts';
export * from '../nfe/sefaz/sefaz-transporte-error.ts';
export * from '../nfe/sefaz/servicos-sefaz.ts';
export * from '../nfe/sefaz/situacao-cstat.ts';
export * from '../nfe/sefaz/transporte.ts';
export * from '../nfe/sefaz/validar-mensagem.ts';
