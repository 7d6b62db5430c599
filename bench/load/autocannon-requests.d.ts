// The mixed-request part of autocannon's API that bench/load uses (merged with bench/api/autocannon.d.ts).
declare module 'autocannon' {
  interface RequestSpec {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec) => RequestSpec;
    onResponse?: (status: number, body: string) => void;
  }
  interface Options {
    requests?: RequestSpec[];
  }
  interface Result {
    '2xx': number;
    timeouts: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
}
