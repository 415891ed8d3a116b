import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, onUnauthorized } from './api-client';
import { ApiError } from './api-error';

// The unit project runs in node: a Map-backed localStorage and a stubbed fetch stand in for the browser.
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const assignMock = vi.fn();

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { location: { assign: assignMock } });
  localStorage.setItem('token', 'abc');
  localStorage.setItem('user', JSON.stringify({ id: 1, nome: 'Ana', email: 'ana@x.com', perfil: 'Admin' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  assignMock.mockReset();
});

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

describe('apiClient', () => {
  it('prefixes /api, sends the bearer token and JSON, and drops empty query values', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    const result = await apiClient.post('/produtos', { nome: 'Tampa' }, { query: { page: 2, search: '' } });
    const { url, init, headers } = lastRequest();
    expect(result).toEqual({ ok: true });
    expect(url).toBe('/api/produtos?page=2');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"nome":"Tampa"}');
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('returns files as a Blob when asked', async () => {
    fetchMock.mockResolvedValue(
      new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const file = await apiClient.get<Blob>('/nfe/1/danfe', { responseType: 'blob' });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('%PDF-1.4');
  });

  it('sends no Authorization header without a stored token', async () => {
    localStorage.removeItem('token');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiClient.delete('/produtos/1')).resolves.toBeUndefined();
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it("turns the server's { error, details } into an ApiError", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: 'Dados inválidos.', details: [{ campo: 'ncm', mensagem: 'Obrigatório.' }] }),
    );
    const error = await apiClient.get('/produtos').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('Dados inválidos.');
    expect((error as ApiError).detailsText).toBe('ncm: Obrigatório.');
    expect((error as ApiError).details).toEqual([{ campo: 'ncm', mensagem: 'Obrigatório.' }]);
  });

  it('gives a Portuguese message when the server answers without the error shape', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502 }));
    const error = await apiClient.get('/dashboard').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Erro interno do servidor. Tente novamente mais tarde.');
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiClient.get('/dashboard').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toBe('Não foi possível conectar ao servidor. Verifique sua conexão.');
  });

  it('clears the session and tells the listeners on a 401', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Sessão expirada.' }));
    await expect(apiClient.get('/me')).rejects.toThrow('Sessão expirada.');
    unsubscribe();
    expect(listener).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(assignMock).not.toHaveBeenCalled();
  });

  it('falls back to a full navigation to /login when nobody listens', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Sessão expirada.' }));
    await expect(apiClient.get('/produtos')).rejects.toBeInstanceOf(ApiError);
    expect(assignMock).toHaveBeenCalledWith('/login');
  });

  it('keeps the session when the login itself answers 401', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Credenciais inválidas.' }));
    await expect(apiClient.post('/login', { email: 'a@b.c', senha: 'x' })).rejects.toThrow(
      'Credenciais inválidas.',
    );
    expect(localStorage.getItem('token')).toBe('abc');
    expect(assignMock).not.toHaveBeenCalled();
  });
});
