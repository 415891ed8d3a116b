import { ErrorCode } from '@erp/contracts/errors';
import { readPfx } from '@erp/fiscal/certificado';
import type { ChaveAssinatura } from '@erp/fiscal/xml';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cofreDoApp, SegredoIlegivelError } from '../../lib/cofre-de-segredos.ts';
import { findCertificadoAtual } from './certificado.repository.ts';
import { dadosDoCertificado } from './dados-do-certificado.ts';

/**
 * The company's A1 ready to sign and to authenticate the TLS: the private key and the holder's certificate in
 * PEM, the CA chain from the PFX, and what identifies it. Kept in memory only; never logged nor answered.
 */
export type CertificadoDaEmpresa = {
  chave: ChaveAssinatura;
  cadeiaPem: string[];
  titular: string;
  cnpj: string;
  /** Serial number in hexadecimal (upper case): changes with every new certificate, a good cache key. */
  serie: string;
  validoDe: Date;
  validoAte: Date;
};

/**
 * What reading the A1 needs: the database and the key of the secret store, not the whole `AppContext` (whose
 * fiscal environment is built from this very function).
 */
type Leitura = { db: Database; config: Config };

/** Per database: the id of the row decrypted last and what it gave. */
const decifrados = new WeakMap<Database, { id: number; certificado: CertificadoDaEmpresa }>();

/**
 * The certificate in use, or null without one. It is NOT checked for validity here (an expired one is returned
 * as it is, so the caller can say since when): refuse with `validoDe`/`validoAte` before numbering anything.
 * Decrypted on demand; each call reads the current row (one indexed query) and decrypts again only when the
 * row changed, so an upload or removal made by any API process is seen by the next call. A key that cannot
 * open the stored secrets (a database restored without its key file) answers 500 with the reason.
 */
export async function carregarCertificadoDaEmpresa(ctx: Leitura): Promise<CertificadoDaEmpresa | null> {
  const row = await findCertificadoAtual(ctx.db);
  if (!row?.pfxCifrado || !row.senhaCifrada) {
    decifrados.delete(ctx.db);
    return null;
  }
  const guardado = decifrados.get(ctx.db);
  if (guardado?.id === row.id) return guardado.certificado;

  const certificado = decifrar(ctx, row.pfxCifrado, row.senhaCifrada);
  decifrados.set(ctx.db, { id: row.id, certificado });
  return certificado;
}

function decifrar(ctx: Leitura, pfxCifrado: string, senhaCifrada: string): CertificadoDaEmpresa {
  const cofre = cofreDoApp(ctx.config);
  let pfx: Buffer;
  let senha: string;
  try {
    pfx = cofre.decifrar('certificado.pfx', pfxCifrado);
    senha = cofre.decifrarTexto('certificado.senha', senhaCifrada);
  } catch (erro) {
    if (erro instanceof SegredoIlegivelError) throw new AppError(ErrorCode.INTERNAL, erro.message);
    throw erro;
  }
  const lido = readPfx(pfx, senha, { verificarValidade: false });
  const { titular, cnpj, serie, validoDe, validoAte } = dadosDoCertificado(lido);
  return {
    chave: { privateKeyPem: lido.privateKeyPem, certificatePem: lido.certificatePem },
    cadeiaPem: lido.chainPem,
    titular,
    cnpj,
    serie,
    validoDe,
    validoAte,
  };
}
