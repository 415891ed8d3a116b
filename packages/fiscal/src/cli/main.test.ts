import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caminhoFixture } from '../../test/support/fixtures.ts';

/**
 * O CLI de verdade, num processo filho, como `npm run fiscal` o executa: um caso por comando e por código de
 * saída. Os demais casos rodam no mesmo processo, em executar-cli.test.ts (cada processo filho custa ~1 s).
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const RAIZ = fileURLToPath(new URL('../../../../', import.meta.url));
const GOLDEN_5101 = fileURLToPath(new URL('../../test/golden/venda-5101-crt3.xml', import.meta.url));
const CERT_TESTE = caminhoFixture('certs/cert_cnpj_06157250000116_senha_minhasenha.pfx');
const CHAVE_5124 = '35260406157250000116550010000020441058172630';

interface Execucao {
  codigo: number;
  stdout: string;
  stderr: string;
}

function fiscal(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Execucao> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', MAIN, ...args],
      { cwd: RAIZ, env: { ...process.env, ...env }, encoding: 'utf8' },
      (erro, stdout, stderr) => {
        resolve({ codigo: erro ? Number(erro.code) : 0, stdout, stderr });
      },
    );
  });
}

let pasta = '';
const em = (nome: string) => join(pasta, nome);

beforeAll(() => {
  pasta = mkdtempSync(join(tmpdir(), 'cli-fiscal-'));
});

afterAll(() => {
  rmSync(pasta, { recursive: true, force: true });
});

describe.concurrent('npm run fiscal (processo filho)', { timeout: 60_000 }, () => {
  it('chave válida: explica as partes e sai com 0', async () => {
    const r = await fiscal(['chave', CHAVE_5124]);
    expect(r.codigo).toBe(0);
    expect(r.stdout).toContain('Chave: 3526 0406 1572 5000 0116 5500 1000 0020 4410 5817 2630');
    expect(r.stdout).toContain('UF: 35 (SP - São Paulo)');
    expect(r.stdout).toContain('Ano e mês de emissão: 04/2026');
    expect(r.stdout).toContain('CNPJ do emitente: 06.157.250/0001-16');
    expect(r.stdout).toContain('Número: 2044');
    expect(r.stdout).toContain('Resultado: chave válida');
  });

  it('chave com DV errado (em grupos de 4, como no DANFE): sai com 1 e diz o DV esperado', async () => {
    const r = await fiscal(['chave', ...(`${CHAVE_5124.slice(0, 43)}1`.match(/.{1,4}/g) ?? [])]);
    expect(r.codigo).toBe(1);
    expect(r.stdout).toContain('Erro: Dígito verificador incorreto: esperado 0, informado 1.');
    expect(r.stdout).toContain('Resultado: chave inválida');
  });

  it('uso incorreto sai com 2: sem comando ou comando desconhecido', async () => {
    const [semComando, desconhecido] = await Promise.all([fiscal([]), fiscal(['imprimir', 'x.xml'])]);
    expect(semComando).toMatchObject({ codigo: 2, stdout: '' });
    expect(semComando.stderr).toContain('Uso: npm run fiscal -- <comando> [argumentos]');
    expect(desconhecido).toMatchObject({ codigo: 2 });
    expect(desconhecido.stderr).toContain('Comando desconhecido: imprimir');
  });

  it('validar a NF-e oficial assinada: schema, assinatura e regras conferem', async () => {
    const r = await fiscal(['validar', caminhoFixture('nfe/nfe_layout4_compacto.xml')]);
    expect(r.codigo).toBe(0);
    expect(r.stdout).toContain('Documento: NF-e\nSchema: válido\nAssinatura: válida\n');
    expect(r.stdout).toContain('Resultado: documento válido');
  });

  it('assinar a NF-e montada, validar o resultado e acusar a adulteração depois', async () => {
    const assinar = await fiscal([
      'assinar',
      GOLDEN_5101,
      '--pfx',
      CERT_TESTE,
      '--senha',
      'minhasenha',
      '--saida',
      em('assinada.xml'),
    ]);
    expect(assinar.stderr).toBe('');
    expect(assinar.codigo).toBe(0);
    expect(assinar.stdout).toContain(`gravado em ${em('assinada.xml')}\nSchema: válido`);
    const valida = await fiscal(['validar', em('assinada.xml')]);
    expect(valida.codigo).toBe(0);
    expect(valida.stdout).toContain('Assinatura: válida\nRegras da SEFAZ (chave e totais): conferem\n');

    const assinada = readFileSync(em('assinada.xml'), 'utf8');
    writeFileSync(em('adulterada.xml'), assinada.replace('<vProd>2601.15</vProd>', '<vProd>2601.16</vProd>'));
    const adulterada = await fiscal(['validar', em('adulterada.xml')]);
    expect(adulterada.codigo).toBe(1);
    expect(adulterada.stdout).toContain('Assinatura: inválida');
    expect(adulterada.stdout).toContain(
      'Total dos produtos (vProd 2601.16) difere da soma dos itens (2601.15) (rejeição 564).',
    );
  });

  it('certificado legado (RC2-40/3DES) sai com 0; senha errada, com 2', async () => {
    const [legado, errada] = await Promise.all([
      fiscal(['certificado', caminhoFixture('certs/legado-rc2-3des.pfx'), '--senha', 'teste1234']),
      fiscal(['certificado', caminhoFixture('certs/vencido.pfx'), '--senha', 'errada']),
    ]);
    expect(legado.codigo).toBe(0);
    expect(legado.stdout).toContain(
      'Titular: EMPRESA TESTE:12345678000195\nCNPJ: 12.345.678/0001-95\nEmissor: AC TESTE ERP\n',
    );
    expect(legado.stdout).toContain('Cifra do arquivo: RC2-40 (legado), 3DES (legado)');
    expect(legado.stdout).toMatch(/Situação: válido \(vence em \d+ dias\)/);
    expect(errada).toMatchObject({ codigo: 2, stdout: '', stderr: 'Senha do certificado incorreta.\n' });
  });
});
