import { describe, expect, it } from 'vitest';
import { trocarOrigem } from './trocar-origem.ts';

describe('trocarOrigem', () => {
  it('troca esquema, host e porta e mantém o caminho como na tabela, maiúsculas inclusive', () => {
    expect(
      trocarOrigem('https://nfe.svrs.rs.gov.br/ws/NfeConsulta/NfeConsulta4.asmx', 'https://127.0.0.1:3443'),
    ).toBe('https://127.0.0.1:3443/ws/NfeConsulta/NfeConsulta4.asmx');
    expect(trocarOrigem('https://sefin.nfse.gov.br/SefinNacional', 'https://localhost:4443/')).toBe(
      'https://localhost:4443/SefinNacional',
    );
  });

  it('recusa o que não é só uma origem HTTPS', () => {
    const url = 'https://nfe.fazenda.sp.gov.br/ws/nfeautorizacao4.asmx';
    expect(() => trocarOrigem(url, 'http://127.0.0.1:3443')).toThrow(RangeError);
    expect(() => trocarOrigem(url, 'https://127.0.0.1:3443/ws')).toThrow('sem caminho');
    expect(() => trocarOrigem(url, 'https://127.0.0.1:3443?x=1')).toThrow(RangeError);
    expect(() => trocarOrigem(url, '127.0.0.1:3443')).toThrow(RangeError);
  });
});
