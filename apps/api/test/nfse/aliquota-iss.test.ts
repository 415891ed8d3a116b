import { lerNfse } from '@erp/fiscal/nfse';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDoPdf } from '../../../../packages/fiscal/test/support/texto-pdf.ts';
import { notasServico } from '../../src/db/schema/notas-servico.ts';
import { type Cenario, montarCenario } from './cenario.ts';

let c: Cenario;
beforeAll(async () => {
  c = await montarCenario();
});
afterAll(async () => c.t.close());

const xmlDaNota = async (id: number) =>
  (await c.t.db.select().from(notasServico).where(eq(notasServico.id, id)))[0]?.xmlNfse as string;

/** The preview, the emission, GET /nfse/:id, the XML and the DANFSe of one note, side by side. */
async function emitirEConferir(pedido: { valor_servico: string; iss_retido: boolean }) {
  const previa = await c.api<Record<string, unknown>>('/nfse/previa', 'POST', {
    id_servico: c.idServico,
    ...pedido,
  });
  expect(previa.status, JSON.stringify(previa.body)).toBe(200);
  const r = await c.emitir(c.pedido({ quantidade: undefined, ...pedido }));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const id = r.body.id as number;
  const detalhe = await c.obter(id);
  const nfse = lerNfse(await xmlDaNota(id));
  const pdf = await c.t.request(`/api/nfse/${id}/danfse`, { token: c.token });
  const danfse = textoDoPdf(Buffer.from(await pdf.arrayBuffer()));
  return { previa: previa.body, detalhe, nfse, danfse };
}

describe('the ISS rate and amount of an NFS-e agree from the preview to the authorised note', () => {
  it('without retention the DPS may not carry the rate: the preview already shows the municipality’s, as the NFS-e', async () => {
    // The company is an ME/EPP in the Simples Nacional (regApTribSN 1), the service's rate 3 %; the simulated
    // municipality parametrised 2 % at the Sefin.
    const aliquota = await c.api(`/nfse/aliquota-iss?id_servico=${c.idServico}&iss_retido=false`);
    expect(aliquota.status).toBe(200);
    expect(aliquota.body).toEqual({ aliquota_iss: '2.00', origem: 'municipio', aviso: null });

    const { previa, detalhe, nfse, danfse } = await emitirEConferir({
      valor_servico: '4626.00',
      iss_retido: false,
    });
    expect(previa).toMatchObject({
      aliquota_iss: '2.00',
      valor_iss: '92.52',
      origem_aliquota_iss: 'municipio',
      aviso_aliquota_iss: null,
      valor_liquido: '4626.00',
    });
    expect(nfse.valores).toMatchObject({ pAliqAplic: '2.00', vISSQN: '92.52', vLiq: '4626.00' });
    expect(detalhe).toMatchObject({ aliquota_iss: '2.00', valor_iss: '92.52', valor_liquido: '4626.00' });
    expect(danfse).toContain('2,00%');
    expect(danfse).toContain('R$ 92,52');
  });

  it('with the ISS retained the DPS carries the service’s rate (E0621), and every view shows it', async () => {
    const aliquota = await c.api(`/nfse/aliquota-iss?id_servico=${c.idServico}&iss_retido=true`);
    expect(aliquota.body).toEqual({ aliquota_iss: '3.00', origem: 'dps', aviso: null });

    const { previa, detalhe, nfse, danfse } = await emitirEConferir({
      valor_servico: '3084.00',
      iss_retido: true,
    });
    expect(previa).toMatchObject({
      aliquota_iss: '3.00',
      valor_iss: '92.52',
      origem_aliquota_iss: 'dps',
      valor_liquido: '2991.48',
    });
    expect(nfse.valores).toMatchObject({ pAliqAplic: '3.00', vISSQN: '92.52', vLiq: '2991.48' });
    expect(detalhe).toMatchObject({ aliquota_iss: '3.00', valor_iss: '92.52', valor_liquido: '2991.48' });
    expect(danfse).toContain('3,00%');
    expect(danfse).toContain('R$ 92,52');
  });

  it('when the Sefin cannot say the municipality’s rate, the preview says so and uses the service’s, until it can', async () => {
    const sim = await c.simulador();
    sim.faults.definir('SefinParametrosMunicipais', { tipo: 'http500', vezes: 1 });
    // Another competência than the tests above, whose rate is already known.
    const url = `/nfse/aliquota-iss?id_servico=${c.idServico}&iss_retido=false&data_competencia=2026-01-15`;
    const falhou = await c.api(url);
    expect(falhou.status).toBe(200);
    expect(falhou.body).toEqual({
      aliquota_iss: '3.00',
      origem: 'servico',
      aviso:
        'Não foi possível consultar a alíquota do ISS do município na Sefin Nacional: A Sefin Nacional falhou ao processar a requisição (HTTP 500).',
    });
    // A failure is not remembered: the next question reaches the Sefin.
    expect((await c.api(url)).body).toEqual({ aliquota_iss: '2.00', origem: 'municipio', aviso: null });
  });

  it('GET /nfse/aliquota-iss refuses an unknown service (422) and a malformed id (400)', async () => {
    const desconhecido = await c.api('/nfse/aliquota-iss?id_servico=999999');
    expect(desconhecido.status).toBe(422);
    expect(desconhecido.body).toEqual({ error: 'Serviço não encontrado.' });
    const invalido = await c.api('/nfse/aliquota-iss?id_servico=abc');
    expect(invalido.status).toBe(400);
  });
});

describe('migration 0035: notes authorised before the rate was taken from the NFS-e', () => {
  it('rewrites the stored rate from the authorised XML’s pAliqAplic, and leaves agreeing notes alone', async () => {
    const { readFile } = await import('node:fs/promises');
    const migracao = await readFile(
      new URL('../../src/db/migrations/0035_aliquota_iss_autorizada.sql', import.meta.url),
      'utf8',
    );
    const r = await c.emitir(
      c.pedido({ quantidade: undefined, valor_servico: '1000.00', iss_retido: false }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const id = r.body.id as number;
    // As an older version stored it: the service's rate beside the municipality's ISS.
    await c.t.db.update(notasServico).set({ aliquotaIss: '3.00' }).where(eq(notasServico.id, id));
    expect((await c.obter(id)).aliquota_iss).toBe('3.00');

    const { rowCount } = await c.t.pool.query(migracao);
    expect(rowCount).toBe(1);
    expect((await c.obter(id)).aliquota_iss).toBe(lerNfse(await xmlDaNota(id)).valores.pAliqAplic);
    expect((await c.obter(id)).aliquota_iss).toBe('2.00');
    expect((await c.t.pool.query(migracao)).rowCount).toBe(0);
  });
});
