import { http, type Query } from './index';

/** The file name a Content-Disposition header names (RFC 5987 filename* first), or the fallback. */
export function fileNameOf(header: string | null, fallback: string): string {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** Saves a downloaded response as a file under the name the server gave it. */
export async function saveDownload(response: Response, fallback: string) {
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), fallback);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads through the http client (bearer token) and saves the file in the browser. */
export async function downloadAndSave(url: string, fallback: string, query?: Query) {
  await saveDownload(await http.download(url, query), fallback);
}
