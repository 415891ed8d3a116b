import type { TImportacaoEntrada } from '@erp/contracts/entradas';
import { describe, expect, it } from 'vitest';
import { caminhoDosArquivos, isSelecaoConcluida } from './arquivo-xml';

const arquivo = (name: string) => ({ name });

describe("what 'Importar' does with the files chosen", () => {
  it('sends one XML through the questions, whatever the case of its extension', () => {
    expect(caminhoDosArquivos([arquivo('NFe3526.XML')])).toBe('um-xml');
  });

  it('takes a .zip, or several files, as a batch', () => {
    expect(caminhoDosArquivos([arquivo('notas-outubro.zip')])).toBe('lote');
    expect(caminhoDosArquivos([arquivo('a.xml'), arquivo('b.xml')])).toBe('lote');
  });

  it('refuses nothing chosen, or a single file that is neither XML nor .zip', () => {
    expect(caminhoDosArquivos([])).toBe('recusar');
    expect(caminhoDosArquivos([arquivo('danfe.pdf')])).toBe('recusar');
  });

  it('clears the selection once the note is in, or already was, and keeps it after a failure', () => {
    expect(isSelecaoConcluida({ situacao: 'importada', importacao: {} as TImportacaoEntrada })).toBe(true);
    expect(isSelecaoConcluida({ situacao: 'ja-importada', mensagem: 'Esta nota já foi importada.' })).toBe(
      true,
    );
    expect(isSelecaoConcluida(undefined)).toBe(true);
    expect(isSelecaoConcluida({ situacao: 'itens-sem-kg', mensagem: 'Informe o peso.' })).toBe(false);
  });
});
