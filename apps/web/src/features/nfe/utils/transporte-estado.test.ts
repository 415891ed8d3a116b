import { describe, expect, it } from 'vitest';
import { payloadDoRascunho, rascunhoInicial, rascunhoReducer } from './rascunho-estado';
import {
  errosDoServidor,
  indicesDosVolumesEnviados,
  TRANSPORTE_VAZIO,
  type TransporteForm,
  transportadoraDoCliente,
  transporteDoRascunho,
  transporteParaPayload,
  validarTransporte,
  volumeVazio,
} from './transporte-estado';

const COMPLETO: TransporteForm = {
  transportadora: {
    cpf_cnpj: '98.765.432/0001-98',
    nome: 'Rodoviário Sorocabano Ltda',
    ie: '',
    endereco: 'Rodovia Castello Branco, km 92',
    municipio: 'Sorocaba',
    uf: 'SP',
  },
  veiculo: { placa: 'BRA2E19', uf: 'SP' },
  volumes: [
    { ...volumeVazio(1), qVol: '10', esp: 'BIG BAG', pesoL: '12500', pesoB: '12560.5' },
    volumeVazio(2),
    { ...volumeVazio(3), qVol: '150', esp: 'SACARIA', pesoL: '3750.5', pesoB: '3801.125' },
  ],
};

describe('transporteParaPayload', () => {
  it('sends carrier, vehicle and the filled volumes; blank fields go as null and blank rows are left out', () => {
    expect(transporteParaPayload('0', COMPLETO)).toEqual({
      modalidade_frete: '0',
      transportadora: {
        cpf_cnpj: '98.765.432/0001-98',
        nome: 'Rodoviário Sorocabano Ltda',
        ie: null,
        endereco: 'Rodovia Castello Branco, km 92',
        municipio: 'Sorocaba',
        uf: 'SP',
      },
      veiculo: { placa: 'BRA2E19', uf: 'SP' },
      volumes: [
        { qVol: '10', esp: 'BIG BAG', marca: null, nVol: null, pesoL: '12500', pesoB: '12560.5' },
        { qVol: '150', esp: 'SACARIA', marca: null, nVol: null, pesoL: '3750.5', pesoB: '3801.125' },
      ],
    });
  });

  it('without transport (9) sends neither carrier nor vehicle, only the volumes', () => {
    const payload = transporteParaPayload('9', COMPLETO);
    expect(payload.transportadora).toBeUndefined();
    expect(payload.veiculo).toBeUndefined();
    expect(payload.volumes).toHaveLength(2);
    expect(transporteParaPayload('9', TRANSPORTE_VAZIO)).toEqual({ modalidade_frete: '9' });
  });
});

describe('validarTransporte', () => {
  it('accepts the complete group in-state and refuses the vehicle for another UF (868)', () => {
    expect(validarTransporte('0', COMPLETO, false)).toEqual({});
    expect(validarTransporte('0', COMPLETO, true)).toEqual({
      veiculo:
        'Em operação interestadual o veículo não vai na NF-e (rejeição 868 da SEFAZ): ele consta do MDF-e.',
    });
  });

  it('names each field as the API does; a volume by its place in the payload', () => {
    const erros = validarTransporte(
      '1',
      {
        transportadora: { ...COMPLETO.transportadora, cpf_cnpj: '98.765.432/0001-99', nome: 'X' },
        veiculo: { placa: 'AB-12345', uf: 'SP' },
        volumes: [volumeVazio(1), { ...volumeVazio(2), qVol: '1,5', pesoL: '10', pesoB: '9' }],
      },
      false,
    );
    expect(erros).toEqual({
      'transportadora.cpf_cnpj': 'CPF ou CNPJ inválido (dígitos verificadores não conferem).',
      'transportadora.nome': 'O nome da transportadora deve ter entre 2 e 60 caracteres.',
      'veiculo.placa': 'Placa inválida: use AAA9999 ou o padrão Mercosul AAA9A99.',
      'volumes.0.qVol': 'A quantidade de volumes é um número inteiro de até 15 dígitos.',
      'volumes.0.pesoB': 'O peso bruto não pode ser menor que o peso líquido.',
    });
    expect(indicesDosVolumesEnviados([volumeVazio(1), { ...volumeVazio(2), qVol: '1' }])).toEqual(
      new Map([[1, 0]]),
    );
  });
});

describe('round trip and pickers', () => {
  it('a saved group comes back into the inputs, and the server errors of the group by their path', () => {
    const form = transporteDoRascunho({
      modalidade_frete: '0',
      transportadora: { cpf_cnpj: '98765432000198', nome: 'Rodoviário', ie: null, uf: 'SP' },
      volumes: [{ qVol: '10', esp: 'BIG BAG', pesoL: '12500' }],
    });
    expect(form.transportadora).toEqual({
      cpf_cnpj: '98765432000198',
      nome: 'Rodoviário',
      ie: '',
      endereco: '',
      municipio: '',
      uf: 'SP',
    });
    expect(form.veiculo).toEqual({ placa: '', uf: '' });
    expect(form.volumes).toEqual([
      { chave: 1, qVol: '10', esp: 'BIG BAG', marca: '', nVol: '', pesoL: '12500', pesoB: '' },
    ]);
    expect(
      errosDoServidor([
        { campo: 'transporte.veiculo', mensagem: 'Sem veículo.' },
        { campo: 'itens.0.cfop', mensagem: 'CFOP.' },
      ]),
    ).toEqual({ veiculo: 'Sem veículo.' });
  });

  it('a client picked as the carrier fills document, name, IE, address and town from its register', () => {
    const cliente = {
      cpf_cnpj: '11444777000161',
      nome_razao_social: 'Distribuidora Campinas Ltda',
      inscricao_estadual: '110042490114',
      logradouro: 'Rua Barão de Jaguara',
      numero: '900',
      bairro: 'Centro',
      cidade: 'Campinas',
      uf: 'SP',
    } as Parameters<typeof transportadoraDoCliente>[0];
    expect(transportadoraDoCliente(cliente)).toEqual({
      cpf_cnpj: '11444777000161',
      nome: 'Distribuidora Campinas Ltda',
      ie: '110042490114',
      endereco: 'Rua Barão de Jaguara, 900 - Centro',
      municipio: 'Campinas',
      uf: 'SP',
    });
  });
});

describe('the draft state carries transport and infCpl', () => {
  it('edited on the screen, sent in the payload; blank infCpl is left out', () => {
    let estado = rascunhoReducer(rascunhoInicial('2026-11-20'), {
      tipo: 'modalidade-frete',
      modalidade: '0',
    });
    estado = rascunhoReducer(estado, { tipo: 'transporte', transporte: COMPLETO });
    const totais = { valor_total_produtos: '0.00', valor_total_nota: '0.00' };
    expect(payloadDoRascunho(estado, undefined, totais)).not.toHaveProperty('informacoes_complementares');
    estado = rascunhoReducer(estado, { tipo: 'informacoes-complementares', texto: 'Entrega na doca 3.' });
    const payload = payloadDoRascunho(estado, undefined, totais);
    expect(payload.transporte).toEqual(transporteParaPayload('0', COMPLETO));
    expect(payload.informacoes_complementares).toBe('Entrega na doca 3.');
  });
});
