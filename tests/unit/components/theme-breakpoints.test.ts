import { describe, expect, it } from 'vitest';
import { baseTheme, theme } from '@/providers/theme';

describe('theme breakpoints of spec 000 §9', () => {
  it.each([
    ['the app theme', theme],
    ['the public pages theme', baseTheme],
  ])('%s uses the grid steps 768/992/1200/1920 and the responsive 575/1439', (_name, t) => {
    expect(t.breakpoints.values).toEqual({
      xs: 0,
      sm: 576,
      md: 768,
      lg: 992,
      xl: 1200,
      wide: 1440,
      xxl: 1920,
    });
    expect(t.breakpoints.up('md')).toBe('@media (min-width:768px)');
    expect(t.breakpoints.down('sm')).toBe('@media (max-width:575.95px)');
    expect(t.breakpoints.up('xxl')).toBe('@media (min-width:1920px)');
  });
});
