import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, closeSync, fstatSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';

/**
 * Secrets kept in the database (the company's A1 and its password, the SMTP password) are encrypted with a key
 * that is NOT in the database: a dump or a stolen backup of the database alone yields none of them.
 *
 * Format of a stored value (base64 text): [versão 1 byte][IV 12 bytes][tag 16 bytes][cifrado]. Version 1 is
 * AES-256-GCM with the app key; a future key rotation adds version 2 and re-encrypts on read. The purpose
 * ('smtp.senha', 'certificado.pfx'...) and the version are the associated data, so a value cannot be copied
 * into another column (the SMTP password read as the certificate's) without failing authentication.
 */
export type FinalidadeSegredo = 'smtp.senha' | 'certificado.pfx' | 'certificado.senha';

export const NOME_ARQUIVO_CHAVE = 'app-secret.key';
const VERSAO = 1;
const TAMANHO_CHAVE = 32;
const TAMANHO_IV = 12;
const TAMANHO_TAG = 16;
const CABECALHO = 1 + TAMANHO_IV + TAMANHO_TAG;

/** The key cannot open this value: another key (a restored database without its key file), or tampering. */
export class SegredoIlegivelError extends Error {
  override readonly name = 'SegredoIlegivelError';
  constructor(finalidade: FinalidadeSegredo) {
    super(
      `Não foi possível decifrar um segredo guardado (${finalidade}): a chave dos segredos (APP_SECRET_KEY ou ` +
        `DATA_DIR/${NOME_ARQUIVO_CHAVE}) não é a que o cifrou. Restaure o arquivo da chave do mesmo backup do ` +
        'banco de dados, ou cadastre o segredo novamente.',
    );
  }
}

/**
 * The 32 key bytes, held where neither JSON.stringify nor util.inspect (a logged config, an error dump) can
 * print them.
 */
export class ChaveMestra {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    if (bytes.length !== TAMANHO_CHAVE) throw new RangeError('A chave deve ter 32 bytes.');
    this.#bytes = Buffer.from(bytes);
  }
  /** Only the cipher reads the key. */
  bytes(): Buffer {
    return this.#bytes;
  }
  toJSON() {
    return '[chave oculta]';
  }
  [inspect.custom]() {
    return 'ChaveMestra [oculta]';
  }
}

/** Exactly 32 bytes in canonical base64 (what `openssl rand -base64 32` writes), or undefined. */
function chaveDeBase64(texto: string): Buffer | undefined {
  const limpo = texto.trim();
  if (!/^[A-Za-z0-9+/]{43}=$/.test(limpo)) return undefined;
  const bytes = Buffer.from(limpo, 'base64');
  return bytes.length === TAMANHO_CHAVE ? bytes : undefined;
}

/** APP_SECRET_KEY, checked at start-up; the message never repeats the value. */
export function lerChaveDoAmbiente(valor: string | undefined): ChaveMestra | undefined {
  if (valor === undefined || valor.trim() === '') return undefined;
  const bytes = chaveDeBase64(valor);
  if (!bytes) {
    throw new Error(
      'APP_SECRET_KEY deve ser uma chave de exatamente 32 bytes em base64 (gere uma com: openssl rand -base64 32).',
    );
  }
  return new ChaveMestra(bytes);
}

/**
 * The key file DATA_DIR/app-secret.key: read, or created on the first start with 32 random bytes (base64),
 * mode 0600, with O_EXCL so two processes starting together never write two different keys (the second reads
 * the first's). A file readable by others is narrowed to 0600 with a warning; an unreadable or malformed one
 * stops the start-up: generating a new key would silently make every stored secret unreadable.
 */
export function chaveDoArquivo(arquivo: string, avisar: (mensagem: string) => void): ChaveMestra {
  let fd: number;
  mkdirSync(path.dirname(arquivo), { recursive: true, mode: 0o700 });
  try {
    fd = openSync(arquivo, 'wx', 0o600);
  } catch (erro) {
    if ((erro as NodeJS.ErrnoException).code !== 'EEXIST') throw erro;
    return lerArquivoExistente(arquivo, avisar);
  }
  try {
    const bytes = randomBytes(TAMANHO_CHAVE);
    writeSync(fd, `${bytes.toString('base64')}\n`);
    avisar(
      `Chave dos segredos criada em ${arquivo}. Faça backup deste arquivo junto com o banco de dados: sem ele o ` +
        'certificado digital e a senha SMTP guardados não podem ser lidos.',
    );
    return new ChaveMestra(bytes);
  } finally {
    closeSync(fd);
  }
}

function lerArquivoExistente(arquivo: string, avisar: (mensagem: string) => void): ChaveMestra {
  const fd = openSync(arquivo, 'r');
  try {
    const modo = fstatSync(fd).mode & 0o777;
    if ((modo & 0o077) !== 0) {
      chmodSync(arquivo, 0o600);
      avisar(
        `A chave dos segredos ${arquivo} estava acessível a outros usuários (modo ${modo.toString(8)}); ` +
          'permissões corrigidas para 600.',
      );
    }
    // A half-written file (a crash between create and write) reads as empty and is refused below, never replaced.
    const bytes = chaveDeBase64(readFileSync(fd, 'utf8'));
    if (!bytes) {
      throw new Error(
        `O arquivo da chave dos segredos ${arquivo} não contém uma chave válida (32 bytes em base64). ` +
          'Restaure-o do backup; apagá-lo torna ilegíveis o certificado digital e a senha SMTP guardados.',
      );
    }
    return new ChaveMestra(bytes);
  } finally {
    closeSync(fd);
  }
}

/** Encrypts and decrypts the values of one key; see the format above. */
export class CofreDeSegredos {
  readonly #chave: ChaveMestra;

  constructor(chave: ChaveMestra) {
    this.#chave = chave;
  }

  cifrar(finalidade: FinalidadeSegredo, valor: Buffer | string): string {
    const iv = randomBytes(TAMANHO_IV);
    const cifra = createCipheriv('aes-256-gcm', this.#chave.bytes(), iv);
    cifra.setAAD(dadosAssociados(VERSAO, finalidade));
    const cifrado = Buffer.concat([cifra.update(valor), cifra.final()]);
    return Buffer.concat([Buffer.of(VERSAO), iv, cifra.getAuthTag(), cifrado]).toString('base64');
  }

  /** Throws SegredoIlegivelError when this key (or this purpose) did not produce the value. */
  decifrar(finalidade: FinalidadeSegredo, guardado: string): Buffer {
    const bytes = Buffer.from(guardado, 'base64');
    if (bytes.length < CABECALHO || bytes[0] !== VERSAO) throw new SegredoIlegivelError(finalidade);
    const decifra = createDecipheriv('aes-256-gcm', this.#chave.bytes(), bytes.subarray(1, 1 + TAMANHO_IV));
    decifra.setAAD(dadosAssociados(VERSAO, finalidade));
    decifra.setAuthTag(bytes.subarray(1 + TAMANHO_IV, CABECALHO));
    try {
      return Buffer.concat([decifra.update(bytes.subarray(CABECALHO)), decifra.final()]);
    } catch {
      throw new SegredoIlegivelError(finalidade);
    }
  }

  /**
   * What the database keeps to recognise this key (table chave_dos_segredos): an HMAC of a fixed text, from which
   * the key cannot be recovered.
   */
  verificador(): string {
    return createHmac('sha256', this.#chave.bytes()).update('erp-verificador-da-chave:v1').digest('base64');
  }

  decifrarTexto(finalidade: FinalidadeSegredo, guardado: string): string {
    return this.decifrar(finalidade, guardado).toString('utf8');
  }

  toJSON() {
    return '[cofre]';
  }
  [inspect.custom]() {
    return 'CofreDeSegredos';
  }
}

function dadosAssociados(versao: number, finalidade: FinalidadeSegredo): Buffer {
  return Buffer.from(`erp-segredo:v${versao}:${finalidade}`, 'utf8');
}

/** Where the app's key comes from (see Config.segredos). */
export type OrigemDaChave = { chave: ChaveMestra | undefined; arquivoChave: string };

const cofres = new WeakMap<OrigemDaChave, CofreDeSegredos>();

/**
 * The app's secret store: APP_SECRET_KEY when set, otherwise the key file (created on first use). buildApp
 * opens it at start-up, so a bad key or key file stops the start instead of failing the first emission; the
 * services then reach the same store through `cofreDoApp(ctx.config)`.
 */
export function cofreDoApp(
  config: { segredos: OrigemDaChave },
  avisar: (mensagem: string) => void = console.warn,
): CofreDeSegredos {
  const existente = cofres.get(config.segredos);
  if (existente) return existente;
  const { chave, arquivoChave } = config.segredos;
  const cofre = new CofreDeSegredos(chave ?? chaveDoArquivo(arquivoChave, avisar));
  cofres.set(config.segredos, cofre);
  return cofre;
}
