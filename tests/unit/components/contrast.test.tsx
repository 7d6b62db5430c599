import type { StatusColor } from '@contract/statuses';
import { TextField, ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusChip } from '@/components/status-chip';
import { theme } from '@/providers/theme';

/** WCAG 2 contrast ratio of two colours given as #rrggbb or rgb()/rgba() over white. */
function contrast(a: string, b: string): number {
  const channels = (color: string) => {
    if (color.startsWith('#')) return [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
    const [r, g, b, alpha = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b].map((c) => c * alpha + 255 * (1 - alpha));
  };
  const luminance = (color: string) => {
    const [r, g, b] = channels(color)
      .map((c) => c / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const STATUS_COLORS: StatusColor[] = ['grey', 'orange', 'red', 'green', 'blue'];

const renderChip = (color: StatusColor, variant: 'filled' | 'outlined') =>
  render(
    <ThemeProvider theme={theme}>
      <StatusChip label={`Статус ${color} ${variant}`} color={color} variant={variant} />
    </ThemeProvider>,
  );

describe('readable colours (WCAG AA, 4.5:1)', () => {
  const backgrounds = [theme.palette.background.paper, theme.palette.background.default];

  it.each(STATUS_COLORS)('status chip «%s», filled: its text on its colour', (color) => {
    renderChip(color, 'filled');
    const chip = screen.getByText(`Статус ${color} filled`).closest('.MuiChip-root') as HTMLElement;
    const style = getComputedStyle(chip);
    const background = style.backgroundColor;
    for (const page of backgrounds) {
      const fill = background.startsWith('rgba') ? page : background;
      expect(contrast(style.color, fill), `${style.color} on ${fill}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(STATUS_COLORS)('status chip «%s», outlined: its text on the page and on paper', (color) => {
    renderChip(color, 'outlined');
    const chip = screen.getByText(`Статус ${color} outlined`).closest('.MuiChip-root') as HTMLElement;
    const text = getComputedStyle(chip).color;
    for (const page of backgrounds) {
      expect(contrast(text, page), `${text} on ${page}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the helper text of a disabled field', () => {
    render(
      <ThemeProvider theme={theme}>
        <TextField disabled label="Причина" helperText="Причину увидит другая сторона" />
      </ThemeProvider>,
    );
    const text = getComputedStyle(screen.getByText('Причину увидит другая сторона')).color;
    for (const page of backgrounds) {
      expect(contrast(text, page), `${text} on ${page}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
