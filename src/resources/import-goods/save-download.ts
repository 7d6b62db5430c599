import { http, type Query } from '@/providers/http';

/** The file name from Content-Disposition (RFC 5987 filename*), else the fallback. */
export function fileNameOf(header: string | null, fallback: string): string {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** Downloads through the http client (bearer token) and saves the file in the browser. */
export async function saveDownload(url: string, fallbackName: string, query?: Query) {
  const response = await http.download(url, query);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
