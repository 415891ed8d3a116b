import { ENDERECOS } from '@erp/fiscal/sefaz';
import { describe, expect, test } from 'vitest';
import { identificarServico, servicoDoCaminho } from './servicos.ts';

const NS = 'http://www.portalfiscal.inf.br/nfe/wsdl/';

describe('identificarServico', () => {
  test('todo caminho da tabela real, de todo autorizador e ambiente, nomeia o seu serviço', () => {
    let caminhos = 0;
    for (const ambientes of Object.values(ENDERECOS)) {
      for (const enderecos of Object.values(ambientes)) {
        for (const [servico, url] of Object.entries(enderecos)) {
          const caminho = new URL(url).pathname;
          expect(servicoDoCaminho(caminho)?.nome, caminho).toBe(servico);
          expect(identificarServico({ caminho, namespace: `${NS}${servico}`, acao: undefined })).toEqual({
            servico: servicoDoCaminho(caminho),
          });
          caminhos += 1;
        }
      }
    }
    expect(caminhos).toBeGreaterThan(150);
  });

  test('pelo namespace da área de dados, pela SOAP action sem namespace, e por fim pelo caminho', () => {
    expect(
      identificarServico({ caminho: '/qualquer', namespace: `${NS}NFeAutorizacao4`, acao: undefined }),
    ).toMatchObject({ servico: { nome: 'NFeAutorizacao4' } });
    expect(
      identificarServico({
        caminho: '/qualquer',
        namespace: undefined,
        acao: `${NS}NFeConsultaProtocolo4/nfeConsultaNF`,
      }),
    ).toMatchObject({ servico: { nome: 'NFeConsultaProtocolo4' } });
    expect(
      identificarServico({ caminho: '/ws/nfestatusservico4.asmx', namespace: undefined, acao: undefined }),
    ).toMatchObject({ servico: { nome: 'NFeStatusServico4' } });
    expect(identificarServico({ caminho: '/qualquer', namespace: undefined, acao: undefined })).toEqual({
      erro: 'sem-servico',
    });
  });

  test('recusa só quando o caminho nomeia outro serviço conhecido, ou o namespace não é de serviço', () => {
    expect(
      identificarServico({
        caminho: '/nfe/services/NFeStatusServico4',
        namespace: `${NS}NFeAutorizacao4`,
        acao: undefined,
      }),
    ).toMatchObject({ erro: 'servico-divergente', doCaminho: { nome: 'NFeStatusServico4' } });
    expect(
      identificarServico({
        caminho: '/ws/NFeQualquer4.asmx',
        namespace: `${NS}NFeAutorizacao4`,
        acao: undefined,
      }),
    ).toMatchObject({ servico: { nome: 'NFeAutorizacao4' } });
    expect(
      identificarServico({ caminho: '/ws/NFeStatusServico4.asmx', namespace: 'urn:outro', acao: undefined }),
    ).toEqual({ erro: 'namespace-desconhecido' });
  });
});
