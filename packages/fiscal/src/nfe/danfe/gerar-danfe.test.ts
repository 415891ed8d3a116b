import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lerFixtureTexto } from '../../../test/support/fixtures.ts';
import { CHAVE_TESTE, nfeDeTeste } from '../../../test/support/nfe-danfe.ts';
import { paginasDoPdf, textoDoPdf } from '../../../test/support/texto-pdf.ts';
import { NfeParseError } from '../parse.ts';
import { formatarChaveAcesso } from './formatar-pt-br.ts';
import { gerarDanfe } from './gerar-danfe.ts';
import { X0 } from './layout-danfe.ts';

const SEM_COMPRESSAO = { compress: false } as const;

describe('gerarDanfe', () => {
  it('gera um PDF de uma folha para o nfeProc oficial, com chave, protocolo e marca de homologação', async () => {
    const pdf = await gerarDanfe(lerFixtureTexto('nfe/nfe_layout4_com_prot.xml'), SEM_COMPRESSAO);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(paginasDoPdf(pdf)).toBe(1);
    const texto = textoDoPdf(pdf);
    expect(texto).toContain('4318 0906 9293 8300 0163 5500 1000 0000 2610 0001 0301');
    expect(texto).toContain('143180006932433 - 25/09/2018 16:21:05');
    expect(texto).toContain('FOLHA 1/1');
    expect(texto).toContain('Nº 000.000.026');
    expect(texto).toContain('06.929.383/0001-63');
    // tpAmb 2: a marca d'água (o nome do destinatário da amostra também diz "SEM VALOR FISCAL").
    expect(texto).toMatch(/^SEM VALOR FISCAL$/m);
    expect(texto).toMatch(/^AMBIENTE DE HOMOLOGAÇÃO$/m);
    expect(texto).not.toMatch(/^CANCELADA$/m);
  });

  it("nota autorizada em produção: sem marca d'água, valores e datas em pt-BR, todos os totais", async () => {
    const pdf = await gerarDanfe(nfeDeTeste({ cStat: '100' }), SEM_COMPRESSAO);
    const texto = textoDoPdf(pdf);
    expect(paginasDoPdf(pdf)).toBe(1);
    expect(texto).not.toContain('SEM VALOR FISCAL');
    expect(texto).not.toContain('CANCELADA');
    expect(texto).toContain(formatarChaveAcesso(CHAVE_TESTE));
    expect(texto).toContain('135260001234567 - 10/07/2026 09:31:12');
    expect(texto).toContain('1.234,56');
    expect(texto).toContain('222,22');
    expect(texto).toContain('93,83');
    expect(texto).toContain('10/07/2026');
    expect(texto).toContain('14:05:00');
    // Item: quantidade com 4 casas, unitário com as casas do XML, CST com a origem, alíquota.
    expect(texto).toContain('1,5000');
    expect(texto).toContain('12,3456');
    expect(texto).toContain('18,52');
    expect(texto).toContain('000');
    expect(texto).toContain('18,00');
    expect(texto).toContain('Lote L-1');
    // Transporte: volumes somados com decimal, duplicatas.
    expect(texto).toContain('0-Rem (CIF)');
    expect(texto).toContain('207,250');
    expect(texto).toContain('Venc.: 10/09/2026');
    expect(texto).toContain('Valor: R$ 617,28');
    expect(texto).toContain('FOLHA 1/1');
  });

  it('com IBS/CBS (NT 2025.002) mostra os totais numa fileira a mais do cálculo do imposto', async () => {
    const texto = textoDoPdf(await gerarDanfe(nfeDeTeste({ cStat: '100', ibsCbs: true }), SEM_COMPRESSAO));
    expect(texto).toContain('VALOR TOTAL DO IBS');
    expect(texto).toContain('1,23');
    expect(texto).toContain('11,11');
    expect(texto).toContain('1.246,90');
    const semIbsCbs = textoDoPdf(await gerarDanfe(nfeDeTeste({ cStat: '100' }), SEM_COMPRESSAO));
    expect(semIbsCbs).not.toContain('VALOR TOTAL DO IBS');
  });

  it('60 itens ocupam várias folhas numeradas X/Y, com todos os itens e a chave em cada folha', async () => {
    const pdf = await gerarDanfe(nfeDeTeste({ itens: 60, cStat: '100' }), SEM_COMPRESSAO);
    const texto = textoDoPdf(pdf);
    // Primeira folha: 14 itens de duas linhas (descrição e lote); seguintes: 32 cada.
    expect(paginasDoPdf(pdf)).toBe(3);
    expect(texto).toContain('FOLHA 1/3');
    expect(texto).toContain('FOLHA 2/3');
    expect(texto).toContain('FOLHA 3/3');
    for (const n of [1, 14, 15, 46, 47, 60]) expect(texto).toContain(`PRD-${n}\n`);
    expect(texto.split(formatarChaveAcesso(CHAVE_TESTE)).length - 1).toBe(3);
    expect(texto.split('DADOS DOS PRODUTOS / SERVIÇOS').length - 1).toBe(3);
    // O canhoto e os quadros de cálculo só na primeira folha.
    expect(texto.split('DATA DE RECEBIMENTO').length - 1).toBe(1);
    expect(texto.split('CÁLCULO DO IMPOSTO').length - 1).toBe(1);
  });

  it('the 60-item DANFE read back with pdftotext finds all 60 codes', async () => {
    // Codes wider than the 44 pt column, distinct only in their last characters: cut with '…' they all printed
    // the same. Each must wrap whole into the next line of its column.
    const codigo = (n: number) => `MOLDE-INJ-TAMPA-ROSCA-28MM-LOTE-2026-${String(n).padStart(3, '0')}`;
    const xml = nfeDeTeste({ itens: 60, cStat: '100' }).replace(
      /<cProd>PRD-(\d+)<\/cProd>/g,
      (_, n: string) => `<cProd>${codigo(Number(n))}</cProd>`,
    );
    const pdf = await gerarDanfe(xml, SEM_COMPRESSAO);
    const pasta = mkdtempSync(join(tmpdir(), 'danfe-codigos-'));
    try {
      const arquivo = join(pasta, 'danfe.pdf');
      writeFileSync(arquivo, pdf);
      // Only the code column of every page (at 72 dpi, pixels are the PDF's points), as a reader would see it.
      const coluna = execFileSync(
        'pdftotext',
        ['-r', '72', '-x', String(Math.ceil(X0)), '-y', '0', '-W', '43', '-H', '842', arquivo, '-'],
        { encoding: 'utf8' },
      );
      const linhas = coluna.split(/\s+/).filter((l) => l !== '');
      // Each line of a code fits its column: nothing is cut.
      expect(linhas.some((l) => l.includes('…'))).toBe(false);
      const corrido = linhas.join('');
      for (let n = 1; n <= 60; n++) expect(corrido, codigo(n)).toContain(codigo(n));
      expect(corrido.split('MOLDE-INJ').length - 1).toBe(60);
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
    // A code of four lines makes its row taller than the description and lot (two lines): one sheet more.
    expect(paginasDoPdf(pdf)).toBe(4);
    expect(textoDoPdf(pdf)).toContain('FOLHA 4/4');
  });

  it('itens de uma linha: 60 cabem em duas folhas', async () => {
    const xml = nfeDeTeste({ itens: 60, cStat: '100' }).replace(/<infAdProd>[^<]*<\/infAdProd>/g, '');
    const pdf = await gerarDanfe(xml, SEM_COMPRESSAO);
    expect(paginasDoPdf(pdf)).toBe(2);
    expect(textoDoPdf(pdf)).toContain('FOLHA 2/2');
  });

  it('informações complementares longas continuam depois dos itens, sem perder texto', async () => {
    const frases = Array.from({ length: 60 }, (_, i) => `Frase ${i + 1} das informacoes complementares.`);
    const pdf = await gerarDanfe(nfeDeTeste({ cStat: '100', infCpl: frases.join(' ') }), SEM_COMPRESSAO);
    const texto = textoDoPdf(pdf);
    expect(paginasDoPdf(pdf)).toBe(2);
    expect(texto).toContain('(continua na folha seguinte)');
    expect(texto).toContain('DADOS ADICIONAIS (CONTINUAÇÃO)');
    const corrido = texto.replace(/\n/g, ' ');
    for (const frase of frases) expect(corrido).toContain(frase);
  });

  it('a preview prints no barcode of its provisional key; an authorised note prints it on every sheet', async () => {
    // The CODE-128 is the only filled path of the DANFE: its bars as rectangles, then one fill.
    const codigosDeBarras = (pdf: Buffer) =>
      (pdf.toString('latin1').match(/(?:[^\n]* re\n){20,}\/DeviceRGB cs\n[^\n]*scn\nf\n/g) ?? []).length;
    const previa = await gerarDanfe(nfeDeTeste({ itens: 60 }), SEM_COMPRESSAO);
    expect(codigosDeBarras(previa)).toBe(0);
    const textoPrevia = textoDoPdf(previa);
    expect(textoPrevia.match(/^SEM CÓDIGO DE BARRAS$/gm)).toHaveLength(3);
    expect(textoPrevia).toContain('pré-visualização: chave provisória');
    expect(textoPrevia).toContain('CHAVE DE ACESSO (PROVISÓRIA)');

    const autorizada = await gerarDanfe(nfeDeTeste({ itens: 60, cStat: '100' }), SEM_COMPRESSAO);
    expect(codigosDeBarras(autorizada)).toBe(3);
    expect(textoDoPdf(autorizada)).not.toContain('SEM CÓDIGO DE BARRAS');

    const denegada = await gerarDanfe(nfeDeTeste({ cStat: '302' }), SEM_COMPRESSAO);
    expect(codigosDeBarras(denegada)).toBe(0);
    expect(textoDoPdf(denegada)).toContain('nota sem autorização de uso');
  });

  it('marca SEM VALOR FISCAL sem protocolo (pré-visualização) e em simulação', async () => {
    const previa = textoDoPdf(await gerarDanfe(nfeDeTeste(), SEM_COMPRESSAO));
    expect(previa).toMatch(/^SEM VALOR FISCAL$/m);
    expect(previa).toContain('PRÉ-VISUALIZAÇÃO SEM AUTORIZAÇÃO DE USO');
    const simulada = textoDoPdf(
      await gerarDanfe(nfeDeTeste({ cStat: '100' }), { ...SEM_COMPRESSAO, simulacao: true }),
    );
    expect(simulada).toMatch(/^SEM VALOR FISCAL$/m);
    expect(simulada).toContain('AMBIENTE DE SIMULAÇÃO');
  });

  it('emitida na SVC: EMITIDA EM CONTINGÊNCIA no quadro da chave, em todas as folhas, e a entrada nos dados adicionais', async () => {
    const contingencia = {
      tpEmis: '7',
      dhCont: '2026-07-10T09:05:00-03:00',
      xJust: 'SEFAZ-SP sem resposta desde as 9h',
    } as const;
    const pdf = await gerarDanfe(nfeDeTeste({ cStat: '100', itens: 60, contingencia }), SEM_COMPRESSAO);
    const texto = textoDoPdf(pdf);
    expect(texto.match(/^EMITIDA EM CONTINGÊNCIA - SVC-RS$/gm)).toHaveLength(paginasDoPdf(pdf));
    expect(texto).toContain('Entrada em contingência: 10/07/2026 09:05:00');
    expect(texto.replace(/\n/g, ' ')).toContain(
      'Emitida em contingência (SVC-RS) desde 10/07/2026 09:05:00. Justificativa: SEFAZ-SP sem resposta desde as 9h',
    );
    expect(texto).not.toContain('SEM VALOR FISCAL');
    const normal = textoDoPdf(await gerarDanfe(nfeDeTeste({ cStat: '100' }), SEM_COMPRESSAO));
    expect(normal).not.toContain('CONTINGÊNCIA');
  });

  it('marca CANCELADA em todas as folhas quando a nota foi cancelada', async () => {
    const pdf = await gerarDanfe(nfeDeTeste({ itens: 60, cStat: '100' }), {
      ...SEM_COMPRESSAO,
      cancelada: true,
    });
    const texto = textoDoPdf(pdf);
    expect(texto.match(/^CANCELADA$/gm)).toHaveLength(3);
    expect(texto).not.toContain('SEM VALOR FISCAL');
  });

  it('comprime por padrão e recusa o que não é NF-e', async () => {
    const comprimido = await gerarDanfe(nfeDeTeste({ cStat: '100' }));
    const aberto = await gerarDanfe(nfeDeTeste({ cStat: '100' }), SEM_COMPRESSAO);
    expect(comprimido.length).toBeLessThan(aberto.length);
    expect(textoDoPdf(comprimido)).toContain(formatarChaveAcesso(CHAVE_TESTE));
    await expect(gerarDanfe('<DPS/>')).rejects.toBeInstanceOf(NfeParseError);
  });
});
