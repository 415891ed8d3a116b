import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cenario, montarCenario, PP } from './cenario.ts';

let c: Cenario;
let idCliente: number;
beforeAll(async () => {
  c = await montarCenario();
  await c.importarRemessa([PP]);
  idCliente = await c.idClienteRemessa();
  await c.definirReferenciacao(idCliente, 'MANUAL');
});
afterAll(async () => c.t.close());

async function servico(descricao: string) {
  const r = await c.api<{ id: number }>('/servicos', 'POST', {
    descricao,
    codigo_lc_116: '14.05',
    aliquota_iss: '5.00',
    preco: '2.50',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id;
}

/** A return of 10 kg of the client's polypropylene with the processing (5124) of the given service. */
async function rascunhoComServico(idServico: number) {
  const entrada = await c.importarRemessa([PP]);
  const idItem = entrada.itens[0]?.id;
  return c.salvarRascunho({
    id_cliente: idCliente,
    natureza_operacao: 'RETORNO DE INDUSTRIALIZACAO',
    itens: [
      { id_produto: c.idPP, quantidade: '10', cfop: '5902', id_item_entrada: idItem },
      { id_produto: c.idPP, id_servico: idServico, quantidade: '10', cfop: '5124', id_item_entrada: idItem },
    ],
  });
}

describe('descrição do item de industrialização (xProd, até 120 caracteres)', () => {
  it("a service and product longer than 120 together: the service's words kept, the product's shortened, authorised", async () => {
    const descricao = `Injeção de peças técnicas em polipropileno conforme desenho do cliente, com rebarbação ${'e'.repeat(13)}`;
    expect(descricao).toHaveLength(100);
    const r = await rascunhoComServico(await servico(descricao));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const nota = await c.obter(r.body.id);
    const linha = nota.itens.find((i) => i.cfop === '5124');
    // 'service (product)' would be 121 characters: the product's name is shortened and says so.
    expect(linha?.nome_produto).toBe(`${descricao} (Polipropileno...)`);
    expect(linha?.nome_produto.length).toBeLessThanOrEqual(120);

    const emitida = await c.emitir(r.body.id);
    expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
    const texto = await (
      await c.t.request(`/api/nfe/${r.body.id}/xml`, { token: await c.t.loginAsAdmin() })
    ).text();
    expect(texto).toContain(`<xProd>${descricao} (Polipropileno...)</xProd>`);
  });

  it('a service description longer than 120 is refused at the draft line, under its field, in plain Portuguese', async () => {
    const descricao = `Serviço de injeção ${'x'.repeat(131)}`;
    expect(descricao).toHaveLength(150);
    const r = await rascunhoComServico(await servico(descricao));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      details: [
        {
          campo: 'itens.1.id_servico',
          mensagem:
            'A descrição deste serviço tem 150 caracteres e a descrição do item na NF-e aceita no máximo 120. Encurte a descrição do serviço (Cadastros > Serviços) para até 120 caracteres.',
        },
      ],
    });
  });
});
