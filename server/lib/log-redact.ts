import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach a log line (reset tokens, passwords, keys, tickets). */
const SECRET_KEY = /token|passw|secret|ticket|signature|(^|_)key$/i;
const REDACTED = '[REDACTED]';

function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** The URL with the value of every secret query parameter replaced by `[REDACTED]`. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const pairs = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_KEY.test(decodedKey(key)) ? `${key}=${REDACTED}` : pair;
    });
  return `${url.slice(0, query)}?${pairs.join('&')}`;
}

/** Fastify's request serializer with the secrets of the URL redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
