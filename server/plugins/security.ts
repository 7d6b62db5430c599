import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  // The barcode scanner's ZXing decoder is WebAssembly served from our origin.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  // MUI (emotion) injects style elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * The policy for an app served over HTTPS or plain HTTP. Over plain HTTP on a host name (an office
 * intranet, a test stand), `upgrade-insecure-requests` would make the browser fetch every script
 * from https://… and show a blank page, and browsers ignore Cross-Origin-Opener-Policy and
 * Origin-Agent-Cluster on such an origin, with a warning in the console on every load.
 */
const policy = (https: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: { ...DIRECTIVES, upgradeInsecureRequests: https ? [] : null },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: https,
  originAgentCluster: https,
  strictTransportSecurity: false,
});

/** The headers helmet sets for the policy, worked out once: they are the same on every answer. */
export function securityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(policy(https))({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return {
    ...headers,
    'X-Robots-Tag': 'noindex, nofollow',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
  };
}

/**
 * Security headers and a Content-Security-Policy that allows only our own origin. The HTTPS
 * variant when the request came over HTTPS (behind a proxy: X-Forwarded-Proto with TRUST_PROXY) or
 * the configured public address is https.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { config: Pick<AppConfig, 'publicUrl'> }) {
    const overHttps = securityHeaders(true);
    const overHttp = securityHeaders(false);
    const alwaysHttps = opts.config.publicUrl.startsWith('https:');
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(alwaysHttps || request.protocol === 'https' ? overHttps : overHttp);
      done();
    });
  },
  { name: 'security' },
);
