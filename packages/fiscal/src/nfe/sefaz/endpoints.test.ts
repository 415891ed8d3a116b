import { describe, expect, test } from 'vitest';
import { UFS } from '../../common/uf.ts';
import { AUTORIZADOR_DA_UF, ENDERECOS, svcDaUF, urlDoServico } from './endpoints.ts';
import type { ServicoSefaz, TpAmb } from './servicos-sefaz.ts';

const SERVICOS_DA_UF: ServicoSefaz[] = [
  'NFeStatusServico4',
  'NFeAutorizacao4',
  'NFeRetAutorizacao4',
  'NFeConsultaProtocolo4',
  'NFeInutilizacao4',
  'NFeRecepcaoEvento4',
];

describe('tabela de endereços', () => {
  test('toda UF tem os seis serviços em HTTPS nos dois ambientes, e homologação difere de produção', () => {
    for (const { sigla } of UFS) {
      for (const servico of SERVICOS_DA_UF) {
        const producao = urlDoServico({ servico, tpAmb: '1', orgao: sigla });
        const homologacao = urlDoServico({ servico, tpAmb: '2', orgao: sigla });
        expect(producao).toMatch(/^https:\/\/[a-z0-9.-]+\.gov\.br\//);
        expect(homologacao).toMatch(/^https:\/\/[a-z0-9.-]+\.gov\.br\//);
        expect(homologacao).not.toBe(producao);
      }
    }
  });

  test('autorizadores: UF próprias, SVAN para o MA, SVRS para as demais', () => {
    expect(AUTORIZADOR_DA_UF.SP).toBe('SP');
    expect(AUTORIZADOR_DA_UF.MA).toBe('SVAN');
    expect(AUTORIZADOR_DA_UF.SC).toBe('SVRS');
    const proprias = Object.entries(AUTORIZADOR_DA_UF).filter(([uf, autorizador]) => uf === autorizador);
    expect(proprias.map(([uf]) => uf).sort()).toEqual([
      'AM',
      'BA',
      'GO',
      'MG',
      'MS',
      'MT',
      'PE',
      'PR',
      'RS',
      'SP',
    ]);
    expect(urlDoServico({ servico: 'NFeAutorizacao4', tpAmb: '1', orgao: 'SP' })).toBe(
      'https://nfe.fazenda.sp.gov.br/ws/nfeautorizacao4.asmx',
    );
    expect(urlDoServico({ servico: 'NFeAutorizacao4', tpAmb: '2', orgao: 'MA' })).toBe(
      'https://hom.sefazvirtual.fazenda.gov.br/NFeAutorizacao4/NFeAutorizacao4.asmx',
    );
    expect(urlDoServico({ servico: 'NFeConsultaProtocolo4', tpAmb: '1', orgao: 'SC' })).toBe(
      'https://nfe.svrs.rs.gov.br/ws/NfeConsulta/NfeConsulta4.asmx',
    );
  });

  test('Ambiente Nacional: manifestação e distribuição, em qualquer UF', () => {
    expect(urlDoServico({ servico: 'NFeRecepcaoEvento4', tpAmb: '1', orgao: 'AN' })).toBe(
      'https://www.nfe.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
    );
    expect(urlDoServico({ servico: 'NFeDistribuicaoDFe', tpAmb: '2', orgao: 'PR' })).toBe(
      'https://hom1.nfe.fazenda.gov.br/NFeDistribuicaoDFe/NFeDistribuicaoDFe.asmx',
    );
  });

  test('contingência: SVC-RS ou SVC-AN conforme a UF, sem inutilização', () => {
    expect(svcDaUF('PR')).toBe('SVC-RS');
    expect(svcDaUF('SP')).toBe('SVC-AN');
    expect(
      urlDoServico({ servico: 'NFeAutorizacao4', tpAmb: '1', orgao: 'SP', contingencia: svcDaUF('SP') }),
    ).toBe('https://www.svc.fazenda.gov.br/NFeAutorizacao4/NFeAutorizacao4.asmx');
    expect(
      urlDoServico({ servico: 'NFeAutorizacao4', tpAmb: '2', orgao: 'PR', contingencia: 'SVC-RS' }),
    ).toBe('https://nfe-homologacao.svrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx');
    expect(() =>
      urlDoServico({ servico: 'NFeInutilizacao4', tpAmb: '1', orgao: 'SP', contingencia: 'SVC-AN' }),
    ).toThrow('O autorizador SVC-AN não oferece o serviço NFeInutilizacao4.');
  });

  test('baseUrl aponta todos os serviços para os caminhos do simulador', () => {
    const ambientes: TpAmb[] = ['1', '2'];
    for (const tpAmb of ambientes) {
      expect(
        urlDoServico({ servico: 'NFeAutorizacao4', tpAmb, orgao: 'SP', baseUrl: 'https://127.0.0.1:4443/' }),
      ).toBe('https://127.0.0.1:4443/ws/NFeAutorizacao4.asmx');
    }
    expect(
      urlDoServico({
        servico: 'NFeDistribuicaoDFe',
        tpAmb: '2',
        orgao: 'AN',
        baseUrl: 'https://127.0.0.1:4443',
      }),
    ).toBe('https://127.0.0.1:4443/ws/NFeDistribuicaoDFe.asmx');
  });

  test('a tabela não tem serviço sem endereço', () => {
    for (const [autorizador, ambientes] of Object.entries(ENDERECOS)) {
      for (const enderecos of Object.values(ambientes)) {
        for (const url of Object.values(enderecos)) expect(url, autorizador).toMatch(/^https:\/\/\S+$/);
      }
    }
  });
});
