import { validarXml } from '@erp/fiscal/nfe';
import { lerNfse, validarDps } from '@erp/fiscal/nfse';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificarComXmlsec1 } from '../../../../packages/fiscal/test/support/assinatura.ts';
import { textoDoPdf } from '../../../../packages/fiscal/test/support/texto-pdf.ts';
import { notasServico } from '../../src/db/schema/notas-servico.ts';
import { type Cenario, CNPJ_PRESTADOR, CNPJ_TOMADOR, EMPRESA, montarCenario } from './cenario.ts';

let c: Cenario;
beforeAll(async () => {
  c = await montarCenario();
});
afterAll(async () => c.t.close());

const linha = async (id: number) =>
  (
    await c.t.db.select().from(notasServico).where(eq(notasServico.id, id))
  )[0] as typeof notasServico.$inferSelect;

describe('POST /api/nfse/emitir', () => {
  it('by weight with ISS retained and federal retentions: a signed, schema-valid DPS; exact values; the net receivable', async () => {
    const r = await c.emitir(
      c.pedido({
        quantidade: '1234.5678',
        iss_retido: true,
        retencoes: { pis: '0.65', cofins: '3.00', csll: '1.00', irrf: '1.50', inss: '11.00' },
        data_vencimento: '2099-01-15',
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      message: 'NFS-e autorizada com sucesso!',
      status: 'Autorizada',
      serie_dps: 1,
      numero_dps: 1,
      valor_liquido: '2464.51',
    });
    const id = r.body.id as number;
    const nota = await linha(id);

    // The DPS as it was sent: official schema, the Sefin's rules, and a signature two verifiers accept.
    expect(validarDps(nota.xmlDps, { exigirAssinatura: true })).toEqual({ valido: true, erros: [] });
    expect(verificarComXmlsec1(nota.xmlDps, 'infDPS').ok).toBe(true);
    expect(nota.idDps).toBe(`DPS3501608211222333000181${'1'.padStart(5, '0')}${'1'.padStart(15, '0')}`);
    expect(nota.xmlDps).toContain(`<prest><CNPJ>${CNPJ_PRESTADOR}</CNPJ><IM>12345</IM>`);
    expect(nota.xmlDps).toContain('<regTrib><opSimpNac>3</opSimpNac><regApTribSN>1</regApTribSN>');
    expect(nota.xmlDps).toContain(`<toma><CNPJ>${CNPJ_TOMADOR}</CNPJ>`);
    expect(nota.xmlDps).toContain('<cTribNac>140501</cTribNac>');
    expect(nota.xmlDps).toContain('<cNBS>115021000</cNBS>');
    // ME/EPP in the SN with the ISS retained: the rate goes in the DPS (E0621).
    expect(nota.xmlDps).toContain('<tpRetISSQN>2</tpRetISSQN><pAliq>3.00</pAliq>');

    // The NFS-e carries the very DPS, and its values match ours to the centavo.
    const nfse = lerNfse(nota.xmlNfse as string);
    expect(validarXml(nota.xmlNfse as string, 'nfse').erros).toEqual([]);
    expect(nota.xmlNfse).toContain(nota.xmlDps.replace(/^<\?xml[^>]*\?>/, ''));
    expect(nfse.valores).toMatchObject({
      vBC: '3086.42',
      vISSQN: '92.59',
      vTotalRet: '621.91',
      vLiq: '2464.51',
    });
    expect(await c.obter(id)).toMatchObject({
      status: 'Autorizada',
      numero_nfse: nfse.nNFSe,
      chave_acesso: nfse.chaveAcesso,
      c_stat: '100',
      quantidade: '1234.5678',
      preco_kg: '2.50',
      valor_servico: '3086.42',
      valor_deducoes: '0.00',
      valor_base_calculo: '3086.42',
      aliquota_iss: '3.00',
      valor_iss: '92.59',
      iss_retido: true,
      valor_pis: '20.06',
      valor_cofins: '92.59',
      valor_csll: '30.86',
      valor_irrf: '46.30',
      valor_inss: '339.51',
      valor_retencoes: '621.91',
      valor_liquido: '2464.51',
      caminho_pdf: `/api/nfse/${id}/danfse`,
      caminho_xml: `/api/nfse/${id}/xml`,
      cancelavel: true,
      status_lancamento: 'Pendente',
    });

    const recebiveis = await c.recebiveis(id);
    expect(recebiveis).toHaveLength(1);
    expect(recebiveis[0]).toMatchObject({
      tipo: 'RECEITA',
      status: 'Pendente',
      valorOriginal: '2464.51',
      dataVencimento: '2099-01-15',
      idCliente: c.idTomador,
      descricao: `NFS-e nº ${nfse.nNFSe} - Distribuidora Campinas Ltda`,
    });
    expect(await c.nfseNoSimulador(nota.idDps)).toBe(1);
  });

  it('without retention the ISS rate is the municipality’s: the DPS leaves pAliq out and the NFS-e’s ISS is kept', async () => {
    const r = await c.emitir(c.pedido({ valor_servico: '1000.00', quantidade: undefined }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ numero_dps: 2, valor_liquido: '1000.00' });
    const nota = await linha(r.body.id as number);
    expect(nota.xmlDps).toContain('<tpRetISSQN>1</tpRetISSQN></tribMun>');
    expect(nota).toMatchObject({ quantidadeKg: null, precoKg: null, valorServico: '1000.00' });
    // The simulated Sefin applies 2 % when the DPS has no rate; the record follows the NFS-e, not our 3 %.
    expect(nota).toMatchObject({ valorIss: '20.00', valorRetencoes: '0.00', valorLiquido: '1000.00' });
    expect((await c.recebiveis(nota.id))[0]?.valorOriginal).toBe('1000.00');
  });

  it('names the NF-e of the same processing in the complementary information', async () => {
    const nfe = await c.nfeAutorizada(c.idTomador);
    const r = await c.emitir(c.pedido({ id_nfe_referencia: nfe.id, codigo_nbs: '1.1502.10.00' }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const nota = await linha(r.body.id as number);
    expect(nota.xmlDps).toContain(
      `<xInfComp>Referente à NF-e nº ${nfe.numero_nfe}/1, chave de acesso ${nfe.chave_acesso}.</xInfComp>`,
    );
    expect(await c.obter(nota.id)).toMatchObject({
      id_nfe_referencia: nfe.id,
      numero_nfe_referencia: nfe.numero_nfe,
      chave_nfe_referencia: nfe.chave_acesso,
      codigo_nbs: '115021000',
    });
  });

  it('the XML download is the NFS-e as generated; the DANFSe is a PDF', async () => {
    const r = await c.emitir(c.pedido());
    const id = r.body.id as number;
    const xml = await c.t.request(`/api/nfse/${id}/xml`, { token: c.token });
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toContain('application/xml');
    const nota = await linha(id);
    expect(xml.headers.get('content-disposition')).toBe(
      `attachment; filename="${nota.chaveAcesso}-nfse.xml"`,
    );
    expect(await xml.text()).toBe(nota.xmlNfse);
    const pdf = await c.t.request(`/api/nfse/${id}/danfse`, { token: c.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('refuses what the Sefin would refuse, before numbering anything', async () => {
    const antes = await c.api<{ totalItems: number }>('/nfse/listar');
    const amanha = new Date(Date.now() + 21 * 3_600_000).toISOString().slice(0, 10);
    const futura = await c.emitir(c.pedido({ data_competencia: amanha }));
    expect(futura.status).toBe(400);
    expect(futura.body).toEqual({
      error: 'A data de competência não pode ser posterior à data de emissão.',
      details: [
        {
          campo: 'data_competencia',
          mensagem: 'A data de competência não pode ser posterior à data de emissão.',
        },
      ],
    });
    const vencida = await c.emitir(c.pedido({ data_vencimento: '2020-01-01' }));
    expect(vencida.status).toBe(400);
    const ambos = await c.emitir(c.pedido({ valor_servico: '10.00' }));
    expect(ambos.status).toBe(400);
    expect(ambos.body.details).toEqual([
      { campo: 'quantidade', mensagem: 'Informe a quantidade em kg ou o valor do serviço (um dos dois).' },
    ]);
    const outroCliente = await c.criar('/clientes', {
      nome_razao_social: 'Outro Cliente Ltda',
      cpf_cnpj: '58.716.523/0001-19',
      cidade: 'Campinas',
      uf: 'SP',
    });
    const nfe = await c.nfeAutorizada(c.idTomador);
    const deOutro = await c.emitir(c.pedido({ id_cliente: outroCliente, id_nfe_referencia: nfe.id }));
    expect(deOutro.status).toBe(422);
    expect(deOutro.body).toEqual({ error: 'A NF-e de referência é de outro cliente.' });
    // ISS retained by a tomador without an address: the Sefin's E0237, told before sending.
    const semEndereco = await c.emitir(c.pedido({ id_cliente: outroCliente, iss_retido: true }));
    expect(semEndereco.status).toBe(422);
    expect(semEndereco.body).toMatchObject({ error: 'A DPS não pode ser montada.' });
    expect(String(semEndereco.body.details)).toContain('E0237');
    expect((await c.api<{ totalItems: number }>('/nfse/listar')).body.totalItems).toBe(antes.body.totalItems);
  });
});

describe('POST /api/nfse/previa', () => {
  it('answers the values and the suggested discriminação, and stores nothing', async () => {
    const antes = await c.api<{ totalItems: number }>('/nfse/listar');
    const r = await c.api('/nfse/previa', 'POST', {
      id_servico: c.idServico,
      quantidade: '1234.5678',
      iss_retido: true,
      retencoes: { pis: '0.65', cofins: '3.00', csll: '1.00', irrf: '1.50', inss: '11.00' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({
      quantidade: '1234.5678',
      preco_kg: '2.50',
      discriminacao_sugerida: 'Injeção de peças plásticas: 1.234,5678 kg x R$ 2,50/kg',
      valor_servico: '3086.42',
      valor_deducoes: '0.00',
      valor_base_calculo: '3086.42',
      aliquota_iss: '3.00',
      valor_iss: '92.59',
      iss_retido: true,
      valor_pis: '20.06',
      valor_cofins: '92.59',
      valor_csll: '30.86',
      valor_irrf: '46.30',
      valor_inss: '339.51',
      valor_retencoes: '621.91',
      valor_liquido: '2464.51',
      // ME/EPP in the SN with the ISS retained: the DPS carries the service's rate.
      origem_aliquota_iss: 'dps',
      aviso_aliquota_iss: null,
    });
    const invalida = await c.api('/nfse/previa', 'POST', { id_servico: c.idServico, quantidade: '-1' });
    expect(invalida.status).toBe(400);
    expect((await c.api<{ totalItems: number }>('/nfse/listar')).body.totalItems).toBe(antes.body.totalItems);
  });
});

describe('deduções/reduções da base do ISS (vDedRed/vDR)', () => {
  it('go in the DPS as vDR, valid against the official schema; the base, the ISS and the DANFSe follow, the net value does not', async () => {
    // ISSQN outside the Simples Nacional (regApTribSN 2): the Sefin refuses deductions of an ME/EPP that pays it
    // inside (E0442) for industrialização.
    const empresa = await c.api('/preferencias/empresa', 'PUT', { ...EMPRESA, nfse_regime_apuracao_sn: 2 });
    expect(empresa.status, JSON.stringify(empresa.body)).toBe(200);
    try {
      const r = await c.emitir(
        c.pedido({
          quantidade: undefined,
          valor_servico: '1000.00',
          valor_deducoes: '250.25',
          iss_retido: true,
          retencoes: { irrf: '1.50' },
        }),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const nota = await linha(r.body.id as number);
      expect(nota.xmlDps).toContain(
        '<vServPrest><vServ>1000.00</vServ></vServPrest><vDedRed><vDR>250.25</vDR></vDedRed>',
      );
      expect(validarDps(nota.xmlDps, { exigirAssinatura: true })).toEqual({ valido: true, erros: [] });
      expect(verificarComXmlsec1(nota.xmlDps, 'infDPS').ok).toBe(true);

      // The simulated Sefin applies the municipality's 2 % to 1000.00 - 250.25 = 749.75: 14.995 -> 15.00.
      // IR stays over the service (15.00); the tomador pays 1000.00 - 15.00 - 15.00.
      expect(lerNfse(nota.xmlNfse as string).valores).toMatchObject({
        vBC: '749.75',
        vISSQN: '15.00',
        vTotalRet: '30.00',
        vLiq: '970.00',
      });
      expect(nota).toMatchObject({
        valorServico: '1000.00',
        valorDeducoes: '250.25',
        valorBaseCalculo: '749.75',
        valorIss: '15.00',
        valorIrrf: '15.00',
        valorRetencoes: '30.00',
        valorLiquido: '970.00',
      });
      expect(await c.obter(nota.id)).toMatchObject({
        valor_servico: '1000.00',
        valor_deducoes: '250.25',
        valor_base_calculo: '749.75',
        valor_iss: '15.00',
        valor_liquido: '970.00',
      });
      expect((await c.recebiveis(nota.id))[0]?.valorOriginal).toBe('970.00');

      const pdf = await c.t.request(`/api/nfse/${nota.id}/danfse`, { token: c.token });
      const texto = textoDoPdf(Buffer.from(await pdf.arrayBuffer()));
      expect(texto).toContain('Total Deduções/Reduções');
      expect(texto).toContain('R$ 250,25');
      expect(texto).toContain('R$ 749,75');

      // Without a deduction the DPS has no vDedRed group at all, and the record keeps zero.
      const sem = await c.emitir(c.pedido({ valor_deducoes: '' }));
      const semDeducao = await linha(sem.body.id as number);
      expect(semDeducao.xmlDps).not.toContain('vDedRed');
      expect(semDeducao.valorDeducoes).toBe('0.00');
      expect((await c.obter(semDeducao.id)).valor_deducoes).toBe('0.00');
    } finally {
      // Back to the default apuração of the CRT (regApTribSN 1), which the next test relies on.
      await c.api('/preferencias/empresa', 'PUT', { ...EMPRESA, nfse_regime_apuracao_sn: null });
    }
  });

  it('refuses a deduction above the service (kg x price) under the field, and one the Sefin forbids, before numbering', async () => {
    const antes = (await c.api<{ totalItems: number }>('/nfse/listar')).body.totalItems;
    const previa = await c.api('/nfse/previa', 'POST', {
      id_servico: c.idServico,
      quantidade: '100',
      valor_deducoes: '200.00',
    });
    expect(previa.status, JSON.stringify(previa.body)).toBe(200);
    expect(previa.body).toMatchObject({
      valor_servico: '250.00',
      valor_deducoes: '200.00',
      valor_base_calculo: '50.00',
      // Not retained: the municipality's 2 % the NFS-e will apply, not the service's 3 %.
      aliquota_iss: '2.00',
      valor_iss: '1.00',
      valor_liquido: '250.00',
    });
    // 100 kg x 2,50 = 250,00
    const acima = await c.emitir(c.pedido({ quantidade: '100', valor_deducoes: '250.01' }));
    expect(acima.status).toBe(400);
    expect(acima.body).toEqual({
      error: 'As deduções/reduções não podem passar do valor do serviço.',
      details: [
        { campo: 'valor_deducoes', mensagem: 'As deduções/reduções não podem passar do valor do serviço.' },
      ],
    });
    const negativa = await c.emitir(c.pedido({ valor_deducoes: '-1' }));
    expect(negativa.status).toBe(400);
    // ME/EPP with the ISSQN in the Simples Nacional (the company's default): E0442 for industrialização.
    const noSimples = await c.emitir(c.pedido({ quantidade: '100', valor_deducoes: '10.00' }));
    expect(noSimples.status).toBe(422);
    expect(noSimples.body).toMatchObject({ error: 'A DPS não pode ser montada.' });
    expect(String(noSimples.body.details)).toContain('E0442');
    expect((await c.api<{ totalItems: number }>('/nfse/listar')).body.totalItems).toBe(antes);
  });
});
