// The part of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  interface RequestSpec {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    requests?: RequestSpec[];
    /** Requests per second over all connections. */
    overallRate?: number;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    /** Requests counted (the requests histogram only). */
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    '2xx': number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
