import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  ChaveMestra,
  CofreDeSegredos,
  chaveDoArquivo,
  cofreDoApp,
  lerChaveDoAmbiente,
  SegredoIlegivelError,
} from './cofre-de-segredos.ts';

const pastas: string[] = [];
function pastaTemporaria() {
  const pasta = mkdtempSync(path.join(tmpdir(), 'cofre-'));
  pastas.push(pasta);
  return pasta;
}
afterEach(() => {
  for (const pasta of pastas.splice(0)) rmSync(pasta, { recursive: true, force: true });
});

const cofre = (bytes = randomBytes(32)) => new CofreDeSegredos(new ChaveMestra(bytes));

describe('CofreDeSegredos', () => {
  it('encrypts with AES-256-GCM, a fresh IV per value and a version byte, and decrypts back', () => {
    const c = cofre();
    const a = c.cifrar('smtp.senha', 'Senha-SMTP-1');
    const b = c.cifrar('smtp.senha', 'Senha-SMTP-1');
    expect(a).not.toBe(b);
    const bytes = Buffer.from(a, 'base64');
    expect(bytes[0]).toBe(1);
    expect(bytes.length).toBe(1 + 12 + 16 + 'Senha-SMTP-1'.length);
    expect(bytes.includes('Senha-SMTP-1')).toBe(false);
    expect(c.decifrarTexto('smtp.senha', a)).toBe('Senha-SMTP-1');
    const pfx = randomBytes(3000);
    expect(c.decifrar('certificado.pfx', c.cifrar('certificado.pfx', pfx)).equals(pfx)).toBe(true);
  });

  it('refuses a value moved to another purpose, another key, a tampered byte or an unknown version', () => {
    const chave = randomBytes(32);
    const c = cofre(chave);
    const senha = c.cifrar('certificado.senha', 'segredo');
    expect(() => c.decifrar('smtp.senha', senha)).toThrow(SegredoIlegivelError);
    expect(() => cofre().decifrar('certificado.senha', senha)).toThrow(
      /a chave dos segredos \(APP_SECRET_KEY ou DATA_DIR\/app-secret.key\) não é a que o cifrou/,
    );
    const adulterado = Buffer.from(senha, 'base64');
    adulterado[adulterado.length - 1] = (adulterado[adulterado.length - 1] ?? 0) ^ 1;
    expect(() => c.decifrar('certificado.senha', adulterado.toString('base64'))).toThrow(
      SegredoIlegivelError,
    );
    const outraVersao = Buffer.from(senha, 'base64');
    outraVersao[0] = 2;
    expect(() => c.decifrar('certificado.senha', outraVersao.toString('base64'))).toThrow(
      SegredoIlegivelError,
    );
    expect(() => c.decifrar('certificado.senha', 'AA==')).toThrow(SegredoIlegivelError);
  });

  it('never prints the key, in JSON or in an inspected config', () => {
    const bytes = randomBytes(32);
    const config = loadConfig({ APP_SECRET_KEY: bytes.toString('base64') });
    const texto = `${JSON.stringify(config)} ${inspect(config, { depth: 10 })}`;
    expect(texto).not.toContain(bytes.toString('base64'));
    expect(texto).not.toContain(bytes.toString('hex'));
    expect(texto).toContain('[chave oculta]');
  });
});

describe('APP_SECRET_KEY', () => {
  it('takes exactly 32 bytes in base64, and refuses anything else at start-up without repeating it', () => {
    const bytes = randomBytes(32);
    expect(lerChaveDoAmbiente(bytes.toString('base64'))?.bytes().equals(bytes)).toBe(true);
    expect(lerChaveDoAmbiente(undefined)).toBeUndefined();
    expect(lerChaveDoAmbiente('')).toBeUndefined();
    for (const errada of [
      randomBytes(16).toString('base64'),
      randomBytes(33).toString('base64'),
      bytes.toString('hex'),
      'minha-chave-secreta-de-32-caracteres!',
    ]) {
      let mensagem = '';
      try {
        loadConfig({ APP_SECRET_KEY: errada });
      } catch (erro) {
        mensagem = (erro as Error).message;
      }
      expect(mensagem).toBe(
        'Configuração inválida: APP_SECRET_KEY deve ser uma chave de exatamente 32 bytes em base64 (gere uma com: openssl rand -base64 32).',
      );
      expect(mensagem).not.toContain(errada);
    }
  });

  it('wins over the key file, which is then never created', () => {
    const pasta = pastaTemporaria();
    const config = loadConfig({ DATA_DIR: pasta, APP_SECRET_KEY: randomBytes(32).toString('base64') });
    cofreDoApp(config, () => {});
    expect(() => statSync(path.join(pasta, 'app-secret.key'))).toThrow();
  });
});

describe('DATA_DIR/app-secret.key', () => {
  it('is created on first use with 32 random bytes, mode 0600, and read back the same afterwards', () => {
    const pasta = pastaTemporaria();
    const arquivo = path.join(pasta, 'app-secret.key');
    const avisos: string[] = [];
    const primeira = chaveDoArquivo(arquivo, (m) => avisos.push(m));
    expect(statSync(arquivo).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(arquivo, 'utf8').trim(), 'base64').length).toBe(32);
    expect(avisos).toEqual([expect.stringContaining('Faça backup deste arquivo junto com o banco de dados')]);
    const segunda = chaveDoArquivo(arquivo, (m) => avisos.push(m));
    expect(segunda.bytes().equals(primeira.bytes())).toBe(true);
    expect(avisos).toHaveLength(1);
    // Through the config, as the app opens it: the same key, so what was encrypted stays readable.
    const valor = new CofreDeSegredos(primeira).cifrar('smtp.senha', 'x');
    expect(cofreDoApp(loadConfig({ DATA_DIR: pasta }), () => {}).decifrarTexto('smtp.senha', valor)).toBe(
      'x',
    );
  });

  it('narrows a key file readable by others to 0600, with a warning', () => {
    const arquivo = path.join(pastaTemporaria(), 'app-secret.key');
    writeFileSync(arquivo, `${randomBytes(32).toString('base64')}\n`);
    chmodSync(arquivo, 0o644);
    const avisos: string[] = [];
    chaveDoArquivo(arquivo, (m) => avisos.push(m));
    expect(statSync(arquivo).mode & 0o777).toBe(0o600);
    expect(avisos).toEqual([expect.stringContaining('permissões corrigidas para 600')]);
  });

  it('refuses an empty or malformed key file instead of replacing it (that would lose every secret)', () => {
    const arquivo = path.join(pastaTemporaria(), 'app-secret.key');
    writeFileSync(arquivo, '', { mode: 0o600 });
    expect(() => chaveDoArquivo(arquivo, () => {})).toThrow(
      /não contém uma chave válida .* Restaure-o do backup/,
    );
    expect(readFileSync(arquivo, 'utf8')).toBe('');
  });
});
