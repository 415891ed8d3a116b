import { describe, expect, test } from 'vitest';
import { autorizadorDaRequisicao } from './autorizador-da-requisicao.ts';

const status = (cUF: string) =>
  `<consStatServ><tpAmb>2</tpAmb><cUF>${cUF}</cUF><xServ>STATUS</xServ></consStatServ>`;
const nota = (cUF: string, tpEmis: string) =>
  `<enviNFe><NFe><infNFe><ide><cUF>${cUF}</cUF><tpEmis>${tpEmis}</tpEmis></ide></infNFe></NFe></enviNFe>`;
const chave = (cUF: string, tpEmis: string) => `${cUF}${'0'.repeat(32)}${tpEmis}${'0'.repeat(9)}`;
const consulta = (cUF: string, tpEmis: string) =>
  `<consSitNFe><chNFe>${chave(cUF, tpEmis)}</chNFe></consSitNFe>`;

describe('autorizadorDaRequisicao', () => {
  test('um caminho de um só autorizador decide sozinho', () => {
    expect(autorizadorDaRequisicao('/nfe/NFeStatusServico4', 'NFeStatusServico4', status('41'))).toBe('PR');
    expect(autorizadorDaRequisicao('/ws/nfestatusservico4.asmx', 'NFeStatusServico4', status('35'))).toBe(
      'SP',
    );
  });

  test('caminhos da SVAN, da SVC-AN e do AN: a UF, o tpEmis e o cOrgao 91 desempatam', () => {
    const caminho = '/NFeAutorizacao4/NFeAutorizacao4.asmx';
    expect(autorizadorDaRequisicao(caminho, 'NFeAutorizacao4', nota('21', '1'))).toBe('SVAN');
    expect(autorizadorDaRequisicao(caminho, 'NFeAutorizacao4', nota('35', '6'))).toBe('SVC-AN');
    expect(
      autorizadorDaRequisicao('/NFeStatusServico4/NFeStatusServico4.asmx', 'NFeStatusServico4', status('35')),
    ).toBe('SVC-AN');
    const evento = '/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx';
    expect(
      autorizadorDaRequisicao(
        evento,
        'NFeRecepcaoEvento4',
        `<cOrgao>91</cOrgao><chNFe>${chave('35', '1')}</chNFe>`,
      ),
    ).toBe('AN');
    expect(
      autorizadorDaRequisicao(
        evento,
        'NFeRecepcaoEvento4',
        `<cOrgao>35</cOrgao><chNFe>${chave('35', '6')}</chNFe>`,
      ),
    ).toBe('SVC-AN');
    expect(autorizadorDaRequisicao('/qualquer', 'NFeDistribuicaoDFe', '<distDFeInt/>')).toBe('AN');
  });

  test('caminhos da SEFAZ-RS, da SVRS e da SVC-RS: a UF e o tpEmis desempatam', () => {
    const caminho = '/ws/NfeConsulta/NfeConsulta4.asmx';
    expect(autorizadorDaRequisicao(caminho, 'NFeConsultaProtocolo4', consulta('43', '1'))).toBe('RS');
    expect(autorizadorDaRequisicao(caminho, 'NFeConsultaProtocolo4', consulta('42', '1'))).toBe('SVRS');
    expect(autorizadorDaRequisicao(caminho, 'NFeConsultaProtocolo4', consulta('41', '7'))).toBe('SVC-RS');
    expect(
      autorizadorDaRequisicao('/ws/NfeAutorizacao/NFeAutorizacao4.asmx', 'NFeAutorizacao4', nota('42', '7')),
    ).toBe('SVC-RS');
  });

  test('fora da tabela (modo em processo), só a mensagem: a SVC do tpEmis, ou o autorizador da UF', () => {
    expect(autorizadorDaRequisicao('/ws/NFeAutorizacao4.asmx', 'NFeAutorizacao4', nota('35', '6'))).toBe(
      'SVC-AN',
    );
    expect(autorizadorDaRequisicao('/ws/NFeAutorizacao4.asmx', 'NFeAutorizacao4', nota('42', '1'))).toBe(
      'SVRS',
    );
    expect(autorizadorDaRequisicao('/ws/NFeStatusServico4.asmx', 'NFeStatusServico4', status('99'))).toBe(
      undefined,
    );
  });
});
