import { dataDoCertificado } from '@erp/contracts/certificado';
import { emitirCertificadoCliente } from '@erp/sefaz-sim/tls/emitir-certificado-cliente';
import { obterCertificados } from '@erp/sefaz-sim/tls/gerar-certificados';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '../cadastros/helpers';
import { signIn } from '../support/session';
import { useE2eSuite } from '../support/suite';

const CNPJ = '11222333000181';
const SENHA = 'Senha-do-A1-e2e-5k';
const DIA_MS = 24 * 60 * 60 * 1000;

describe('certificado e ambiente fiscal', () => {
  const suite = useE2eSuite();
  // The company's A1, issued by a test CA: valid from yesterday for 20 days, so its expiry is 19 days away.
  const inicio = new Date(Date.now() - DIA_MS);
  const a1 = emitirCertificadoCliente(
    obterCertificados(),
    { cnpj: CNPJ, razaoSocial: 'PLASTICOS E2E LTDA', inicio, validadeDias: 20 },
    SENHA,
  );
  const venceEm = dataDoCertificado(new Date(inicio.getTime() + 20 * DIA_MS));

  beforeAll(async () => {
    const api = await adminApi(suite.app);
    await api.call('PUT', '/preferencias/empresa', {
      razao_social: 'Plásticos E2E Ltda',
      cnpj: CNPJ,
      uf: 'SP',
      regime_tributario: 3,
    });
  });

  it('the administrator uploads the A1, switches to homologação and the banner says so', async () => {
    const { page } = suite;
    await signIn(page, suite.app);
    await page.goto('/preferencias/empresa');
    const banner = page.getByRole('status').filter({ hasText: /^Ambiente: / });
    await banner.getByText('Ambiente: simulação').waitFor();
    const secao = page.locator('section', {
      has: page.getByRole('heading', { name: 'Certificado e Ambiente Fiscal' }),
    });
    await secao.getByText('Nenhum certificado digital cadastrado.').waitFor();

    const arquivo = secao.getByLabel('Arquivo do certificado (.pfx ou .p12)');
    const senha = secao.getByLabel('Senha do certificado');
    await arquivo.setInputFiles({ name: 'empresa.pfx', mimeType: 'application/x-pkcs12', buffer: a1.pfx });
    await senha.fill('senha-errada');
    await secao.getByRole('button', { name: 'Enviar certificado' }).click();
    await secao.getByText('Senha do certificado incorreta.').waitFor();
    expect(await senha.getAttribute('aria-invalid')).toBe('true');

    await senha.fill(SENHA);
    await secao.getByRole('button', { name: 'Enviar certificado' }).click();
    const dados = secao.getByRole('definition');
    await secao.getByText('Certificado digital enviado com sucesso.').waitFor();
    expect(await dados.allTextContents()).toEqual([
      'PLASTICOS E2E LTDA',
      '11.222.333/0001-81',
      'AC SIMULADOR SEFAZ (somente testes)',
      expect.stringMatching(/^[0-9A-F]{32}$/),
      dataDoCertificado(inicio),
      venceEm,
      '19 dias',
    ]);
    // The password never stays on the page, and the expiry is announced on every screen.
    expect(await senha.inputValue()).toBe('');
    const aviso = `O certificado digital vence em 19 dias (${venceEm}).`;
    await page.getByRole('status').getByText(aviso).waitFor();
    await secao.getByRole('button', { name: 'Remover' }).waitFor();

    // 'Testar comunicação' asks the status services of the environment in use (the simulator, here).
    await secao.getByRole('button', { name: 'Testar comunicação' }).click();
    const resultado = secao.getByRole('list', { name: 'Resultado do teste de comunicação' });
    await resultado.getByText(/NF-e \(SEFAZ\):\s*em operação \(107 - /).waitFor();
    await resultado.getByText(/NFS-e \(Sefin Nacional\):\s*em operação \(404 - /).waitFor();

    await secao.getByLabel('Ambiente de emissão').selectOption('homologacao');
    await secao.getByRole('button', { name: 'Alterar ambiente' }).click();
    await banner.getByText('Ambiente: homologação — sem valor fiscal').waitFor();
    await expect.poll(() => secao.getByRole('button', { name: 'Remover' }).count()).toBe(0);

    // Another screen keeps the banner.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await banner.getByText('Ambiente: homologação — sem valor fiscal').waitFor();
  });

  it('produção asks for an explicit confirmation, then the banner keeps only the expiry warning', async () => {
    const { page } = suite;
    await signIn(page, suite.app);
    await page.goto('/preferencias/empresa');
    const banner = page.getByRole('status').filter({ hasText: /^Ambiente: / });
    const secao = page.locator('section', {
      has: page.getByRole('heading', { name: 'Certificado e Ambiente Fiscal' }),
    });
    await secao.getByLabel('Ambiente de emissão').selectOption('producao');
    await secao.getByRole('button', { name: 'Alterar ambiente' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Mudar para produção' });
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await banner.getByText('Ambiente: homologação — sem valor fiscal').waitFor();

    await secao.getByRole('button', { name: 'Alterar ambiente' }).click();
    // What the test documents changed is listed before the confirmation: here, nothing.
    await dialogo
      .getByText('Nenhum documento de teste alterou estoque, saldos de remessas ou contas a receber.')
      .waitFor();
    await dialogo.getByRole('button', { name: 'Confirmar produção' }).click();
    await secao.getByText('Ambiente fiscal alterado. Ambiente: produção.').waitFor();
    // Produção has no environment banner: only the certificate's expiry stays announced.
    await expect.poll(() => banner.count()).toBe(0);
    await page
      .getByRole('status')
      .getByText(`O certificado digital vence em 19 dias (${venceEm}).`)
      .waitFor();
  });
});
