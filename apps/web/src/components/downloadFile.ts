import { API_PREFIX } from '@rumo/core';
import { ApiError, parseErrorBody, type QueryValue } from '../api/client.ts';
import { clearToken, getToken } from '../api/session.ts';
import { readLocale } from '../app/locale.ts';

/** `attachment; filename="clientes-2026-03-01.xlsx"` -> 'clientes-2026-03-01.xlsx'. */
function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]!);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]! : fallback;
}

/**
 * Downloads a file the API answers (an export) with the bearer token: fetch, blob, then a
 * temporary link the browser saves under the server's file name. Rejects with ApiError.
 */
export async function downloadFile(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
): Promise<string> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}${search ? `?${search}` : ''}`, {
      headers: { 'Accept-Language': readLocale(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (cause) {
    throw new ApiError({ status: 0, kind: 'network', body: cause });
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearToken();
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    throw parseErrorBody(response.status, body);
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start saving before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
