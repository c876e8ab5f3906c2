import { API_PREFIX, API_TIMEOUT_MS } from '@rumo/core';
import { ApiError, parseErrorBody } from '../api/client.ts';
import { clearToken, getToken } from '../api/session.ts';
import { readLocale } from '../app/locale.ts';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Called with 0..100 as the request body goes out (the answer may still take a moment). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

function parseResponse(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  if ((xhr.getResponseHeader('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * A multipart request with upload progress (fetch cannot report it): the same `/api/v1` prefix,
 * bearer token, Accept-Language, timeout and error shapes (ApiError) as the API client. Used by
 * the document and import uploads; any screen that sends files can use it.
 */
export function uploadWithProgress<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', onProgress, signal, timeoutMs = API_TIMEOUT_MS } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', readLocale());
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.upload.onload = () => onProgress?.(100);
    xhr.onload = () => {
      const data = parseResponse(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      // An expired session ends like it does for the API client: the guards lead to the login.
      if (xhr.status === 401 && token) clearToken();
      reject(parseErrorBody(xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, kind: 'network' }));
    xhr.ontimeout = () => reject(new ApiError({ status: 0, kind: 'timeout' }));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));

    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress?.(0);
    xhr.send(body);
  });
}
