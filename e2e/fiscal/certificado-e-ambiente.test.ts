import { dataDoCertificado } from '@erp/contracts/certificado';
import { emitirCertificadoCliente } from '@erp/sefaz-sim/tls/emitir-certificado-cliente';
import { obterCertificados } from '@erp/sefaz-sim/tls/gerar-certificados';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, answerDialogs, expectDialogs, signInAs } from '../cadastros/helpers';
import { signIn } from '../support/session';
import { useE2eSuite } from '../support/suite';

const CNPJ = '11222333000181';
const SENHA = 'Senha-do-A1-e2e-5k';
const DIA_MS = 24 * 60 * 60 * 1000;
const AVISO_DO_RISCO =
  'Permitir o envio do certificado digital sem HTTPS? O arquivo A1 e a sua senha atravessarão a rede sem ' +
  'criptografia (em texto claro): qualquer computador da rede por onde passarem poderá copiá-los e assinar notas ' +
  'em nome da empresa. Use só se não for possível acessar o sistema por https://.';

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

  it('the administrator allows the upload without HTTPS after the risk warning, and blocks it again', async () => {
    const { page } = suite;
    const dialogos = answerDialogs(page, [false, true]);
    await signIn(page, suite.app);
    await page.goto('/preferencias/empresa');
    const grupo = page.getByRole('region', { name: 'Envio do certificado sem HTTPS' });
    const bloqueado =
      'Não permitido: de outro computador, o certificado só pode ser enviado por uma conexão segura (https://).';
    const permitido =
      'Permitido: o certificado e a sua senha podem ser enviados por http:// de qualquer computador da rede, sem ' +
      'criptografia.';
    await grupo.getByText(bloqueado).waitFor();

    // Cancelling the warning changes nothing; accepting it turns the exception on.
    await grupo.getByRole('button', { name: 'Permitir envio sem HTTPS' }).click();
    await expectDialogs(dialogos, [AVISO_DO_RISCO]);
    await grupo.getByText(bloqueado).waitFor();
    await grupo.getByRole('button', { name: 'Permitir envio sem HTTPS' }).click();
    await grupo.getByText('Envio do certificado sem HTTPS permitido.').waitFor();
    await grupo.getByText(permitido).waitFor();
    expect(dialogos).toEqual([AVISO_DO_RISCO, AVISO_DO_RISCO]);

    await page.reload();
    await grupo.getByText(permitido).waitFor();
    // Blocking it again is the safe direction: no warning.
    await grupo.getByRole('button', { name: 'Exigir HTTPS no envio' }).click();
    await grupo.getByText('Envio do certificado sem HTTPS bloqueado.').waitFor();
    await grupo.getByText(bloqueado).waitFor();
    await page.reload();
    await grupo.getByText(bloqueado).waitFor();
    await grupo.getByRole('button', { name: 'Permitir envio sem HTTPS' }).waitFor();
    expect(dialogos).toHaveLength(2);
  });

  it('shows an Operador whether the upload without HTTPS is allowed, with nothing to change', async () => {
    const { page } = suite;
    const api = await adminApi(suite.app);
    await api.call('PUT', '/preferencias/certificado/envio-sem-https', { permitido: true });
    const perfis = await api.call<{ id: number; nome: string }[]>('GET', '/preferencias/perfis');
    await api.call('POST', '/usuarios', {
      nome: 'Operador Certificado',
      email: 'operador.certificado@empresa.local',
      senha: 'Extrusora-Azul-2024',
      id_perfil: perfis.find((p) => p.nome === 'Operador')?.id,
    });
    await signInAs(page, 'operador.certificado@empresa.local', 'Extrusora-Azul-2024');
    await page.goto('/preferencias/empresa');
    const grupo = page.getByRole('region', { name: 'Envio do certificado sem HTTPS' });
    await grupo
      .getByText(
        'Permitido: o certificado e a sua senha podem ser enviados por http:// de qualquer computador da rede, sem ' +
          'criptografia.',
      )
      .waitFor();
    await grupo
      .getByText('Somente um Administrador pode alterar o envio do certificado sem HTTPS.')
      .waitFor();
    expect(await grupo.getByRole('button').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Certificado e Ambiente Fiscal' }).count()).toBe(0);
  });
});
