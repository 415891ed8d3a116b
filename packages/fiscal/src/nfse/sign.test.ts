import { describe, expect, it } from 'vitest';
import { assinaturasDe, verificarComXmlCrypto, verificarComXmlsec1 } from '../../test/support/assinatura.ts';
import { lerFixture, lerFixtureTexto, SENHA_PFX_TESTE } from '../../test/support/fixtures.ts';
import { readPfx } from '../cert/read-pfx.ts';
import { verificarAssinatura } from '../common/sign-xml.ts';
import { assinarDPS, assinarPedRegEvento } from './sign.ts';

const cert = readPfx(lerFixture('certs/legado-rc2-3des.pfx'), SENHA_PFX_TESTE);

describe('assinarDPS', () => {
  const dps = lerFixtureTexto('nfse/ExemploPisZeradoCofinsSobreFaturamentoPreenchido.xml');
  const assinada = assinarDPS(dps, cert);

  it('põe a Signature logo depois de infDPS, dentro de DPS (TCDPS), sem tocar no resto', () => {
    const [assinatura] = assinaturasDe(assinada);
    expect(assinada).toContain(`</infDPS>${assinatura}\n</DPS>`);
    expect(assinada.replace(assinatura as string, '')).toBe(dps);
    expect(assinatura).toContain('<Reference URI="#DPS330455721190597100010500333000000000000006">');
  });

  it('confere com o xml-crypto, o xmlsec1 e verificarAssinatura no perfil da SEFAZ', () => {
    expect(verificarComXmlCrypto(assinada)).toBe(true);
    expect(verificarComXmlsec1(assinada, 'infDPS').ok).toBe(true);
    expect(verificarAssinatura(assinada, { perfilSefaz: true })).toEqual({
      valida: true,
      situacao: 'valida',
    });
  });

  it('o texto com &amp; (toma/xNome) entra escapado na C14N e a adulteração é detectada', () => {
    const adulterada = assinada.replace('MXM &amp; JETTAX', 'MXM &amp; OUTRA');
    expect(verificarComXmlsec1(adulterada, 'infDPS').ok).toBe(false);
    expect(verificarAssinatura(adulterada).valida).toBe(false);
  });
});

describe('assinarPedRegEvento', () => {
  it('assina infPedReg do cancelamento e101101 e põe a Signature dentro de pedRegEvento', () => {
    const pedido = lerFixtureTexto('nfse/pedRegEvento_cancelamento.xml');
    const assinado = assinarPedRegEvento(pedido, cert);
    expect(assinado).toMatch(
      /<\/infPedReg><Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">.*<\/Signature><\/pedRegEvento>$/,
    );
    expect(verificarComXmlCrypto(assinado)).toBe(true);
    expect(verificarComXmlsec1(assinado, 'infPedReg').ok).toBe(true);
  });
});
