// XML reading, schemas, signatures and the cNF: Node only.

export * from '../common/abrir-xml.ts';
export * from '../common/cnf.ts';
export * from '../common/sign-xml.ts';
export * from '../common/xml.ts';
export * from '../common/xsd.ts';
