import { describe, expect, it } from 'vitest';
import { entradaDps } from '../../../test/support/entrada-dps.ts';
import { lerFixtureTexto } from '../../../test/support/fixtures.ts';
import { CHAVE_NFSE_TESTE, nfseDeTeste } from '../../../test/support/nfse-teste.ts';
import { paginasDoPdf, textoDoPdf } from '../../../test/support/texto-pdf.ts';
import { montarDps } from '../dps/montar-dps.ts';
import { NfseParseError } from '../ler-nfse.ts';
import { gerarDanfse } from './gerar-danfse.ts';

const SEM_COMPRESSAO = { compress: false } as const;

/** NFS-e de produção com ISS e PIS/COFINS retidos e retenções federais (valores do teste de montarDps). */
function nfseProducao(textos: { xDescServ?: string; xInfComp?: string; xOutInf?: string } = {}) {
  const { xInfComp, xOutInf } = textos;
  const { xml, valores } = montarDps(
    entradaDps({
      tpAmb: '1',
      prestador: { CNPJ: '06157250000116', regTrib: { opSimpNac: '1', regEspTrib: '0' } },
      servico: {
        cTribNac: '140501',
        xDescServ: textos.xDescServ ?? 'Injeção de peças plásticas sob encomenda',
        cNBS: '115021000',
        ...(xInfComp ? { xInfComp } : {}),
      },
      valores: {
        vServ: '1000.00',
        vDescIncond: '50.00',
        iss: { tpRetISSQN: '2', aliquota: '2.00' },
        pisCofins: { CST: '01', pAliqPis: '0.65', pAliqCofins: '3.00', tpRetPisCofins: '1' },
        vRetIRRF: '15.00',
        vRetCSLL: '10.00',
      },
      tributosAproximados: {
        tipo: 'valores',
        vTotTribFed: '150.00',
        vTotTribEst: '0.00',
        vTotTribMun: '20.00',
      },
    }),
  );
  return nfseDeTeste(xml, {
    valores: {
      vBC: valores.vBC,
      pAliqAplic: '2.00',
      vISSQN: valores.vISSQN,
      vTotalRet: valores.vTotalRet,
      vLiq: valores.vLiq,
    },
    ...(xOutInf ? { xOutInf } : {}),
  });
}

describe('gerarDanfse', () => {
  it('NFS-e oficial de homologação: chave, números, datas, valores e "sem validade jurídica"', async () => {
    const pdf = await gerarDanfse(lerFixtureTexto('nfse/nfse.xml'), SEM_COMPRESSAO);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(paginasDoPdf(pdf)).toBe(1);
    const texto = textoDoPdf(pdf);
    for (const esperado of [
      'DANFSe v1.0',
      'Documento Auxiliar da NFS-e',
      'NFS-e SEM VALIDADE JURÍDICA',
      'PREFEITURA MUNICIPAL DE PACAJÁ',
      '15054862231305199000190000000000000225121645026250',
      '03/12/2025 09:51:59',
      '31.305.199/0001-90',
      '769.205.002-30',
      '(91) 99105-0544',
      'RUA INÊS SOARES, 0, CENTRO',
      'Pacajá - PA',
      '68485-000',
      'Optante - Microempresa ou Empresa de Pequeno Porte (ME/EPP)',
      'INTERMEDIÁRIO DO SERVIÇO NÃO IDENTIFICADO NA NFS-e',
      'ultrassonografia',
      'Operação Tributável',
      'Não Retido',
      '5,00%',
      'R$ 11,50',
      'R$ 230,00',
      'NBS: 123012100 - Serviços de clínica médica',
    ]) {
      expect(texto).toContain(esperado);
    }
    expect(texto).toMatch(/^04\.03\.03 - Clínicas, sanatórios,/m);
    expect(texto).toMatch(/^SEM VALIDADE JURÍDICA$/m);
    expect(texto).not.toMatch(/^CANCELADA$/m);
  });

  it("produção com retenções: valor líquido, ISS e PIS/COFINS retidos, sem marca d'água", async () => {
    const pdf = await gerarDanfse(nfseProducao(), {
      ...SEM_COMPRESSAO,
      nomeMunicipio: (cMun) => (cMun === '3509502' ? 'Campinas' : undefined),
    });
    const texto = textoDoPdf(pdf);
    expect(texto).not.toContain('SEM VALIDADE JURÍDICA');
    expect(texto).toContain(CHAVE_NFSE_TESTE);
    expect(texto).toContain('CLIENTE & FILHOS LTDA');
    expect(texto).toContain('Campinas - SP');
    expect(texto).toContain('13010-000');
    expect(texto).toContain('Retido pelo Tomador');
    expect(texto).toContain('R$ 950,00');
    expect(texto).toContain('R$ 19,00');
    expect(texto).toContain('R$ 6,18');
    expect(texto).toContain('R$ 28,50');
    // IRRF + CSLL retidos; PIS + COFINS retidos; total federal = 15 + 10 + 6,18 + 28,50.
    expect(texto).toContain('R$ 25,00');
    expect(texto).toContain('R$ 34,68');
    expect(texto).toContain('R$ 59,68');
    expect(texto).toContain('R$ 871,32');
    expect(texto).toContain('R$ 150,00');
    expect(texto).toContain('Não Optante');
  });

  it('marca CANCELADA e continua informações complementares longas numa segunda folha', async () => {
    // Descrição, informações do contribuinte e do fisco com o máximo do leiaute (2000 caracteres cada).
    const frases = (inicio: number) =>
      Array.from({ length: 45 }, (_, i) => `Observacao ${inicio + i} sobre o servico prestado.`).join(' ');
    const textos = { xDescServ: frases(1), xInfComp: frases(101), xOutInf: frases(201) };
    const pdf = await gerarDanfse(nfseProducao(textos), { ...SEM_COMPRESSAO, cancelada: true });
    const texto = textoDoPdf(pdf);
    expect(paginasDoPdf(pdf)).toBe(2);
    expect(texto.match(/^CANCELADA$/gm)).toHaveLength(2);
    expect(texto).toContain('INFORMAÇÕES COMPLEMENTARES (CONTINUAÇÃO)');
    // O texto das duas folhas sem o que se repete entre elas (marca d'água, cabeçalho, chave).
    const folha1 = texto.split('INFORMAÇÕES COMPLEMENTARES\n')[1]?.split('\nCANCELADA')[0] ?? '';
    const folha2 =
      texto.split('INFORMAÇÕES COMPLEMENTARES (CONTINUAÇÃO)\n')[1]?.split('\nCANCELADA')[0] ?? '';
    const corrido = `${folha1} ${folha2}`.replace(/\n/g, ' ');
    expect(texto.replace(/\n/g, ' ')).toContain(textos.xDescServ);
    expect(corrido).toContain(textos.xInfComp);
    expect(corrido).toContain(textos.xOutInf);
  });

  it('em simulação também não tem validade jurídica; recusa o que não é NFS-e', async () => {
    const texto = textoDoPdf(await gerarDanfse(nfseProducao(), { ...SEM_COMPRESSAO, simulacao: true }));
    expect(texto).toContain('NFS-e SEM VALIDADE JURÍDICA');
    expect(texto).toContain('AMBIENTE DE SIMULAÇÃO');
    await expect(gerarDanfse('<NFe/>')).rejects.toBeInstanceOf(NfseParseError);
  });
});
