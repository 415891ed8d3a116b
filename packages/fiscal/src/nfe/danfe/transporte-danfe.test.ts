import { describe, expect, it } from 'vitest';
import { retornoComTransporte, venda5101Crt3 } from '../../../test/golden/cenarios.ts';
import { textoDoPdf } from '../../../test/support/texto-pdf.ts';
import { montarNFe } from '../build/montar-nfe.ts';
import { gerarDanfe } from './gerar-danfe.ts';

const SEM_COMPRESSAO = { compress: false } as const;

/** The DANFE's text with the wrapped lines joined again, so a phrase broken at a space is found whole. */
async function textoDoDanfe(xml: string) {
  return textoDoPdf(await gerarDanfe(xml, SEM_COMPRESSAO)).replace(/\n/g, ' ');
}

describe('quadro do transportador', () => {
  it('transportadora, placa e as somas dos dois volumes; o detalhe de cada grupo nas informações complementares', async () => {
    const texto = await textoDoDanfe(montarNFe(retornoComTransporte).xml);
    expect(texto).toContain('Rodoviário Sorocabano Ltda');
    expect(texto).toContain('98.765.432/0001-98');
    expect(texto).toContain('BRA2E19');
    expect(texto).toContain('Rodovia Castello Branco, km 92');
    // 10 + 150 volumes, 12 560,5 + 3 801,125 kg brutos, 12 500 + 3 750,5 kg líquidos; espécies diferentes.
    expect(texto).toContain('16.361,625');
    expect(texto).toContain('16.250,500');
    expect(texto).toContain('DIVERSOS');
    expect(texto).toContain(
      'Volumes: 10 BIG BAG marca PLASTICOS EXEMPLO nº 1 a 10 peso líq. 12.500,000 kg peso bruto 12.560,500 kg; ' +
        '150 SACARIA marca PLASTICOS EXEMPLO nº 11 a 160 peso líq. 3.750,500 kg peso bruto 3.801,125 kg.',
    );
  });

  it('sem volumes nem transportadora o quadro fica em branco e nada se acrescenta', async () => {
    const texto = await textoDoDanfe(montarNFe(venda5101Crt3).xml);
    expect(texto).toContain('0-Rem (CIF)');
    expect(texto).not.toContain('Volumes:');
  });
});
