import { useCallback, useEffect, useRef, useState } from 'react';
import type { OutboxWriter } from './outbox-writer';

/**
 * Scanned codes that no kept line has, scanned without a network: kept with the document's outbox
 * and looked up again (`resolve`: the catalog search of an unknown code) once the network is back.
 */
export function useUnknownCodes(writer: OutboxWriter, online: boolean, resolve: (code: string) => void) {
  const latest = useRef(resolve);
  latest.current = resolve;
  const [codes, setCodes] = useState<string[]>(() => writer.state.codes);
  const keep = useCallback(
    (code: string) => {
      const next = [...new Set([...writer.state.codes, code])];
      setCodes(next);
      void writer.update({ codes: next });
    },
    [writer],
  );
  useEffect(() => {
    if (!online || writer.state.codes.length === 0) return;
    const waiting = writer.state.codes;
    setCodes([]);
    void writer.update({ codes: [] });
    for (const code of waiting) latest.current(code);
  }, [online, writer]);
  return { codes, keep };
}
