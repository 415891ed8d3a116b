import { parseNFe, validarXml } from '@erp/fiscal/nfe';
import { verificarAssinatura } from '@erp/fiscal/xml';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDoPdf } from '../../../../packages/fiscal/test/support/texto-pdf.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { type Cenario, EMPRESA, montarCenario, PP } from './cenario.ts';

let c: Cenario;
let idCliente: number;
let remessa: Awaited<ReturnType<Cenario['importarRemessa']>>;
beforeAll(async () => {
  c = await montarCenario();
  // The accountant in Dados da Empresa goes in every NF-e's autXML.
  const empresa = await c.api('/preferencias/empresa', 'PUT', {
    ...EMPRESA,
    cpf_cnpj_contador: '111.444.777-35',
    email_contador: 'contador@escritorio.com.br',
  });
  expect(empresa.status, JSON.stringify(empresa.body)).toBe(200);
  // 20 t of polypropylene sent by the client, of which 16,25 t go back.
  remessa = await c.importarRemessa([{ ...PP, qCom: '20000.0000', vProd: '160000.00' }]);
  idCliente = await c.idClienteRemessa();
  await c.definirReferenciacao(idCliente, 'FIFO');
});
afterAll(async () => c.t.close());

const RETORNO = 'RETORNO DE INDUSTRIALIZACAO';

/** The carrier as the screen sends it: masked CNPJ and IE, the plate with its dash. */
const TRANSPORTE = {
  modalidade_frete: '0',
  transportadora: {
    cpf_cnpj: '98.765.432/0001-98',
    nome: 'Rodoviário Sorocabano Ltda',
    ie: '669.000.111.119',
    endereco: 'Rodovia Castello Branco, km 92',
    municipio: 'Sorocaba',
    uf: 'sp',
  },
  veiculo: { placa: 'bra-2e19', uf: 'SP' },
  volumes: [
    { qVol: 10, esp: 'BIG BAG', marca: 'PLASTICOS', nVol: '1 a 10', pesoL: '12500', pesoB: '12560.5' },
    { qVol: '150', esp: 'SACARIA', marca: 'PLASTICOS', nVol: '11 a 160', pesoL: '3750.5', pesoB: '3801.125' },
  ],
};

const rascunho = (extra: Record<string, unknown> = {}) => ({
  id_cliente: idCliente,
  natureza_operacao: RETORNO,
  transporte: TRANSPORTE,
  informacoes_complementares: 'Entrega na doca 3\ndas 8h às 17h.',
  itens: [
    {
      id_produto: c.idPP,
      quantidade: '12500',
      cfop: '5902',
      id_item_entrada: remessa.itens[0]?.id,
      xPed: 'PC-77812',
      nItemPed: '000010',
    },
    { id_produto: c.idPP, quantidade: '3750.5', cfop: '5902', id_item_entrada: remessa.itens[0]?.id },
  ],
  ...extra,
});

async function nfeProc(id: number) {
  const [nota] = await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, id));
  const xml = nota?.xmlAutorizado as string;
  expect(validarXml(xml, 'procNFe')).toEqual({ valido: true, erros: [] });
  expect(verificarAssinatura(xml, { perfilSefaz: true })).toMatchObject({ valida: true });
  return xml;
}

describe('transport with two volumes', () => {
  let id: number;

  it('the draft keeps carrier, vehicle, volumes, the purchase order and infCpl; GET answers the same shape', async () => {
    const r = await c.salvarRascunho(rascunho());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    id = r.body.id;
    // 16 250,5 kg at the remessa's 8,00/kg.
    expect(r.body.valor_total_nota).toBe('130004.00');
    const nota = await c.obter(id);
    expect(nota.transporte).toEqual({
      modalidade_frete: '0',
      transportadora: {
        cpf_cnpj: '98765432000198',
        nome: 'Rodoviário Sorocabano Ltda',
        ie: '669000111119',
        endereco: 'Rodovia Castello Branco, km 92',
        municipio: 'Sorocaba',
        uf: 'SP',
      },
      veiculo: { placa: 'BRA2E19', uf: 'SP' },
      volumes: [
        { qVol: '10', esp: 'BIG BAG', marca: 'PLASTICOS', nVol: '1 a 10', pesoL: '12500', pesoB: '12560.5' },
        {
          qVol: '150',
          esp: 'SACARIA',
          marca: 'PLASTICOS',
          nVol: '11 a 160',
          pesoL: '3750.5',
          pesoB: '3801.125',
        },
      ],
    });
    expect(nota.informacoes_complementares).toBe('Entrega na doca 3; das 8h às 17h.');
    expect(nota.itens.map((i) => [i.quantidade, i.xPed, i.nItemPed])).toEqual([
      ['12500.0000', 'PC-77812', '000010'],
      ['3750.5000', null, null],
    ]);
  });

  it('the lines resolved for the screen keep the purchase order of the line asked for', async () => {
    const r = await c.api<{ itens: { quantidade: string; xPed: string | null; nItemPed: string | null }[] }>(
      '/nfe/rascunho/linhas',
      'POST',
      rascunho(),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.itens.map((i) => [i.quantidade, i.xPed, i.nItemPed])).toEqual([
      ['12500', 'PC-77812', '000010'],
      ['3750.5', null, null],
    ]);
  });

  it('emits: transp, autXML, xPed and infCpl in the authorised XML, XSD-valid and signed', async () => {
    const r = await c.emitir(id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status).toBe('Autorizada');
    const xml = await nfeProc(id);
    expect(xml).toContain('<autXML><CPF>11144477735</CPF></autXML><det nItem="1">');
    expect(xml).toContain('<indTot>1</indTot><xPed>PC-77812</xPed><nItemPed>000010</nItemPed></prod>');
    expect(xml.match(/<xPed>/g)).toHaveLength(1);
    expect(xml).toContain(
      '<transp><modFrete>0</modFrete><transporta><CNPJ>98765432000198</CNPJ>' +
        '<xNome>Rodoviário Sorocabano Ltda</xNome><IE>669000111119</IE>' +
        '<xEnder>Rodovia Castello Branco, km 92</xEnder><xMun>Sorocaba</xMun><UF>SP</UF></transporta>' +
        '<veicTransp><placa>BRA2E19</placa><UF>SP</UF></veicTransp>' +
        '<vol><qVol>10</qVol><esp>BIG BAG</esp><marca>PLASTICOS</marca><nVol>1 a 10</nVol>' +
        '<pesoL>12500.000</pesoL><pesoB>12560.500</pesoB></vol>' +
        '<vol><qVol>150</qVol><esp>SACARIA</esp><marca>PLASTICOS</marca><nVol>11 a 160</nVol>' +
        '<pesoL>3750.500</pesoL><pesoB>3801.125</pesoB></vol></transp>',
    );
    // The legal texts of the return first, then the user's text.
    expect(xml).toMatch(
      /<infCpl>DOCUMENTO EMITIDO POR ME OU EPP[^<]*\. Entrega na doca 3; das 8h às 17h\.<\/infCpl>/,
    );
    expect(parseNFe(xml).total.vNF).toBe('130004.00');
  });

  it('the DANFE prints the carrier, the plate and the volumes with their total weights', async () => {
    const res = await c.t.request(`/api/nfe/${id}/danfe`, { token: c.token });
    expect(res.status).toBe(200);
    const texto = textoDoPdf(Buffer.from(await res.arrayBuffer()));
    expect(texto).toContain('Rodoviário Sorocabano Ltda');
    expect(texto).toContain('98.765.432/0001-98');
    expect(texto).toContain('0-Rem (CIF)');
    expect(texto).toContain('BRA2E19');
    expect(texto).toContain('Rodovia Castello Branco, km 92');
    expect(texto).toContain('669000111119');
    // 10 + 150 volumes; 12 560,500 + 3 801,125 kg gross, 12 500 + 3 750,5 kg net.
    expect(texto).toMatch(/^160$/m);
    expect(texto).toContain('16.361,625');
    expect(texto).toContain('16.250,500');
  });
});

describe('transport refused under its field (400)', () => {
  const recusa = async (extra: Record<string, unknown>) => {
    const r = await c.salvarRascunho(rascunho(extra));
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    return r.body.details;
  };

  it('carrier or vehicle with modalidade 9 (sem ocorrência de transporte)', async () => {
    expect(await recusa({ transporte: { ...TRANSPORTE, modalidade_frete: '9' } })).toEqual([
      {
        campo: 'transporte.transportadora',
        mensagem: 'Sem ocorrência de transporte (modalidade 9) não se informa transportadora nem veículo.',
      },
      {
        campo: 'transporte.veiculo',
        mensagem: 'Sem ocorrência de transporte (modalidade 9) não se informa transportadora nem veículo.',
      },
    ]);
  });

  it('what the schema would refuse: CNPJ digits, short name, IE, plate, qVol, weights, order, infCpl', async () => {
    const details = await recusa({
      transporte: {
        modalidade_frete: '1',
        transportadora: { cpf_cnpj: '98.765.432/0001-99', nome: 'X', ie: '12-ABC' },
        veiculo: { placa: 'AB12345', uf: 'XX' },
        volumes: [
          { qVol: '1.5', pesoL: '1.2345' },
          { qVol: '1', pesoL: '100', pesoB: '99.999' },
        ],
      },
      informacoes_complementares: 'x'.repeat(5001),
      itens: [
        {
          id_produto: c.idPP,
          quantidade: '1',
          cfop: '5902',
          xPed: 'PEDIDO-1234567890',
          nItemPed: '1234567',
        },
      ],
    });
    expect(details).toEqual(
      expect.arrayContaining([
        {
          campo: 'transporte.transportadora.cpf_cnpj',
          mensagem: 'CPF ou CNPJ inválido (dígitos verificadores não conferem).',
        },
        {
          campo: 'transporte.transportadora.nome',
          mensagem: 'O nome da transportadora deve ter entre 2 e 60 caracteres.',
        },
        {
          campo: 'transporte.transportadora.ie',
          mensagem: 'Inscrição estadual inválida: de 2 a 14 dígitos, ou ISENTO.',
        },
        {
          campo: 'transporte.veiculo.placa',
          mensagem: 'Placa inválida: use AAA9999 ou o padrão Mercosul AAA9A99.',
        },
        { campo: 'transporte.veiculo.uf', mensagem: 'Informe a UF do veículo.' },
        {
          campo: 'transporte.volumes.0.qVol',
          mensagem: 'A quantidade de volumes é um número inteiro de até 15 dígitos.',
        },
        {
          campo: 'transporte.volumes.0.pesoL',
          mensagem: 'Informe um número com no máximo 3 casas decimais.',
        },
        {
          campo: 'transporte.volumes.1.pesoB',
          mensagem: 'O peso bruto não pode ser menor que o peso líquido.',
        },
        {
          campo: 'informacoes_complementares',
          mensagem: 'As informações complementares devem ter até 5000 caracteres.',
        },
        { campo: 'itens.0.xPed', mensagem: 'O pedido de compra deve ter até 15 caracteres.' },
        { campo: 'itens.0.nItemPed', mensagem: 'O item do pedido tem de 1 a 6 dígitos.' },
      ]),
    );
  });

  it('infCpl that fits alone but not with the legal texts of the return, with the characters to cut', async () => {
    // 1 kg of the 3 749,5 kg left of the remessa after the first note.
    const itens = [
      { id_produto: c.idPP, quantidade: '1', cfop: '5902', id_item_entrada: remessa.itens[0]?.id },
    ];
    const details = await recusa({ itens, informacoes_complementares: 'x'.repeat(4950) });
    expect(details).toHaveLength(1);
    const [erro] = details as { campo: string; mensagem: string }[];
    expect(erro?.campo).toBe('informacoes_complementares');
    const [, tamanho, retirar] =
      /^Com os textos legais da nota, as informações complementares têm (\d+) caracteres; o máximo é 5000: retire (\d+)\.$/.exec(
        erro?.mensagem ?? '',
      ) ?? [];
    // The Simples and return texts take more than 50 characters.
    expect(Number(tamanho)).toBeGreaterThan(5000);
    expect(Number(retirar)).toBe(Number(tamanho) - 5000);
    // Cut by that much, it is saved and emitted with infCpl at the limit.
    const r = await c.salvarRascunho(
      rascunho({ itens, informacoes_complementares: 'x'.repeat(4950 - Number(retirar)) }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const emitida = await c.emitir(r.body.id);
    expect(emitida.body.status).toBe('Autorizada');
    const xml = await nfeProc(r.body.id);
    expect(/<infCpl>([^<]*)<\/infCpl>/.exec(xml)?.[1]).toHaveLength(5000);
  });

  it('a stored group that no longer passes the contract is never sent without it: the emission asks to save again', async () => {
    const itens = [
      { id_produto: c.idPP, quantidade: '1', cfop: '5902', id_item_entrada: remessa.itens[0]?.id },
    ];
    const r = await c.salvarRascunho(rascunho({ itens }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await c.t.db
      .update(notasFiscais)
      .set({ transporte: { veiculo: { placa: 'XX', uf: 'SP' } } })
      .where(eq(notasFiscais.id, r.body.id));
    // GET shows the freight mode alone, and the emission is refused before any number is taken.
    expect((await c.obter(r.body.id)).transporte).toEqual({ modalidade_frete: '0' });
    const emitida = await c.emitir(r.body.id);
    expect(emitida.status).toBe(422);
    expect(emitida.body).toEqual({
      error:
        'Os dados de transporte do rascunho são inválidos: abra o rascunho, corrija o transporte e salve novamente.',
      details: 'transporte.veiculo.placa: Placa inválida: use AAA9999 ou o padrão Mercosul AAA9A99.',
    });
    expect((await c.obter(r.body.id)).numero_nfe).toBeNull();
  });

  it('a vehicle for a client in another UF (rejection 868); the same note without it is saved', async () => {
    const cliente = await c.api<{ id: number }>('/clientes', 'POST', {
      nome_razao_social: 'Mineira Componentes Ltda',
      cpf_cnpj: '58.716.523/0001-19',
      inscricao_estadual: '0623079040081',
      logradouro: 'Rua da Bahia',
      numero: '200',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      uf: 'MG',
      cep: '30160-010',
    });
    expect(cliente.status, JSON.stringify(cliente.body)).toBe(201);
    const venda = {
      id_cliente: cliente.body.id,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: c.idTampa, quantidade: '10', cfop: '6101' }],
    };
    const comVeiculo = await c.salvarRascunho({ ...venda, transporte: TRANSPORTE });
    expect(comVeiculo.status, JSON.stringify(comVeiculo.body)).toBe(400);
    expect(comVeiculo.body.details).toEqual([
      {
        campo: 'transporte.veiculo',
        mensagem:
          'Em operação interestadual o veículo não vai na NF-e (rejeição 868 da SEFAZ): ele consta do MDF-e.',
      },
    ]);
    const { veiculo: _, ...semVeiculo } = TRANSPORTE;
    const salvo = await c.salvarRascunho({ ...venda, transporte: semVeiculo });
    expect(salvo.status, JSON.stringify(salvo.body)).toBe(200);
    const nota = await c.obter(salvo.body.id);
    expect(nota.transporte.veiculo).toBeUndefined();
    expect(nota.transporte.volumes).toHaveLength(2);
    expect(nota.informacoes_complementares).toBeNull();
  });
});
