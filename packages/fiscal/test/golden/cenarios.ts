import { montarChave } from '../../src/common/chave.ts';
import type { EmitenteEntrada, EntradaNFe, ItemEntrada, RespTecEntrada } from '../../src/nfe/build/tipos.ts';

/**
 * Entradas dos cenários com arquivo golden (test/golden/<nome>.xml). O emitente usa o CNPJ do certificado público
 * de teste (06.157.250/0001-16), para que as notas assinadas com ele sejam coerentes. Para regravar os arquivos
 * depois de uma mudança intencional: ATUALIZAR_GOLDEN=1 npx vitest run --project unit packages/fiscal
 */

const RESP_TEC: RespTecEntrada = {
  CNPJ: '06157250000116',
  xContato: 'Equipe ERP',
  email: 'fiscal@erp.example',
  fone: '1533334444',
};

function emitente(CRT: EmitenteEntrada['CRT']): EmitenteEntrada {
  return {
    CNPJ: '06.157.250/0001-16',
    xNome: 'PLASTICOS EXEMPLO INDUSTRIA LTDA',
    xFant: 'Plásticos Exemplo',
    enderEmit: {
      xLgr: 'Rua das Indústrias',
      nro: '1500',
      xBairro: 'Distrito Industrial',
      cMun: '3552205',
      xMun: 'Sorocaba',
      UF: 'SP',
      CEP: '18087-100',
      fone: '(15) 3333-4444',
    },
    IE: '669.123.456.118',
    CRT,
  };
}

const CLIENTE_SP = {
  CNPJ: '11.222.333/0001-81',
  xNome: 'Cliente Encomendante S.A.',
  enderDest: {
    xLgr: 'Avenida Paulista',
    nro: '1000',
    xCpl: 'Conjunto 12',
    xBairro: 'Bela Vista',
    cMun: '3550308',
    xMun: 'São Paulo',
    UF: 'SP',
    CEP: '01310-100',
  },
  indIEDest: '1',
  IE: '110.042.490.114',
  email: 'compras@cliente.example',
} as const satisfies EntradaNFe['dest'];

const CLIENTE_MG = {
  CNPJ: '58.716.523/0001-19',
  xNome: 'Mineira Componentes Ltda',
  enderDest: {
    xLgr: 'Rua da Bahia',
    nro: '200',
    xBairro: 'Centro',
    cMun: '3106200',
    xMun: 'Belo Horizonte',
    UF: 'MG',
    CEP: '30160-010',
  },
  indIEDest: '1',
  IE: '0623079040081',
} as const satisfies EntradaNFe['dest'];

/** Chave de uma NF-e de remessa (5901) emitida pelo cliente, com DV correto. */
export function chaveRemessaCliente(cnpj: string, cUF: string, nNF: string): string {
  return montarChave({ cUF, aamm: '2602', cnpj, mod: '55', serie: '1', nNF, tpEmis: '1', cNF: '40302010' });
}

const RESINA: Omit<ItemEntrada, 'CFOP' | 'qCom' | 'vUnCom'> = {
  cProd: 'PP-H103',
  xProd: 'Polipropileno homopolímero H103 (material do cliente)',
  NCM: '39021020',
  uCom: 'KG',
};

/** Retorno 5902 de uma empresa do Simples (CRT 1) em 2026: sem IBS/CBS (Simples só a partir de 2027). */
export const retornoSimples5902: EntradaNFe = {
  ide: {
    cNF: '73920461',
    natOp: 'Retorno de mercadoria utilizada na industrialização',
    serie: '1',
    nNF: '1021',
    dhEmi: '2026-03-10T09:30:00-03:00',
    dhSaiEnt: '2026-03-10T10:00:00-03:00',
    tpAmb: '2',
    verProc: 'erp-fiscal 0.1.0',
    refNFe: [chaveRemessaCliente('11222333000181', '35', '4521')],
  },
  emit: emitente('1'),
  dest: CLIENTE_SP,
  det: [
    { ...RESINA, CFOP: '5902', qCom: '1250.5000', vUnCom: '8.40', xPed: 'OC-2026-118', nItemPed: '1' },
    {
      ...RESINA,
      cProd: 'MB-PRETO',
      xProd: 'Masterbatch preto (material do cliente)',
      NCM: '32061990',
      CFOP: '5902',
      qCom: '12.3750',
      vUnCom: '21.3333',
    },
  ],
  transp: {
    modFrete: '1',
    vol: [{ qVol: '25', esp: 'SACARIA', pesoL: '1262.875', pesoB: '1275.000' }],
  },
  infAdic: { infCpl: 'Referente ao pedido OC-2026-118 do cliente.' },
  infRespTec: RESP_TEC,
};

/** 5124 (cobrança da industrialização) e 5902 (retorno do material) na mesma nota, CRT 3, 2026: com IBSCBS. */
export const industrializacaoCrt3: EntradaNFe = {
  ide: {
    cNF: '05817263',
    natOp: 'Industrialização para terceiros e retorno de material',
    serie: '1',
    nNF: '2044',
    dhEmi: '2026-04-02T14:05:00-03:00',
    tpAmb: '2',
    verProc: 'erp-fiscal 0.1.0',
    refNFe: [
      chaveRemessaCliente('11222333000181', '35', '4590'),
      chaveRemessaCliente('11222333000181', '35', '4601'),
    ],
  },
  emit: emitente('3'),
  dest: CLIENTE_SP,
  det: [
    {
      cProd: 'SRV-INJ-TAMPA',
      xProd: 'Industrialização: injeção de tampas 28 mm',
      NCM: '39235000',
      CFOP: '5124',
      uCom: 'KG',
      qCom: '980.0000',
      vUnCom: '4.1575',
    },
    { ...RESINA, CFOP: '5902', qCom: '980.0000', vUnCom: '8.40' },
    {
      ...RESINA,
      cProd: 'PP-H103',
      xProd: 'Polipropileno H103: perda de processo (borra)',
      CFOP: '5902',
      qCom: '19.6000',
      vUnCom: '8.40',
    },
  ],
  transp: { modFrete: '0', vol: [{ qVol: '40', esp: 'CAIXA', pesoL: '999.600', pesoB: '1040.000' }] },
  cobr: { dup: [{ dVenc: '2026-05-02' }, { dVenc: '2026-06-01' }] },
  infRespTec: RESP_TEC,
};

/** Venda de produção (5101), CRT 3, produção, com desconto e frete no item e IPI tributado. */
export const venda5101Crt3: EntradaNFe = {
  ide: {
    cNF: '61004528',
    natOp: 'Venda de produção do estabelecimento',
    serie: '2',
    nNF: '310',
    dhEmi: '2026-05-15T08:00:00-03:00',
    tpAmb: '1',
    verProc: 'erp-fiscal 0.1.0',
  },
  emit: emitente('3'),
  dest: CLIENTE_SP,
  det: [
    {
      cProd: 'TAMPA-28',
      cEAN: '7891234567895',
      xProd: 'Tampa plástica 28 mm – branca',
      NCM: '39235000',
      CFOP: '5101',
      uCom: 'MIL',
      qCom: '12.0000',
      vUnCom: '185.90',
      uTrib: 'KG',
      qTrib: '38.4000',
      vFrete: '35.00',
      vDesc: '11.15',
      pIPI: '9.75',
    },
    {
      cProd: 'POTE-500',
      xProd: 'Pote 500 ml com tampa',
      NCM: '39241000',
      CFOP: '5101',
      uCom: 'UN',
      qCom: '300.0000',
      vUnCom: '1.2345',
      pIPI: '0',
    },
  ],
  transp: { modFrete: '0' },
  cobr: { nFat: 'FAT-310', dup: [{ dVenc: '2026-06-15', nDup: '001' }] },
  infAdic: { infCpl: 'Pedido 7781.' },
  infRespTec: RESP_TEC,
};

/** Retorno interestadual (SP -> MG): 6902 e 6903, CRT 3, 2026. */
export const retornoInterestadual6902: EntradaNFe = {
  ide: {
    cNF: '38291047',
    natOp: 'Retorno de industrialização por encomenda',
    serie: '1',
    nNF: '2101',
    dhEmi: '2026-06-20T16:45:00-03:00',
    tpAmb: '2',
    verProc: 'erp-fiscal 0.1.0',
    refNFe: [chaveRemessaCliente('58716523000119', '31', '88012')],
  },
  emit: emitente('3'),
  dest: CLIENTE_MG,
  det: [
    { ...RESINA, CFOP: '6902', qCom: '500.0000', vUnCom: '9.10' },
    { ...RESINA, xProd: 'Polipropileno H103 não utilizado', CFOP: '6903', qCom: '75.2500', vUnCom: '9.10' },
  ],
  transp: {
    modFrete: '1',
    transporta: {
      CNPJ: '98.765.432/0001-98',
      xNome: 'Transportadora Exemplo Ltda',
      IE: '110042490114',
      xEnder: 'Rodovia Raposo Tavares, km 100',
      xMun: 'Sorocaba',
      UF: 'SP',
    },
    vol: [{ qVol: '23', esp: 'SACARIA', pesoL: '575.250', pesoB: '580.000' }],
  },
  infRespTec: RESP_TEC,
};

/**
 * Retorno de várias toneladas (SP -> SP) com transporte completo: transportadora, veículo (placa Mercosul), dois
 * volumes com pesos em kg, o pedido de compra do cliente nos itens, o contador em autXML e o texto da empresa.
 */
export const retornoComTransporte: EntradaNFe = {
  ide: {
    cNF: '52013978',
    natOp: 'RETORNO DE INDUSTRIALIZACAO',
    serie: '1',
    nNF: '3150',
    dhEmi: '2026-07-06T11:20:00-03:00',
    tpAmb: '2',
    verProc: 'erp-fiscal 0.1.0',
    refNFe: [chaveRemessaCliente('11222333000181', '35', '4712')],
  },
  emit: emitente('1'),
  dest: CLIENTE_SP,
  autXML: [{ CPF: '111.444.777-35' }],
  det: [
    { ...RESINA, CFOP: '5902', qCom: '12500.0000', vUnCom: '8.40', xPed: 'PC-77812', nItemPed: '000010' },
    { ...RESINA, xProd: 'Polipropileno H103 não utilizado', CFOP: '5902', qCom: '3750.5000', vUnCom: '8.40' },
  ],
  transp: {
    modFrete: '0',
    transporta: {
      CNPJ: '98.765.432/0001-98',
      xNome: 'Rodoviário Sorocabano Ltda',
      IE: '669.000.111.119',
      xEnder: 'Rodovia Castello Branco, km 92',
      xMun: 'Sorocaba',
      UF: 'SP',
    },
    veicTransp: { placa: 'BRA2E19', UF: 'SP' },
    vol: [
      {
        qVol: '10',
        esp: 'BIG BAG',
        marca: 'PLASTICOS EXEMPLO',
        nVol: '1 a 10',
        pesoL: '12500',
        pesoB: '12560.5',
      },
      {
        qVol: '150',
        esp: 'SACARIA',
        marca: 'PLASTICOS EXEMPLO',
        nVol: '11 a 160',
        pesoL: '3750.5',
        pesoB: '3801.125',
      },
    ],
  },
  infAdic: { infCpl: 'Entrega na doca 3, das 8h às 17h.' },
  infRespTec: RESP_TEC,
};

export const CENARIOS_GOLDEN = {
  'retorno-5902-simples': retornoSimples5902,
  'industrializacao-5124-5902-crt3-2026': industrializacaoCrt3,
  'venda-5101-crt3': venda5101Crt3,
  'retorno-interestadual-6902': retornoInterestadual6902,
  'transporte-dois-volumes': retornoComTransporte,
} as const;
