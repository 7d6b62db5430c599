// Without zod: the order's checkout and the hours editors offer these times (issue 27).

/** The organization time picker: 06:00 to 23:50 in 10-minute steps (spec 001 §9). */
export const TIME_GRID: string[] = Array.from({ length: (24 - 6) * 6 }, (_, i) => {
  const minutes = 6 * 60 + i * 10;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** Every time of day in 10-minute steps, for windows and opening hours (night hours included). */
export const DAY_TIMES: string[] = Array.from({ length: 24 * 6 }, (_, i) => {
  const minutes = i * 10;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
