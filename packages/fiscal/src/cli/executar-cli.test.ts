import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caminhoFixture, extrairElemento, lerFixtureTexto } from '../../test/support/fixtures.ts';
import { montarChave } from '../common/chave.ts';
import { comandoCertificado } from './comando-certificado.ts';
import { executarCli } from './executar-cli.ts';
import { VARIAVEL_SENHA } from './terminal.ts';

const GOLDEN_5101 = fileURLToPath(new URL('../../test/golden/venda-5101-crt3.xml', import.meta.url));
const CERT_TESTE = caminhoFixture('certs/cert_cnpj_06157250000116_senha_minhasenha.pfx');

/** Mesmo formato da execução em processo filho (main.test.ts), sem o custo de subir um Node por caso. */
async function fiscal(args: string[], env: Record<string, string> = {}) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const anteriores = Object.fromEntries(Object.keys(env).map((nome) => [nome, process.env[nome]]));
  Object.assign(process.env, env);
  try {
    const codigo = await executarCli(args, {
      escrever: (linha) => stdout.push(`${linha}\n`),
      erro: (linha) => stderr.push(`${linha}\n`),
    });
    return { codigo, stdout: stdout.join(''), stderr: stderr.join('') };
  } finally {
    for (const [nome, valor] of Object.entries(anteriores)) {
      if (valor === undefined) delete process.env[nome];
      else process.env[nome] = valor;
    }
  }
}

let pasta = '';
const em = (nome: string) => join(pasta, nome);

beforeAll(() => {
  pasta = mkdtempSync(join(tmpdir(), 'cli-fiscal-'));
});

afterAll(() => {
  rmSync(pasta, { recursive: true, force: true });
});

describe('uso', () => {
  it('ajuda sai com 0 e lista os comandos', async () => {
    const r = await fiscal(['--ajuda']);
    expect(r.codigo).toBe(0);
    expect(r.stdout).toContain('certificado <arquivo.pfx> --senha <senha>');
    expect(r.stdout).toContain(
      'Códigos de saída: 0 sucesso, 1 documento, chave ou certificado inválido, 2 uso incorreto.',
    );
  });

  it('argumento faltando, opção que não é do comando e opção desconhecida saem com 2', async () => {
    expect(await fiscal(['chave'])).toMatchObject({
      codigo: 2,
      stderr: 'Uso: chave <chave de acesso com 44 caracteres>\n',
    });
    const opcaoErrada = await fiscal([
      'chave',
      '35260406157250000116550010000020441058172630',
      '--senha',
      'x',
    ]);
    expect(opcaoErrada).toMatchObject({ codigo: 2 });
    expect(opcaoErrada.stderr).toContain('A opção --senha não se aplica ao comando chave.');
    const desconhecida = await fiscal(['validar', 'x.xml', '--forcar']);
    expect(desconhecida.codigo).toBe(2);
    expect(desconhecida.stderr).toMatch(/^Argumentos inválidos: /);
  });

  it('chave com letras minúsculas ou tamanho errado', async () => {
    const r = await fiscal(['chave', '3526040615725000011655001000002044105817263']);
    expect(r.codigo).toBe(1);
    expect(r.stdout).toContain('Erro: A chave de acesso deve ter 44 caracteres; esta tem 43.');
  });
});

describe('chave', () => {
  it('um CNPJ do emitente com dígitos verificadores errados torna a chave inválida, mesmo com o cDV certo', async () => {
    // 06.157.250/0001-17: o CNPJ certo termina em 16; o cDV é calculado sobre a chave como está.
    const chave = montarChave({
      cUF: '35',
      aamm: '2604',
      cnpj: '06157250000117',
      mod: '55',
      serie: 1,
      nNF: 2044,
      tpEmis: '1',
      cNF: '05817263',
    });
    const r = await fiscal(['chave', chave]);
    expect(r.stdout).toContain(
      'CNPJ do emitente: 06.157.250/0001-17 (dígitos verificadores do CNPJ inválidos)',
    );
    expect(r.stdout).toContain(
      'Erro: O CNPJ do emitente (06.157.250/0001-17) tem dígitos verificadores inválidos: a SEFAZ recusa esta chave.',
    );
    expect(r.stdout).toContain('Resultado: chave inválida');
    expect(r.codigo).toBe(1);
  });

  it('o produtor rural pessoa física (000 + CPF) é um emitente válido', async () => {
    const chave = montarChave({
      cUF: '35',
      aamm: '2604',
      cnpj: '52998224725',
      mod: '55',
      serie: 1,
      nNF: 7,
      tpEmis: '1',
      cNF: '12345678',
    });
    const r = await fiscal(['chave', chave]);
    expect(r.stdout).toContain('CPF do emitente: 529.982.247-25');
    expect(r.stdout).toContain('Resultado: chave válida');
    expect(r.codigo).toBe(0);
  });
});

describe('validar', () => {
  it('a amostra indentada depois de assinada: assinatura inválida, sai com 1', async () => {
    const r = await fiscal(['validar', caminhoFixture('nfe/nfe_layout4.xml')]);
    expect(r.codigo).toBe(1);
    expect(r.stdout).toContain('Assinatura: inválida (O conteúdo assinado foi alterado depois da assinatura');
  });

  it('um evento (envEvento extraído do envelope SOAP)', async () => {
    writeFileSync(
      em('evento.xml'),
      extrairElemento(lerFixtureTexto('nfe/req_evento_cancela.xml'), 'envEvento'),
    );
    const r = await fiscal(['validar', em('evento.xml')]);
    expect(r.stdout).toContain('Documento: Evento da NF-e (envEvento)\nSchema: válido\nAssinatura: válida\n');
    expect(r.codigo).toBe(0);
  });

  it('nfeProc autorizado, com as duas assinaturas', async () => {
    const r = await fiscal(['validar', caminhoFixture('nfe/nfe_layout4_com_prot_compacto.xml')]);
    expect(r.stdout).toContain('Documento: NF-e autorizada (nfeProc)\nSchema: válido\n');
    expect(r.stdout).toContain('Regras da SEFAZ (chave e totais): conferem');
  });

  it('DPS sem assinatura é válida; NFS-e de leiaute antigo não', async () => {
    const dps = await fiscal([
      'validar',
      caminhoFixture('nfse/ExemploPisZeradoCofinsSobreFaturamentoPreenchido.xml'),
    ]);
    expect(dps.codigo).toBe(0);
    expect(dps.stdout).toContain('Documento: DPS da NFS-e Nacional\nSchema: válido\nAssinatura: ausente\n');
    const nfse = await fiscal(['validar', caminhoFixture('nfse/nfse.xml')]);
    expect(nfse.codigo).toBe(1);
    expect(nfse.stdout).toContain('Documento: NFS-e Nacional\nSchema: inválido (2 erros)');
    expect(nfse.stdout).toContain("Valor '1.00' inválido para o atributo versao de NFSe");
  });

  it('arquivo inexistente sai com 2; XML malformado ou com DOCTYPE, com 1', async () => {
    expect(await fiscal(['validar', em('nao-existe.xml')])).toMatchObject({
      codigo: 2,
      stderr: `Arquivo não encontrado: ${em('nao-existe.xml')}\n`,
    });
    writeFileSync(em('quebrado.xml'), '<NFe><infNFe></NFe>');
    const quebrado = await fiscal(['validar', em('quebrado.xml')]);
    expect(quebrado.codigo).toBe(1);
    expect(quebrado.stdout).toMatch(/XML inválido: XML malformado/);
    writeFileSync(em('dtd.xml'), '<!DOCTYPE x [<!ENTITY a "b">]><NFe/>');
    const dtd = await fiscal(['validar', em('dtd.xml')]);
    expect(dtd.codigo).toBe(1);
    expect(dtd.stdout).toContain('XML inválido: XML com DOCTYPE ou entidades não é aceito.');
  });

  it('documento que não é fiscal', async () => {
    writeFileSync(em('outro.xml'), '<pedido><item/></pedido>');
    const r = await fiscal(['validar', em('outro.xml')]);
    expect(r.codigo).toBe(1);
    expect(r.stdout).toContain('Documento pedido não é um documento fiscal conhecido.');
  });
});

describe('assinar', () => {
  it('com o certificado de outro CNPJ é recusado sem gravar (rejeição 213)', async () => {
    const r = await fiscal(
      [
        'assinar',
        GOLDEN_5101,
        '--pfx',
        caminhoFixture('certs/moderno-aes.pfx'),
        '--saida',
        em('outro-cnpj.xml'),
      ],
      { [VARIAVEL_SENHA]: 'teste1234' },
    );
    expect(r.codigo).toBe(1);
    expect(r.stderr).toContain('O certificado pertence ao CNPJ 12.345.678/0001-95');
    expect(r.stderr).toContain('(rejeição 213)');
    expect(existsSync(em('outro-cnpj.xml'))).toBe(false);
  });

  it('documento já assinado ou de tipo que não se assina sai com 1', async () => {
    const jaAssinado = await fiscal([
      'assinar',
      caminhoFixture('nfe/nfe_layout4_compacto.xml'),
      '--pfx',
      caminhoFixture('certs/moderno-aes.pfx'),
      '--senha',
      'teste1234',
      '--saida',
      em('dupla.xml'),
    ]);
    expect(jaAssinado.codigo).toBe(1);
    writeFileSync(
      em('status.xml'),
      extrairElemento(lerFixtureTexto('nfe/exemplo_xml_status.xml'), 'consStatServ'),
    );
    const status = await fiscal([
      'assinar',
      em('status.xml'),
      '--pfx',
      CERT_TESTE,
      '--senha',
      'minhasenha',
      '--saida',
      em('status-assinado.xml'),
    ]);
    expect(status.codigo).toBe(1);
    expect(status.stderr).toContain('não é um documento que se assine');
  });

  it('sem --saida, sem --pfx ou com a senha errada é uso incorreto', async () => {
    const semSaida = await fiscal(['assinar', GOLDEN_5101, '--pfx', CERT_TESTE, '--senha', 'minhasenha']);
    expect(semSaida.codigo).toBe(2);
    expect(semSaida.stderr).toContain('Informe o arquivo de saída com --saida.');
    const semPfx = await fiscal(['assinar', GOLDEN_5101, '--saida', em('x.xml')]);
    expect(semPfx.codigo).toBe(2);
    expect(semPfx.stderr).toContain('Informe o certificado com --pfx.');
    const senhaErrada = await fiscal([
      'assinar',
      GOLDEN_5101,
      '--pfx',
      CERT_TESTE,
      '--senha',
      'e',
      '--saida',
      em('x.xml'),
    ]);
    expect(senhaErrada).toMatchObject({ codigo: 2, stderr: 'Senha do certificado incorreta.\n' });
  });
});

describe('certificado', () => {
  it('vencido sai com 1 e mostra a data', async () => {
    const r = await fiscal(['certificado', caminhoFixture('certs/vencido.pfx'), '--senha', 'teste1234']);
    expect(r.codigo).toBe(1);
    expect(r.stdout).toContain('Situação: vencido em 31/12/2020');
  });

  it('senha pela variável de ambiente; sem senha nenhuma é uso incorreto', async () => {
    const r = await fiscal(['certificado', CERT_TESTE], { [VARIAVEL_SENHA]: 'minhasenha' });
    expect(r.codigo).toBe(0);
    expect(r.stdout).toContain('CNPJ: 06.157.250/0001-16');
    expect(r.stdout).toContain('Cifra do arquivo: AES-256-CBC\n');
    const semSenha = await fiscal(['certificado', CERT_TESTE]);
    expect(semSenha.codigo).toBe(2);
    expect(semSenha.stderr).toContain(
      `Informe a senha do certificado com --senha <senha> (ou na variável ${VARIAVEL_SENHA}).`,
    );
  });

  it('ainda não válido e a contagem de dias até o vencimento', () => {
    const linhas: string[] = [];
    const terminal = { escrever: (l: string) => linhas.push(l), erro: (l: string) => linhas.push(l) };
    const futuro = caminhoFixture('certs/ainda-nao-valido.pfx');
    expect(
      comandoCertificado([futuro], { senha: 'teste1234' }, terminal, new Date('2026-01-01T12:00:00Z')),
    ).toBe(1);
    expect(linhas.at(-1)).toBe('Situação: ainda não é válido (início em 31/12/2089)');
    linhas.length = 0;
    const moderno = caminhoFixture('certs/moderno-aes.pfx');
    expect(
      comandoCertificado([moderno], { senha: 'teste1234' }, terminal, new Date('2049-12-30T23:59:59Z')),
    ).toBe(0);
    expect(linhas.at(-1)).toBe('Situação: válido (vence em 1 dia)');
  });
});

describe('danfe', () => {
  it('writes the DANFE of an authorised nfeProc and refuses what is not an NF-e', async () => {
    const pdf = em('nota.pdf');
    const ok = await fiscal(['danfe', caminhoFixture('nfe/nfe_layout4_com_prot_compacto.xml'), pdf]);
    expect(ok.codigo).toBe(0);
    expect(ok.stdout).toMatch(/^DANFE gravado em .*nota\.pdf \(\d+ bytes\)\.\n$/);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');

    const naoNfe = em('nao-nfe.xml');
    writeFileSync(naoNfe, '<html/>');
    const ruim = await fiscal(['danfe', naoNfe, em('x.pdf')]);
    expect(ruim.codigo).toBe(1);
    expect(existsSync(em('x.pdf'))).toBe(false);
    expect((await fiscal(['danfe', naoNfe])).codigo).toBe(2);
  });
});
