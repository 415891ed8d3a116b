// The NFS-e: DPS, signature, cancellation event, the Sefin Nacional client and the DANFSe.

export * from '../nfse/danfse/gerar-danfse.ts';
export * from '../nfse/dps/dps-invalida-error.ts';
export * from '../nfse/dps/entrada-dps.ts';
export * from '../nfse/dps/montar-dps.ts';
export * from '../nfse/dps/validar-dps.ts';
export * from '../nfse/evento/montar-cancelamento.ts';
export * from '../nfse/ler-nfse.ts';
export * from '../nfse/sefin/cliente-sefin.ts';
export * from '../nfse/sefin/erro-comunicacao-sefin.ts';
export * from '../nfse/sefin/resposta-sefin.ts';
export * from '../nfse/sign.ts';
