import https from 'node:https';
import forge from 'node-forge';
import { describe, expect, test } from 'vitest';
import { montarCertificado } from '../src/tls/gerar-certificados.ts';
import { controle, envelope, requisitar, soap } from './support/cliente.ts';
import { usarSimulador } from './support/simulador.ts';

const consStatServ =
  '<consStatServ xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><tpAmb>2</tpAmb><cUF>43</cUF><xServ>STATUS</xServ></consStatServ>';

function certificadoAutoassinado(cn: string) {
  const { cert, chave } = montarCertificado({
    subject: [{ name: 'commonName', value: cn }],
    validadeDias: 30,
    extensoes: [{ name: 'extKeyUsage', clientAuth: true }],
  });
  return { certPem: forge.pki.certificateToPem(cert), keyPem: forge.pki.privateKeyToPem(chave) };
}

function erroDe(promessa: Promise<unknown>): Promise<string> {
  return promessa.then(
    () => 'sem erro',
    (erro: NodeJS.ErrnoException) => erro.code ?? erro.message,
  );
}

describe('TLS mútuo', () => {
  const a = usarSimulador();

  test('sem certificado de cliente: recusado no handshake', async () => {
    const erro = await erroDe(
      requisitar(
        a.sim,
        undefined,
        'POST',
        '/ws/NFeStatusServico4.asmx',
        envelope('NFeStatusServico4', consStatServ),
        'application/soap+xml',
      ),
    );
    expect(erro).toBe('ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED');
  });

  test('certificado de AC desconhecida: recusado no handshake', async () => {
    const estranho = certificadoAutoassinado('EMPRESA ESTRANHA:11222333000181');
    // O Node confere a cadeia do cliente ao fim do handshake e, com rejectUnauthorized (o padrão), fecha o socket
    // sem alerta TLS: o cliente vê a conexão cair.
    const erro = await erroDe(requisitar(a.sim, estranho, 'GET', '/__control/estado'));
    expect(erro).toBe('ECONNRESET');
    expect(a.sim.state.dados.notas).toEqual({});
  });

  test('certificado aceito mas sem CNPJ: 403', async () => {
    const semCnpj = certificadoAutoassinado('FULANO DE TAL');
    a.sim.trustClientCertificate(semCnpj.certPem);
    const r = await requisitar(a.sim, semCnpj, 'GET', '/__control/estado');
    expect(r.status).toBe(403);
    expect(JSON.parse(r.corpo)).toEqual({ error: 'Certificado de cliente sem CNPJ legível (rejeição 282).' });
  });

  test('A1 emitido pelo simulador (modo simulação sem certificado próprio): aceito, com o CNPJ do CN', async () => {
    const a1 = a.sim.emitirCertificadoCliente({
      cnpj: '11222333000181',
      razaoSocial: 'EMPRESA SIMULADA LTDA',
    });
    const r = await soap(
      a.sim,
      { certPem: a1.certPem, keyPem: a1.keyPem },
      'NFeStatusServico4',
      consStatServ,
    );
    expect(r.ret.cStat).toBe('107');
    // O PFX abre com a senha devolvida, como um A1 de verdade.
    const pfx = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(a1.pfx.toString('binary')), a1.senha);
    expect(
      pfx.getBags({ bagType: forge.pki.oids.certBag as string })[forge.pki.oids.certBag as string],
    ).toHaveLength(2);
  });

  test('o cliente verifica o servidor pela AC do simulador; sem ela, recusa a conexão', async () => {
    const erro = await new Promise<string>((resolve) => {
      const req = https.request(`${a.sim.url}/__control/estado`, {
        cert: a.credencial.certPem,
        key: a.credencial.keyPem,
        agent: false,
      });
      req.on('response', () => resolve('conectou'));
      req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
      req.end();
    });
    expect(erro).toBe('SELF_SIGNED_CERT_IN_CHAIN');
    const comAc = await controle(a.sim, a.credencial, 'GET', 'estado');
    expect(comAc.status).toBe(200);
  });

  test('caminhos, métodos e tipos de conteúdo fora do padrão', async () => {
    const outroCaminho = await requisitar(
      a.sim,
      a.credencial,
      'POST',
      '/ws/NfeStatusServico/nfestatusservico4.asmx',
      envelope('NFeStatusServico4', consStatServ),
      'application/soap+xml; charset=utf-8',
    );
    expect(outroCaminho.status).toBe(200);
    expect(outroCaminho.corpo).toContain('<cStat>107</cStat>');

    const semServico = await requisitar(a.sim, a.credencial, 'POST', '/ws/NFeQualquer4.asmx', '');
    expect(semServico.status).toBe(404);
    const soap11 = await requisitar(
      a.sim,
      a.credencial,
      'POST',
      '/ws/NFeStatusServico4.asmx',
      envelope('NFeStatusServico4', consStatServ),
      'text/xml',
    );
    expect(soap11.status).toBe(415);
    const outroNamespace = await requisitar(
      a.sim,
      a.credencial,
      'POST',
      '/ws/NFeStatusServico4.asmx',
      envelope('NFeAutorizacao4', consStatServ),
      'application/soap+xml',
    );
    expect(outroNamespace.status).toBe(400);
    expect(outroNamespace.corpo).toContain('<soap:Value>soap:Sender</soap:Value>');
    const comDoctype = await requisitar(
      a.sim,
      a.credencial,
      'POST',
      '/ws/NFeStatusServico4.asmx',
      `<!DOCTYPE x [<!ENTITY e "x">]>${envelope('NFeStatusServico4', consStatServ)}`,
      'application/soap+xml',
    );
    expect(comDoctype.status).toBe(400);
  });
});
