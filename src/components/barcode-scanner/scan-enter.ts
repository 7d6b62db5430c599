import type { KeyboardEvent } from 'react';

/**
 * The Enter handler of a search field that also takes codes from a hardware scanner (which types
 * the code and presses Enter): calls `onCode` with the trimmed text when it is not empty.
 */
export const onScanEnter =
  (text: string, onCode: (code: string) => void) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const code = text.trim();
    if (code) onCode(code);
  };
