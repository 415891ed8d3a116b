import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The remessa's Brasília date (nfe_entradas.data_remessa), which the deadline of the client's material counts
 * from, is kept by the database from the emission instant, whoever writes the row.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('nfe_entradas.data_remessa', () => {
  it('is the Brasília date of data_emissao on insert and when the emission changes, whatever was sent', async () => {
    const {
      rows: [cliente],
    } = await t.pool.query(
      `insert into clientes (nome_razao_social, cpf_cnpj) values ('Cliente', '11222333000181') returning id`,
    );
    // 01:30 UTC on the 10th is 22:30 on the 9th in Brasília.
    const {
      rows: [entrada],
    } = await t.pool.query(
      `insert into nfe_entradas (chave_acesso, numero_nf, serie, data_emissao, data_remessa, natureza_operacao,
         id_cliente, emitente_cpf_cnpj, valor_total, xml_original, situacao_assinatura)
       values ('35260311222333000181550010000001231000001234', 123, 1, '2026-03-10T01:30:00Z', '2000-01-01',
         'REMESSA', $1, '11222333000181', 10, '<NFe/>', 'valida')
       returning id, data_remessa::text`,
      [cliente.id],
    );
    expect(entrada.data_remessa).toBe('2026-03-09');

    const {
      rows: [alterada],
    } = await t.pool.query(
      `update nfe_entradas set data_emissao = '2026-03-10T03:00:00Z' where id = $1 returning data_remessa::text`,
      [entrada.id],
    );
    expect(alterada.data_remessa).toBe('2026-03-10');
  });
});
