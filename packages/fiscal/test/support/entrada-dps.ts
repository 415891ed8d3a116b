import type { EntradaDps } from '../../src/nfse/dps/entrada-dps.ts';

/**
 * Entrada de DPS para os testes: prestador com o CNPJ do certificado público de teste (06.157.250/0001-16),
 * Simples Nacional ME/EPP, serviço de industrialização (LC 116, 14.05) em São Paulo.
 */
export function entradaDps(ajustes: Partial<EntradaDps> = {}): EntradaDps {
  return {
    tpAmb: '2',
    dhEmi: '2026-07-10T09:30:00-03:00',
    verAplic: 'ERP-0.1',
    serie: '1',
    nDPS: '123',
    dCompet: '2026-07-10',
    cLocEmi: '3550308',
    prestador: {
      CNPJ: '06157250000116',
      IM: '12345678',
      fone: '1133334444',
      email: 'fiscal@plasticos.example',
      regTrib: { opSimpNac: '3', regApTribSN: '1', regEspTrib: '0' },
    },
    tomador: {
      CNPJ: '11222333000181',
      xNome: 'CLIENTE & FILHOS LTDA',
      endereco: {
        cMun: '3509502',
        CEP: '13010-000',
        xLgr: 'Av. Francisco Glicério',
        nro: '1000',
        xBairro: 'Centro',
      },
      email: 'compras@cliente.example',
    },
    servico: {
      cTribNac: '140501',
      xDescServ: 'Industrialização por encomenda: injeção de peças plásticas\nLote 2026-07',
      cNBS: '115021000',
    },
    valores: {
      vServ: '1000.00',
      iss: { tpRetISSQN: '1', aliquota: '2.00' },
    },
    tributosAproximados: { tipo: 'simplesNacional', pTotTribSN: '6.00' },
    ...ajustes,
  };
}
