import { describe, expect, it } from 'vitest';
import type { ContagemDaBusca, ResultadoDaBusca } from './buscar-documentos-na-sefaz.ts';
import { respostaDaBusca } from './resposta-da-busca.ts';

const nada: ContagemDaBusca = {
  documentos: 0,
  resumos: 0,
  importadas: 0,
  produtosNaoCadastrados: 0,
  falhas: 0,
  eventos: 0,
};
const estado = (cStat: string, proxima: string | null) => ({
  cnpj: '11222333000181',
  ambiente: 'simulacao' as const,
  ultNsu: '000000000000004',
  maxNsu: '000000000000004',
  ultimaConsultaEm: new Date('2026-11-20T13:05:00Z'),
  proximaConsultaEm: proxima ? new Date(proxima) : null,
  cStat,
  xMotivo: 'motivo',
  updatedAt: new Date(),
});
const concluida = (cStat: string, contagem: Partial<ContagemDaBusca>, proxima: string | null = null) =>
  ({
    situacao: 'concluida',
    cStat,
    xMotivo: 'motivo',
    contagem: { ...nada, ...contagem },
    estado: estado(cStat, proxima),
  }) satisfies ResultadoDaBusca;

describe('respostaDaBusca', () => {
  it('counts what came, in Portuguese', () => {
    const r = respostaDaBusca(
      concluida('138', { documentos: 4, resumos: 2, importadas: 1, produtosNaoCadastrados: 1 }),
    );
    expect(r.message).toBe(
      '4 documentos recebidos da SEFAZ: 2 resumos (envie a Ciência da Operação para receber o XML), 1 nota importada, 1 nota com produtos não cadastrados.',
    );
    expect(r).toMatchObject({ documentos: 4, resumos: 2, importadas: 1, produtos_nao_cadastrados: 1 });
    expect(r.estado).toMatchObject({ ult_nsu: '000000000000004', c_stat: '138', proxima_consulta_em: null });
  });

  it('after 137 gives the next allowed time in Brasília', () => {
    expect(respostaDaBusca(concluida('137', {}, '2026-11-20T14:05:00Z')).message).toBe(
      'Nenhum documento novo na SEFAZ. Próxima consulta permitida a partir de 20/11/2026 11:05.',
    );
  });

  it('refuses during the wait (429), while busy (409), after 656 (429) and on a rejection (422)', () => {
    const erro = (r: ResultadoDaBusca) => {
      try {
        respostaDaBusca(r);
      } catch (e) {
        return { status: (e as { statusCode: number }).statusCode, message: (e as Error).message };
      }
      throw new Error('não recusou');
    };
    expect(erro({ situacao: 'aguardando', proximaConsultaEm: new Date('2026-11-20T14:05:00Z') })).toEqual({
      status: 429,
      message: 'A SEFAZ só permite uma nova consulta a partir de 20/11/2026 11:05.',
    });
    expect(erro({ situacao: 'ocupada' }).status).toBe(409);
    expect(erro(concluida('656', {}, '2026-11-20T14:05:00Z'))).toEqual({
      status: 429,
      message:
        'A SEFAZ bloqueou as consultas por consumo indevido (656). Nova consulta permitida a partir de 20/11/2026 11:05.',
    });
    expect(erro(concluida('593', {})).status).toBe(422);
    // Documents that came before a 656 are not hidden behind the refusal.
    expect(
      respostaDaBusca(concluida('656', { documentos: 1, resumos: 1 }, '2026-11-20T14:05:00Z')).message,
    ).toBe(
      '1 documento recebido da SEFAZ: 1 resumo (envie a Ciência da Operação para receber o XML). Próxima consulta permitida a partir de 20/11/2026 11:05.',
    );
  });
});
