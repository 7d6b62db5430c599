// Without zod: the order's checkout and the hours editors offer these times (issue 27).

/** Every time of day in 10-minute steps: the cut-off, windows and opening hours (night hours included). */
export const DAY_TIMES: string[] = Array.from({ length: 24 * 6 }, (_, i) => {
  const minutes = i * 10;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
