import { ZErrorResponse } from '@erp/contracts/errors';
import { ApiError } from './api-error';
import { clearSession, readToken } from './session-storage';

// SPEC §7: every call goes to the same origin under /api (the Vite dev server proxies it).
const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData as multipart (the XML upload). */
  body?: unknown;
  signal?: AbortSignal;
  /** 'blob' for files (DANFE PDF, XML download); errors are still read as the JSON error shape. */
  responseType?: 'json' | 'blob';
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Lets the auth feature react to an expired or revoked session without lib depending on it.
 * Returns the unsubscribe function (fits a useEffect cleanup).
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

function handleUnauthorized(): void {
  clearSession();
  if (unauthorizedListeners.size === 0) {
    // No session owner mounted (should not happen in the app): a full load still reaches the login.
    window.location.assign('/login');
    return;
  }
  for (const listener of unauthorizedListeners) listener();
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // Empty filters are left out so the server applies its defaults instead of filtering by "".
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const parsed = ZErrorResponse.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.error, parsed.data.details, body);
  if (status >= 500) return new ApiError(status, 'Erro interno do servidor. Tente novamente mais tarde.');
  return new ApiError(status, `Falha na requisição (HTTP ${status}).`);
}

// The login call answers 401 for wrong credentials: that is a form error, not an expired session.
function isLoginCall(method: Method, path: string): boolean {
  return method === 'POST' && path === '/login';
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary itself
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Não foi possível conectar ao servidor. Verifique sua conexão.');
  }

  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  const payload = await readBody(response);
  if (response.ok) return payload as T;

  if (response.status === 401 && !isLoginCall(method, path)) handleUnauthorized();
  throw toApiError(response.status, payload);
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
