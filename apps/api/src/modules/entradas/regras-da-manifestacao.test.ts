import { describe, expect, it } from 'vitest';
import { conferirManifestacao } from './regras-da-manifestacao.ts';

describe('conferirManifestacao (NT 2012.002, what the Ambiente Nacional would refuse)', () => {
  it('lets any event go on a note without manifestações, and a conclusive one after the Ciência', () => {
    for (const tipo of ['210200', '210210', '210220', '210240'] as const) {
      expect(conferirManifestacao(tipo, [], 'Autorizada')).toBeUndefined();
    }
    expect(conferirManifestacao('210240', ['210210'], null)).toBeUndefined();
    expect(conferirManifestacao('210200', ['210210'], null)).toBeUndefined();
  });

  it('refuses the same event twice (573)', () => {
    expect(conferirManifestacao('210200', ['210200'], null)).toBe(
      'Esta nota já teve o recebimento confirmado.',
    );
    expect(conferirManifestacao('210210', ['210210'], null)).toBe(
      'O evento Ciência da Operação desta nota já foi registrado.',
    );
  });

  it('refuses the Ciência after a conclusive manifestação (655) and keeps the first conclusive word', () => {
    expect(conferirManifestacao('210210', ['210220'], null)).toBe(
      'Esta nota já tem a manifestação conclusiva (Desconhecimento da Operação); a Ciência da Operação não cabe depois dela.',
    );
    expect(conferirManifestacao('210240', ['210210', '210200'], null)).toBe(
      'Esta nota já tem a manifestação conclusiva (Confirmação da Operação); ela não é substituída.',
    );
  });

  it('refuses the Ciência (650) and the Desconhecimento (651) of a cancelled or denied note, not the others', () => {
    expect(conferirManifestacao('210210', [], 'Cancelada')).toBe(
      'Esta NF-e está cancelada na SEFAZ, que não registra o evento Ciência da Operação dela.',
    );
    expect(conferirManifestacao('210220', [], 'Denegada')).toBe(
      'Esta NF-e está denegada na SEFAZ, que não registra o evento Desconhecimento da Operação dela.',
    );
    expect(conferirManifestacao('210240', [], 'Cancelada')).toBeUndefined();
  });
});
