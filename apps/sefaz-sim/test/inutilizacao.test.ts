import { validarComXsd } from '@erp/fiscal/xml';
import { describe, expect, test } from 'vitest';
import { soap } from './support/cliente.ts';
import { enviNFe, inutNFe, montarNFe, type OpcoesInutilizacao } from './support/documentos.ts';
import { CNPJ_A1_TESTE } from './support/fixtures.ts';
import { usarSimulador } from './support/simulador.ts';

describe('NFeInutilizacao4', () => {
  const a = usarSimulador();
  const inutilizar = (faixa: Omit<OpcoesInutilizacao, 'cnpj' | 'serie'>, serie = 1) =>
    soap(a.sim, a.credencial, 'NFeInutilizacao4', inutNFe({ cnpj: CNPJ_A1_TESTE, serie, ...faixa }, a.chave));

  test('faixa livre: 102 com protocolo; a mesma faixa de novo: 563; sobreposta: 256', async () => {
    const r = await inutilizar({ nNFIni: 10, nNFFin: 12 });
    expect(r.ret.infInut.cStat).toBe('102');
    expect(r.ret.infInut.xMotivo).toBe('Inutilização de número homologado');
    expect(r.ret.infInut.nProt).toMatch(/^143\d{12}$/);
    expect(r.ret.infInut.nNFIni).toBe('10');
    expect(validarComXsd(r.retornoXml, 'nfe/PL_010_V1.30/retInutNFe_v4.00.xsd').erros).toEqual([]);

    const repetida = await inutilizar({ nNFIni: 10, nNFFin: 12 });
    expect(repetida.ret.infInut.cStat).toBe('563');
    expect(repetida.ret.infInut.xMotivo).toBe(
      'Rejeição: Já existe pedido de Inutilização com a mesma faixa de inutilização',
    );
    const sobreposta = await inutilizar({ nNFIni: 12, nNFFin: 15 });
    expect(sobreposta.ret.infInut.cStat).toBe('256');
    expect(sobreposta.ret.infInut.xMotivo).toBe(
      'Rejeição: Uma NF-e da faixa já está inutilizada na Base de dados da SEFAZ',
    );
    // Outra série é outra numeração.
    expect((await inutilizar({ nNFIni: 10, nNFFin: 12 }, 2)).ret.infInut.cStat).toBe('102');
  });

  test('faixa com nota autorizada: 241; nota num número inutilizado: 206', async () => {
    const nfe = montarNFe({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 21 }, a.chave);
    await soap(a.sim, a.credencial, 'NFeAutorizacao4', enviNFe([nfe.xml], '1'));
    const r = await inutilizar({ nNFIni: 20, nNFFin: 22 });
    expect(r.ret.infInut.cStat).toBe('241');
    expect(r.ret.infInut.xMotivo).toBe('Rejeição: Um número da faixa já foi utilizado');

    await inutilizar({ nNFIni: 30, nNFFin: 30 });
    const naFaixa = montarNFe({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 30 }, a.chave);
    const autorizacao = await soap(a.sim, a.credencial, 'NFeAutorizacao4', enviNFe([naFaixa.xml], '1'));
    expect(autorizacao.ret.protNFe.infProt.cStat).toBe('206');
    expect(autorizacao.ret.protNFe.infProt.xMotivo).toBe(
      'Rejeição: NF-e já está inutilizada na Base de dados da SEFAZ',
    );
  });

  test('faixa invertida: 224; de outro CNPJ: 213; alterada depois de assinada: 297', async () => {
    const invertida = await inutilizar({ nNFIni: 50, nNFFin: 40 });
    expect(invertida.ret.infInut.cStat).toBe('224');
    expect(invertida.ret.infInut.xMotivo).toBe('Rejeição: A faixa inicial é maior que a faixa final');

    const outroCnpj = inutNFe({ cnpj: '11222333000181', serie: 1, nNFIni: 1, nNFFin: 1 }, a.chave);
    const r = await soap(a.sim, a.credencial, 'NFeInutilizacao4', outroCnpj);
    expect(r.ret.infInut.cStat).toBe('213');

    const alterada = inutNFe({ cnpj: CNPJ_A1_TESTE, serie: 1, nNFIni: 60, nNFFin: 60 }, a.chave).replace(
      'Numeracao pulada',
      'Numeracao saltada',
    );
    const r2 = await soap(a.sim, a.credencial, 'NFeInutilizacao4', alterada);
    expect(r2.ret.infInut.cStat).toBe('297');
  });
});
