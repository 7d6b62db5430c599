import { describe, expect, it } from 'vitest';
import { sanitizeInline } from '@/components/news-render/sanitize';

/** Puts sanitized markup into a detached element, as the reading view does, and returns it. */
const render = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeInline(html);
  return holder;
};

describe('sanitizeInline: the inline HTML of a post', () => {
  it('drops <script> with its code and keeps the text around it', () => {
    const out = render('Скидки<script>window.hacked = true</script> на молоко');
    expect(out.querySelector('script')).toBeNull();
    expect(out.textContent).toBe('Скидки на молоко');
    expect(sanitizeInline('<script>alert(1)</script>')).toBe('');
  });

  it('removes on* handlers and tags that are not allowed', () => {
    const out = render(
      '<b onclick="steal()">Жирный</b><img src="x" onerror="steal()"><i onmouseover="x()">курсив</i>',
    );
    expect(out.querySelector('img')).toBeNull();
    expect(out.innerHTML).not.toMatch(/on(click|error|mouseover)/i);
    expect(out.querySelector('b')?.textContent).toBe('Жирный');
    expect(out.querySelector('i')?.textContent).toBe('курсив');
  });

  it('removes javascript: and data: links but keeps the link text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<b>x</b>',
    ]) {
      const link = render(`<a href="${href}">Подробнее</a>`).querySelector('a');
      expect(link?.hasAttribute('href')).toBe(false);
      expect(link?.textContent).toBe('Подробнее');
    }
  });

  it('keeps <b>, <i> and https links, opened safely in a new tab', () => {
    const out = render(
      '<b>Новинка</b> и <i>сезон</i>: <a href="https://zorka.example/milk" style="color:red">каталог</a>',
    );
    expect(out.querySelector('b')?.textContent).toBe('Новинка');
    expect(out.querySelector('i')?.textContent).toBe('сезон');
    const link = out.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://zorka.example/milk');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
    expect(link?.hasAttribute('style')).toBe(false);
    expect(out.textContent).toBe('Новинка и сезон: каталог');
  });

  it('keeps mailto links and plain text with «ёлочки» untouched', () => {
    expect(
      render('<a href="mailto:info@zorka.demo">Написать</a>').querySelector('a')?.getAttribute('href'),
    ).toBe('mailto:info@zorka.demo');
    expect(sanitizeInline('Молоко «Зорька» — 89,90 ₽')).toBe('Молоко «Зорька» — 89,90 ₽');
  });
});
