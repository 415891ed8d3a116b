import { describe, expect, it } from 'vitest';
import { verificarAssinatura } from '../../src/common/sign-xml.ts';
import { montarNFe } from '../../src/nfe/build/montar-nfe.ts';
import { gerarDanfe } from '../../src/nfe/danfe/gerar-danfe.ts';
import { parseNFe } from '../../src/nfe/parse.ts';
import { emitirComConsulta } from '../../src/nfe/sefaz/emitir-com-consulta.ts';
import { assinarNFe } from '../../src/nfe/sign.ts';
import { validarNFe, validarXml } from '../../src/nfe/validate.ts';
import { CENARIOS_GOLDEN } from '../golden/cenarios.ts';
import { textoDoPdf } from '../support/texto-pdf.ts';
import { usarSimulador } from './support/simulador.ts';

const ambiente = usarSimulador();

// The whole life of a note through the engine: build -> sign -> validate -> authorise at the simulator ->
// nfeProc -> parse -> DANFE, with nothing in between but the public functions.
describe('NF-e round trip', () => {
  it('builds, signs, validates, is authorised, and reads and prints back the same note', async () => {
    const entrada = CENARIOS_GOLDEN['industrializacao-5124-5902-crt3-2026'];
    const { xml, chave, totais } = montarNFe(entrada);
    const assinada = assinarNFe(xml, ambiente.a1);
    expect(validarNFe(assinada)).toEqual({ valido: true, erros: [] });

    const resultado = await emitirComConsulta(ambiente.cliente({ uf: 'SP' }), assinada);
    if (resultado.situacao !== 'autorizada') throw new Error(`não autorizada: ${resultado.situacao}`);
    expect(resultado.protNFe).toMatchObject({ cStat: '100', chNFe: chave });
    expect(validarXml(resultado.nfeProc, 'procNFe').valido).toBe(true);
    expect(verificarAssinatura(resultado.nfeProc, { perfilSefaz: true }).valida).toBe(true);

    const lida = parseNFe(resultado.nfeProc);
    expect(lida.chave).toBe(chave);
    expect(lida.total.vNF).toBe(totais.vNF);
    expect(lida.protocolo).toMatchObject({ cStat: '100', nProt: resultado.protNFe.nProt });

    const texto = textoDoPdf(await gerarDanfe(resultado.nfeProc, { compress: false }));
    expect(texto).toContain(chave.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(texto).toContain(resultado.protNFe.nProt);
    expect(texto).toContain('SEM VALOR FISCAL');
  });
});
