import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { endpointPath, isFileResponse, type AnyEndpoint, type EndpointInput } from '@sakip/domain';
import { ApiError, buildUrl, type QueryParams } from '../../api/client';
import { getToken } from '../../api/token';
import { requestYear, YEAR_HEADER, YEAR_HEADER_PUBLIC } from '../../api/year';

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  // RFC 6266: the exact UTF-8 name (filename*) wins over the ASCII fallback (filename).
  const exact = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (exact) return decodeURIComponent(exact);
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  return plain ?? fallback;
}

/** Downloads a file of the API with the token and year headers (fetch → blob → object URL → a.download). */
export async function downloadFile(path: string, query: QueryParams, fallbackName: string): Promise<void> {
  const year = String(requestYear());
  const headers: Record<string, string> = { [YEAR_HEADER]: year, [YEAR_HEADER_PUBLIC]: year };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(buildUrl(path, query), { headers });
  if (!response.ok) throw new ApiError(response.status, 'Gagal mengunduh file');
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The one message of a failed download, whatever the file. */
export const DOWNLOAD_FAILED = 'Gagal mengunduh file';

/** downloadFile with the app's one failure toast; true when the file was saved. */
export async function download(path: string, query: QueryParams, fallbackName: string): Promise<boolean> {
  try {
    await downloadFile(path, query, fallbackName);
    return true;
  } catch (error) {
    console.error('Unduhan gagal', error);
    notifications.show({ color: 'red', title: 'Oops...', message: DOWNLOAD_FAILED });
    return false;
  }
}

/** `download` with a busy flag for the button that starts it. */
export function useDownload() {
  const [busy, setBusy] = useState(false);
  const start = async (path: string, query: QueryParams, fallbackName: string) => {
    setBusy(true);
    try {
      return await download(path, query, fallbackName);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download: start };
}

/**
 * Downloads the file a download endpoint answers (`response: fileResponse(...)`): the path filled
 * in, the query sent, the name from the server's Content-Disposition (else `fallbackName`). The one
 * way to fetch a document or a stored file of a declared endpoint, with `download`'s one failure
 * toast; true when the file was saved.
 */
export function downloadEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  fallbackName: string,
): Promise<boolean> {
  if (!isFileResponse(endpoint.response)) throw new Error(`${endpoint.path} answers JSON: use useEndpoint`);
  const { params, query } = input as { params?: Record<string, unknown>; query?: QueryParams };
  return download(endpointPath(endpoint, params), query ?? {}, fallbackName);
}
