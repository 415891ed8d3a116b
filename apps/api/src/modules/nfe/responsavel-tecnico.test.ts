import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { responsavelTecnico, responsavelTecnicoDaEmissao } from './responsavel-tecnico.ts';

const EMPRESA = {
  cnpj: '11222333000181',
  razaoSocial: 'Plásticos Transformação Ltda',
  email: 'fiscal@plasticos.com.br',
  telefone: '(19) 3461-0000',
};
const SOFTWARE_HOUSE = {
  RESP_TEC_CNPJ: '06157250000116',
  RESP_TEC_CONTATO: 'Suporte ERP',
  RESP_TEC_EMAIL: 'suporte@erp.com.br',
  RESP_TEC_FONE: '1130000000',
};

describe('ZD01 infRespTec', () => {
  it('is the company itself by default: its CNPJ, name, e-mail and phone digits', () => {
    expect(responsavelTecnico(loadConfig({}), EMPRESA)).toEqual({
      CNPJ: '11222333000181',
      xContato: 'Plásticos Transformação Ltda',
      email: 'fiscal@plasticos.com.br',
      fone: '1934610000',
    });
  });

  it('is the software house when RESP_TEC_* are configured, all four or none', () => {
    expect(responsavelTecnico(loadConfig(SOFTWARE_HOUSE), EMPRESA)).toEqual({
      CNPJ: '06157250000116',
      xContato: 'Suporte ERP',
      email: 'suporte@erp.com.br',
      fone: '1130000000',
    });
    expect(() => loadConfig({ RESP_TEC_CNPJ: '06157250000116' })).toThrow(/vão juntas/);
    expect(() => loadConfig({ ...SOFTWARE_HOUSE, RESP_TEC_FONE: '12-34' })).toThrow(/RESP_TEC_FONE/);
  });

  it("carries the software house's CSRT when RESP_TEC_ID_CSRT and RESP_TEC_CSRT are set, both and with RESP_TEC_*", () => {
    const comCsrt = {
      ...SOFTWARE_HOUSE,
      RESP_TEC_ID_CSRT: '01',
      RESP_TEC_CSRT: 'G8063VRTNDMO886SFNK5LDUDEI24XJ22YIPO',
    };
    expect(responsavelTecnico(loadConfig(comCsrt), EMPRESA)).toMatchObject({
      CNPJ: '06157250000116',
      csrt: { idCSRT: '01', CSRT: 'G8063VRTNDMO886SFNK5LDUDEI24XJ22YIPO' },
    });
    expect(responsavelTecnico(loadConfig(SOFTWARE_HOUSE), EMPRESA)).not.toHaveProperty('csrt');
    expect(() => loadConfig({ ...SOFTWARE_HOUSE, RESP_TEC_ID_CSRT: '01' })).toThrow(
      /RESP_TEC_ID_CSRT e RESP_TEC_CSRT/,
    );
    expect(() => loadConfig({ RESP_TEC_ID_CSRT: '01', RESP_TEC_CSRT: 'X' })).toThrow(
      /RESP_TEC_ID_CSRT e RESP_TEC_CSRT/,
    );
    expect(() => loadConfig({ ...comCsrt, RESP_TEC_ID_CSRT: '1' })).toThrow(/RESP_TEC_ID_CSRT/);
  });

  it('is demanded in homologação and produção, left out in simulação, when the company lacks e-mail or phone', () => {
    const semFone = { ...EMPRESA, telefone: '123' };
    const config = loadConfig({});
    expect(responsavelTecnicoDaEmissao(config, semFone, 'simulacao')).toBeUndefined();
    expect(() => responsavelTecnicoDaEmissao(config, semFone, 'homologacao')).toThrow(/infRespTec/);
    expect(() => responsavelTecnicoDaEmissao(config, { ...EMPRESA, email: null }, 'producao')).toThrow(
      /infRespTec/,
    );
  });
});
