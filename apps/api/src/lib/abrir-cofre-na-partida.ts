import { existsSync } from 'node:fs';
import type { Database } from '../db/client.ts';
import {
  gravarVerificadorDaChave,
  lerVerificadorDaChave,
  umSegredoGuardado,
} from './chave-dos-segredos.repository.ts';
import {
  type CofreDeSegredos,
  cofreDoApp,
  type OrigemDaChave,
  SegredoIlegivelError,
} from './cofre-de-segredos.ts';

/** The key cannot serve this database: the start-up stops with this message, in Portuguese, for the operator. */
export class ChaveDosSegredosError extends Error {
  override readonly name = 'ChaveDosSegredosError';
}

const comoRestaurar = (arquivo: string) =>
  `Restaure o arquivo ${arquivo} do backup (cada backup traz a chave ao lado, como <backup>.gz.key) ou defina ` +
  'APP_SECRET_KEY com a chave original. Uma chave nova tornaria ilegíveis o certificado digital e a senha SMTP ' +
  'guardados.';

/**
 * Opens the secret store at start-up and checks its key against the database, before any request:
 * - the database holds encrypted secrets (or the verifier of a key) but there is neither APP_SECRET_KEY nor the
 *   key file: stop, saying which file is missing and how to restore it; never create a new key then;
 * - the database's verifier is another key's (a wrong APP_SECRET_KEY, another installation's key file): stop;
 * - no verifier yet (the first start, or an installation from before it): the key must open a stored secret, if
 *   there is one; then its verifier is stored.
 */
export async function abrirCofreNaPartida(
  db: Database,
  config: { segredos: OrigemDaChave },
  avisar: (mensagem: string) => void,
): Promise<CofreDeSegredos> {
  const { chave, arquivoChave } = config.segredos;
  const verificadorGuardado = await lerVerificadorDaChave(db);
  const segredo = verificadorGuardado ? undefined : await umSegredoGuardado(db);
  if (!chave && !existsSync(arquivoChave) && (verificadorGuardado || segredo)) {
    throw new ChaveDosSegredosError(
      `A chave dos segredos não foi encontrada: o banco de dados guarda segredos cifrados, mas APP_SECRET_KEY não ` +
        `está definida e o arquivo ${arquivoChave} não existe. ${comoRestaurar(arquivoChave)}`,
    );
  }
  const cofre = cofreDoApp(config, avisar);
  const origem = chave ? 'APP_SECRET_KEY' : `o arquivo ${arquivoChave}`;
  const errada = new ChaveDosSegredosError(
    `A chave dos segredos (${origem}) não é a que cifrou os segredos deste banco de dados. ${comoRestaurar(arquivoChave)}`,
  );
  if (segredo) {
    try {
      cofre.decifrar(segredo.finalidade, segredo.cifrado);
    } catch (erro) {
      if (erro instanceof SegredoIlegivelError) throw errada;
      throw erro;
    }
  }
  const verificador = verificadorGuardado ?? (await gravarVerificadorDaChave(db, cofre.verificador()));
  if (verificador !== cofre.verificador()) throw errada;
  return cofre;
}
