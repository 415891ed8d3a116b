import { describe, expect, it } from 'vitest';
import { entradaDps } from '../../test/support/entrada-dps.ts';
import { lerFixtureTexto } from '../../test/support/fixtures.ts';
import { CHAVE_NFSE_TESTE, nfseDeTeste } from '../../test/support/nfse-teste.ts';
import { montarDps } from './dps/montar-dps.ts';
import { lerNfse, NfseParseError } from './ler-nfse.ts';

describe('lerNfse', () => {
  it('lê a NFS-e oficial de exemplo (leiaute 1.00) com emitente, tomador, serviço e valores', () => {
    const nota = lerNfse(lerFixtureTexto('nfse/nfse.xml'));
    expect(nota).toMatchObject({
      chaveAcesso: '15054862231305199000190000000000000225121645026250',
      versao: '1.00',
      nNFSe: '2',
      xLocEmi: 'Pacajá',
      cLocIncid: '1505486',
      cStat: '100',
      emit: {
        CNPJ: '31305199000190',
        xNome: 'DINAMARQUES T SANTOS',
        end: { xLgr: 'RUA INÊS SOARES', cMun: '1505486', UF: 'PA', CEP: '68485000' },
      },
      valores: { vBC: '230.00', pAliqAplic: '5.00', vISSQN: '11.50', vLiq: '230.00' },
      dps: {
        serie: '900',
        nDPS: '3',
        tpAmb: '2',
        prest: { regTrib: { opSimpNac: '3', regApTribSN: '2', regEspTrib: '0' } },
        toma: { CPF: '76920500230', xNome: 'FRANCIONE DA ROCHA NASCIMENTO' },
        serv: { cTribNac: '040303', xDescServ: 'ultrassonografia', cNBS: '123012100' },
        valores: { vServ: '230.00', tribISSQN: '1', tpRetISSQN: '1', pTotTribSN: '5.00' },
      },
    });
  });

  it('lê a DPS 1.01 montada por nós dentro da NFS-e, com o & do nome do tomador resolvido', () => {
    const nota = lerNfse(nfseDeTeste(montarDps(entradaDps()).xml, { valores: { vLiq: '1000.00' } }));
    expect(nota.chaveAcesso).toBe(CHAVE_NFSE_TESTE);
    expect(nota.dps.toma).toMatchObject({
      xNome: 'CLIENTE & FILHOS LTDA',
      end: { cMun: '3509502', CEP: '13010000', xLgr: 'Av. Francisco Glicério' },
    });
    expect(nota.dps.serv.xDescServ).toContain('\nLote 2026-07');
  });

  it('recusa DOCTYPE, XML que não é NFS-e e chave malformada', () => {
    expect(() => lerNfse('<!DOCTYPE NFSe [<!ENTITY x "y">]><NFSe/>')).toThrow(NfseParseError);
    expect(() => lerNfse('<NFe xmlns="http://www.portalfiscal.inf.br/nfe"/>')).toThrow(
      /não é um XML de NFS-e/,
    );
    const nfse = lerFixtureTexto('nfse/nfse.xml').replace('Id="NFS1505', 'Id="NFS505');
    expect(() => lerNfse(nfse)).toThrow(/chave de acesso/);
  });
});
