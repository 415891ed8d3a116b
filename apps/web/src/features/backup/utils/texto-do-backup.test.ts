import { describe, expect, it } from 'vitest';
import { textoDoAtraso, textoDoUltimoBackup } from './texto-do-backup';

const agora = new Date('2026-05-10T15:00:00Z');
const info = (ultimo_backup: string | null, automatico = true) => ({
  ultimo_backup,
  pasta: '/d/b',
  automatico,
  hora: 2,
});

describe('the last backup, as Dados da Empresa and the dashboard say it', () => {
  it('shows the date and time in Brasília', () => {
    expect(textoDoUltimoBackup(info('2026-05-10T05:00:12.345Z'))).toBe('Último backup: 10/05/2026 02:00');
    expect(textoDoUltimoBackup(info(null))).toBe('Nenhum backup realizado ainda.');
  });

  it('warns past two days, or when there is none, only when the app takes them itself', () => {
    expect(textoDoAtraso(info('2026-05-08T15:01:00Z'), agora)).toBeNull();
    expect(textoDoAtraso(info('2026-05-08T14:59:00Z'), agora)).toBe('O último backup tem mais de dois dias.');
    expect(textoDoAtraso(info(null), agora)).toBe('Nenhum backup realizado ainda.');
    expect(textoDoAtraso(info(null, false), agora)).toBeNull();
    expect(textoDoAtraso(info('2026-04-01T05:00:00Z', false), agora)).toBeNull();
  });
});
