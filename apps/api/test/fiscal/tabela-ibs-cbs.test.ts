import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { entrarComoOperador } from '../support/operador.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Preferências > Tabela IBS/CBS: what ships, who keeps it, its history and the dashboard's warning. */

let t: TestApp;
let admin: string;
let operador: string;
beforeAll(async () => {
  t = await createTestApp({ session: { idleSeconds: 10 ** 9, absoluteSeconds: 10 ** 9 } });
  admin = await t.loginAsAdmin();
  operador = (
    await entrarComoOperador(t, admin, {
      nome: 'Otávio Operador',
      email: 'otavio@empresa.local',
      senha: 'extrusora-azul-2026',
    })
  ).token;
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function api(path: string, token: string, method = 'GET', json?: unknown) {
  const r = await t.request(`/api${path}`, { method, token, json });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> & { anos?: unknown[] } };
}

const ANO_2027 = {
  p_ibs_uf: '0.05',
  p_ibs_mun: '0.05',
  p_cbs: '8.8',
  ibscbs_simples: true,
  pis_cofins_regime_normal: false,
  fonte: 'CBS: Resolução do Senado Federal.',
  provisoria: false,
};

describe('the table as shipped', () => {
  it('has 2026 and 2027 as the legislation sets them, 2027’s CBS provisional, for every signed-in user', async () => {
    const r = await api('/fiscal/tabela-ibs-cbs', operador);
    expect(r.status).toBe(200);
    expect(r.body.anos).toEqual([
      expect.objectContaining({
        ano: 2026,
        p_ibs_uf: '0.10',
        p_ibs_mun: '0.00',
        p_cbs: '0.90',
        ibscbs_simples: false,
        pis_cofins_regime_normal: true,
        provisoria: false,
        atualizado_por: null,
        fonte: expect.stringContaining('LC 214/2025, art. 343'),
      }),
      expect.objectContaining({
        ano: 2027,
        p_ibs_uf: '0.05',
        p_ibs_mun: '0.05',
        p_cbs: '8.70',
        ibscbs_simples: true,
        pis_cofins_regime_normal: false,
        provisoria: true,
        fonte: expect.stringContaining('art. 344'),
      }),
    ]);
  });
});

describe('keeping the table', () => {
  it('lets only an administrator change it, and audits the refusal', async () => {
    const r = await api('/fiscal/tabela-ibs-cbs/2027', operador, 'PUT', ANO_2027);
    expect(r.status).toBe(403);
    const lista = await api('/fiscal/tabela-ibs-cbs', admin);
    expect(lista.body.anos?.[1]).toMatchObject({ p_cbs: '8.70', provisoria: true });
    const negadas = await api('/auditoria?entidade=permissoes', admin);
    expect(JSON.stringify(negadas.body)).toContain('PUT /api/fiscal/tabela-ibs-cbs/:ano');
  });

  it('refuses bad figures under their fields and keeps the row as it was', async () => {
    const casos: [Record<string, unknown>, string][] = [
      [{ ...ANO_2027, p_cbs: '101' }, 'p_cbs'],
      [{ ...ANO_2027, p_cbs: '8.12345' }, 'p_cbs'],
      [{ ...ANO_2027, p_ibs_uf: '-0.05' }, 'p_ibs_uf'],
      [{ ...ANO_2027, p_ibs_mun: 'cinco' }, 'p_ibs_mun'],
      [{ ...ANO_2027, fonte: '' }, 'fonte'],
      [{ ...ANO_2027, fonte: 'Resolução\u0000 do Senado' }, 'fonte'],
      [{ ...ANO_2027, provisoria: 'sim' }, 'provisoria'],
    ];
    for (const [corpo, campo] of casos) {
      const r = await api('/fiscal/tabela-ibs-cbs/2027', admin, 'PUT', corpo);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(JSON.stringify(r.body.details)).toContain(campo);
    }
    for (const ano of ['2025', '2100', 'dois-mil', '2027.5']) {
      expect((await api(`/fiscal/tabela-ibs-cbs/${ano}`, admin, 'PUT', ANO_2027)).status).toBe(400);
    }
    const lista = await api('/fiscal/tabela-ibs-cbs', admin);
    expect(lista.body.anos?.[1]).toMatchObject({ p_cbs: '8.70', provisoria: true });
  });

  it('changes a year and adds another, each change audited field by field (the history)', async () => {
    const alterado = await api('/fiscal/tabela-ibs-cbs/2027', admin, 'PUT', ANO_2027);
    expect(alterado.status, JSON.stringify(alterado.body)).toBe(200);
    expect(alterado.body).toMatchObject({
      ano: 2027,
      p_cbs: '8.80',
      provisoria: false,
      atualizado_por: expect.any(String),
    });
    const novo = await api('/fiscal/tabela-ibs-cbs/2028', admin, 'PUT', { ...ANO_2027, p_cbs: '8.85' });
    expect(novo.status).toBe(200);
    // Saving the same figures again changes nothing and writes nothing.
    expect((await api('/fiscal/tabela-ibs-cbs/2027', admin, 'PUT', ANO_2027)).status).toBe(200);

    const historico = await api('/auditoria?entidade=tabela_ibs_cbs&limit=100', admin);
    expect(historico.status).toBe(200);
    const linhas = (historico.body.data as Record<string, unknown>[]).map((l) => [
      l.acao,
      l.id_entidade,
      l.alteracoes,
    ]);
    expect(linhas).toHaveLength(2);
    expect(linhas).toContainEqual([
      'TABELA_IBS_CBS_ALTERADA',
      '2027',
      [
        { campo: 'p_cbs', antigo: '8.70', novo: '8.80' },
        {
          campo: 'fonte',
          antigo: expect.stringContaining('leitura do sistema'),
          novo: 'CBS: Resolução do Senado Federal.',
        },
        { campo: 'provisoria', antigo: true, novo: false },
      ],
    ]);
    expect(linhas).toContainEqual([
      'TABELA_IBS_CBS_CRIADA',
      '2028',
      expect.arrayContaining([{ campo: 'p_cbs', antigo: null, novo: '8.85' }]),
    ]);
  });
});

describe('the dashboard warning', () => {
  const aviso = async (token: string) => (await api('/fiscal/tabela-ibs-cbs/aviso', token)).body.aviso;
  const relogioEm = (instante: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instante));
  };

  it('tells an administrator from 1 December that next year’s row is missing, and nobody else', async () => {
    relogioEm('2028-11-30T23:59:00-03:00');
    expect(await aviso(admin)).toBeNull();
    // 00:00 of 1 December in Brasília (03:00 UTC).
    relogioEm('2028-12-01T00:00:00-03:00');
    expect(await aviso(admin)).toEqual({
      ano: 2029,
      tipo: 'ausente',
      mensagem:
        'A tabela de IBS e CBS de 2029 ainda não está cadastrada: a partir de 1º de janeiro nenhuma NF-e poderá ' +
        'ser salva sem ela. Cadastre-a em Preferências > Tabela IBS/CBS.',
    });
    expect(await aviso(operador)).toBeNull();
  });

  it('tells an administrator when this year’s row is missing', async () => {
    relogioEm('2029-03-10T10:00:00-03:00');
    expect(await aviso(admin)).toMatchObject({
      ano: 2029,
      tipo: 'ausente',
      mensagem: expect.stringContaining('nenhuma NF-e de 2029 pode ser salva'),
    });
  });

  it('tells an administrator that the figures in use are provisional, until they are confirmed', async () => {
    const provisoria = await api('/fiscal/tabela-ibs-cbs/2028', admin, 'PUT', {
      ...ANO_2027,
      p_cbs: '8.85',
      provisoria: true,
    });
    expect(provisoria.status).toBe(200);
    relogioEm('2028-05-10T10:00:00-03:00');
    expect(await aviso(admin)).toMatchObject({ ano: 2028, tipo: 'provisoria' });
    await api('/fiscal/tabela-ibs-cbs/2028', admin, 'PUT', { ...ANO_2027, p_cbs: '8.85', provisoria: false });
    expect(await aviso(admin)).toBeNull();
  });
});
