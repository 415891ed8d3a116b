import { describe, expect, test } from 'vitest';
import { type SiglaUF, UFS } from '../../common/uf.ts';
import { AUTORIZADOR_DA_UF, type Autorizador, ENDERECOS, svcDaUF, urlDoServico } from './endpoints.ts';
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
    ).toBe('https://www.sefazvirtual.fazenda.gov.br/NFeAutorizacao4/NFeAutorizacao4.asmx');
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

describe('origem: os caminhos reais em outro servidor (SEFAZ_ENDPOINT_BASE)', () => {
  const ORIGEM = 'https://127.0.0.1:3443';
  const AMBIENTES: TpAmb[] = ['1', '2'];
  const UFS_DO_TESTE: SiglaUF[] = ['SP', 'MG', 'PR', 'RS', 'BA', 'SC', 'AM'];

  function conferir(destino: Parameters<typeof urlDoServico>[0]) {
    const real = new URL(urlDoServico(destino));
    const trocada = new URL(urlDoServico({ ...destino, origem: ORIGEM }));
    expect(trocada.origin).toBe(ORIGEM);
    expect(trocada.pathname).toBe(real.pathname);
    return trocada.pathname;
  }

  test('autorizador da UF, nos dois ambientes: o caminho da tabela na nova origem', () => {
    for (const uf of UFS_DO_TESTE) {
      for (const tpAmb of AMBIENTES) {
        for (const servico of SERVICOS_DA_UF) conferir({ servico, tpAmb, orgao: uf });
      }
    }
    expect(urlDoServico({ servico: 'NFeAutorizacao4', tpAmb: '1', orgao: 'MG', origem: `${ORIGEM}/` })).toBe(
      `${ORIGEM}/nfe2/services/NFeAutorizacao4`,
    );
    expect(urlDoServico({ servico: 'NFeConsultaProtocolo4', tpAmb: '2', orgao: 'SC', origem: ORIGEM })).toBe(
      `${ORIGEM}/ws/NfeConsulta/NfeConsulta4.asmx`,
    );
    expect(urlDoServico({ servico: 'NFeRecepcaoEvento4', tpAmb: '1', orgao: 'AM', origem: ORIGEM })).toBe(
      `${ORIGEM}/services2/services/RecepcaoEvento4`,
    );
  });

  test('em contingência, o caminho da SVC da UF (sem inutilização)', () => {
    for (const uf of UFS_DO_TESTE) {
      for (const tpAmb of AMBIENTES) {
        for (const servico of SERVICOS_DA_UF.filter((s) => s !== 'NFeInutilizacao4')) {
          conferir({ servico, tpAmb, orgao: uf, contingencia: svcDaUF(uf) });
        }
      }
    }
    expect(
      urlDoServico({
        servico: 'NFeAutorizacao4',
        tpAmb: '1',
        orgao: 'SP',
        contingencia: 'SVC-AN',
        origem: ORIGEM,
      }),
    ).toBe(`${ORIGEM}/NFeAutorizacao4/NFeAutorizacao4.asmx`);
    expect(
      urlDoServico({
        servico: 'NFeAutorizacao4',
        tpAmb: '2',
        orgao: 'PR',
        contingencia: 'SVC-RS',
        origem: ORIGEM,
      }),
    ).toBe(`${ORIGEM}/ws/NfeAutorizacao/NFeAutorizacao4.asmx`);
    expect(() =>
      urlDoServico({
        servico: 'NFeInutilizacao4',
        tpAmb: '1',
        orgao: 'PR',
        contingencia: 'SVC-RS',
        origem: ORIGEM,
      }),
    ).toThrow('não oferece');
  });

  test('Ambiente Nacional: manifestação e distribuição nos caminhos do AN', () => {
    for (const tpAmb of AMBIENTES) {
      expect(conferir({ servico: 'NFeDistribuicaoDFe', tpAmb, orgao: 'AN' })).toBe(
        '/NFeDistribuicaoDFe/NFeDistribuicaoDFe.asmx',
      );
      expect(conferir({ servico: 'NFeRecepcaoEvento4', tpAmb, orgao: 'AN' })).toBe(
        '/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
      );
    }
  });

  test('origem que não é só esquema, host e porta HTTPS, ou junto com baseUrl, é recusada', () => {
    const destino = { servico: 'NFeStatusServico4', tpAmb: '2', orgao: 'SP' } as const;
    expect(() => urlDoServico({ ...destino, origem: 'http://127.0.0.1:3443' })).toThrow(RangeError);
    expect(() => urlDoServico({ ...destino, origem: `${ORIGEM}/ws` })).toThrow(RangeError);
    expect(() => urlDoServico({ ...destino, origem: ORIGEM, baseUrl: ORIGEM })).toThrow('não os dois');
  });
});

describe('conferência da tabela com o Portal da NF-e', () => {
  test('NFeDistribuicaoDFe do Ambiente Nacional nos dois ambientes', () => {
    expect(urlDoServico({ servico: 'NFeDistribuicaoDFe', tpAmb: '1', orgao: 'AN' })).toBe(
      'https://www1.nfe.fazenda.gov.br/NFeDistribuicaoDFe/NFeDistribuicaoDFe.asmx',
    );
    expect(urlDoServico({ servico: 'NFeDistribuicaoDFe', tpAmb: '2', orgao: 'AN' })).toBe(
      'https://hom1.nfe.fazenda.gov.br/NFeDistribuicaoDFe/NFeDistribuicaoDFe.asmx',
    );
  });

  test('todo autorizador de NF-e (UF, SEFAZ virtuais e SVC) tem NFeStatusServico4 nos dois ambientes', () => {
    const autorizadores = Object.keys(ENDERECOS).filter((a) => a !== 'AN') as Autorizador[];
    expect(autorizadores).toHaveLength(14);
    for (const autorizador of autorizadores) {
      for (const tpAmb of ['1', '2'] as const) {
        expect(ENDERECOS[autorizador][tpAmb].NFeStatusServico4, `${autorizador} ${tpAmb}`).toMatch(
          /^https:\/\/[a-z0-9.-]+\.gov\.br\/\S+$/,
        );
      }
    }
  });
});
