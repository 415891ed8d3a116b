import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Migration 0031 copies the manifestações registered before the table existed (an entry's Confirmação, a
 * distributed summary's Ciência) into `manifestacoes`. The template database has no such rows, so the copy is run
 * again here over rows written the way the old code wrote them.
 */
const MIGRACAO = new URL('../../src/db/migrations/0031_detalhes_da_nfe.sql', import.meta.url);

const CHAVE_ENTRADA = '35260311222333000181550010000001231000001234';
const CHAVE_RESUMO = '35260311222333000181550010000001241000001240';

function procEvento(chave: string, tpAmb: '1' | '2', tpEvento: string, nProt: string) {
  return `<procEventoNFe versao="1.00"><evento versao="1.00"><infEvento Id="ID${tpEvento}${chave}01"><tpAmb>${tpAmb}</tpAmb><chNFe>${chave}</chNFe><tpEvento>${tpEvento}</tpEvento></infEvento></evento><retEvento versao="1.00"><infEvento><tpAmb>${tpAmb}</tpAmb><cStat>135</cStat><nProt>${nProt}</nProt></infEvento></retEvento></procEventoNFe>`;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migration 0031: earlier manifestações', () => {
  it('copies the confirmations and ciências with their environment and protocol, once', async () => {
    const sql = await readFile(MIGRACAO, 'utf8');
    const copia = sql.slice(sql.indexOf('-- The manifestações registered before'));
    const confirmacao = procEvento(CHAVE_ENTRADA, '1', '210200', '135260000000001');
    const ciencia = procEvento(CHAVE_RESUMO, '2', '210210', '135260000000002');
    const {
      rows: [cliente],
    } = await t.pool.query(
      `insert into clientes (nome_razao_social, cpf_cnpj) values ('Cliente', '11222333000181') returning id`,
    );
    await t.pool.query(
      `insert into nfe_entradas (chave_acesso, numero_nf, serie, data_emissao, natureza_operacao, id_cliente,
         emitente_cpf_cnpj, valor_total, xml_original, situacao_assinatura, status_manifestacao, manifestacao_xml,
         manifestada_em)
       values ($1, 123, 1, now(), 'REMESSA', $2, '11222333000181', 10, '<NFe/>', 'valida', 'Confirmada', $3,
         '2026-03-10T12:00:00Z')`,
      [CHAVE_ENTRADA, cliente.id, confirmacao],
    );
    await t.pool.query(
      `insert into documentos_distribuidos (cnpj_interessado, ambiente, nsu, schema, tipo, chave_acesso, xml, status,
         ciencia_xml)
       values ('11222333000181', 'homologacao', '000000000000001', 'resNFe_v1.01.xsd', 'resNFe', $1, '<resNFe/>',
         'Ciência enviada', $2)`,
      [CHAVE_RESUMO, ciencia],
    );

    await t.pool.query(copia);
    await t.pool.query(copia);

    const { rows } = await t.pool.query(
      `select chave_acesso, ambiente, tipo_evento, protocolo, xml, created_at from manifestacoes order by id`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      chave_acesso: CHAVE_ENTRADA,
      ambiente: 'producao',
      tipo_evento: '210200',
      protocolo: '135260000000001',
      xml: confirmacao,
    });
    expect((rows[0].created_at as Date).toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(rows[1]).toMatchObject({
      chave_acesso: CHAVE_RESUMO,
      ambiente: 'homologacao',
      tipo_evento: '210210',
      protocolo: '135260000000002',
      xml: ciencia,
    });
  });
});
