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
