import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { type SaveTexts, saveFeedback } from './save-feedback';
import { serverErrorText } from './server-errors';

const TEXTS: SaveTexts = {
  created: 'Produto cadastrado com sucesso!',
  updated: 'Produto atualizado com sucesso!',
  failed: (error) => `Erro ao salvar produto: ${serverErrorText(error, 'Erro desconhecido')}`,
  failedLog: 'Erro ao salvar produto:',
};

function stubDialogs() {
  const alert = vi.fn();
  vi.stubGlobal('window', { alert });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return alert;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('saveFeedback', () => {
  it('closes first, then alerts the created or updated text', () => {
    const alert = stubDialogs();
    const calls: string[] = [];
    alert.mockImplementation((text: string) => calls.push(text));
    const onSaved = () => calls.push('closed');
    const options = { texts: TEXTS, setError: vi.fn(), fields: [], onSaved };

    saveFeedback({ ...options, isEditing: false }).onSuccess();
    saveFeedback({ ...options, isEditing: true }).onSuccess();

    expect(calls).toEqual([
      'closed',
      'Produto cadastrado com sucesso!',
      'closed',
      'Produto atualizado com sucesso!',
    ]);
  });

  it("places the server's field errors and alerts its reason", () => {
    const alert = stubDialogs();
    const setError = vi.fn();
    const onSaved = vi.fn();
    // The server's error already says what its field details say.
    const error = new ApiError(400, 'Dados inválidos. NCM inexistente.', [
      { campo: 'ncm', mensagem: 'NCM inexistente.' },
    ]);

    saveFeedback<{ ncm: string }>({
      texts: TEXTS,
      isEditing: false,
      setError,
      fields: ['ncm'],
      onSaved,
    }).onError(error);

    expect(setError).toHaveBeenCalledWith('ncm', { type: 'server', message: 'NCM inexistente.' });
    expect(alert).toHaveBeenCalledWith('Erro ao salvar produto: Dados inválidos. NCM inexistente.');
    expect(console.error).toHaveBeenCalledWith('Erro ao salvar produto:', error);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
