import type { Page } from '@playwright/test';

/**
 * Issue 20's layout check at the current viewport: lists and forms wider than their area (cut-off
 * columns, a page that scrolls sideways), fields squeezed to nothing and labels drawn over a value.
 * Returns a line per finding; `widthsOnly` leaves out the fields and labels.
 */
export function layoutProblems(page: Page, { widthsOnly = false } = {}): Promise<string[]> {
  return page
    .evaluate((widthsOnly) => {
      const found: string[] = [];
      const px = (n: number) => `${Math.round(n)} px`;
      const main = document.querySelector('main');
      if (!main) return found;
      const area = main.getBoundingClientRect();
      const root = document.documentElement;
      if (root.scrollWidth > window.innerWidth + 1)
        found.push(`the page is ${px(root.scrollWidth)} wide in a ${px(window.innerWidth)} window`);
      const name = (el: Element) => {
        const heading = el.closest('section, [role="dialog"], main')?.querySelector('h1, h2, h6');
        return heading?.textContent?.trim().slice(0, 40) ?? '';
      };
      for (const grid of main.querySelectorAll('.MuiDataGrid-root')) {
        const scroller = grid.querySelector('.MuiDataGrid-virtualScroller');
        if (scroller && scroller.scrollWidth > scroller.clientWidth + 1)
          found.push(
            `list «${name(grid)}»: columns ${px(scroller.scrollWidth)} in ${px(scroller.clientWidth)}`,
          );
      }
      for (const el of main.querySelectorAll('table, form, .MuiDataGrid-root')) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.right > area.right + 1)
          found.push(
            `${el.tagName.toLowerCase()} «${name(el)}» ends ${px(box.right - area.right)} past its area`,
          );
        const parent = el.parentElement;
        if (el.tagName === 'TABLE' && parent && parent.scrollWidth > parent.clientWidth + 1)
          found.push(`table «${name(el)}»: ${px(parent.scrollWidth)} in ${px(parent.clientWidth)}`);
      }
      if (widthsOnly) return found;
      for (const control of main.querySelectorAll('.MuiFormControl-root')) {
        const input = control.querySelector<HTMLInputElement | HTMLTextAreaElement>(
          'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea',
        );
        const label = control.querySelector<HTMLElement>('label.MuiInputLabel-root, label.MuiFormLabel-root');
        if (!input) continue;
        const caption = label?.textContent?.trim() ?? input.name;
        const box = control.getBoundingClientRect();
        if (box.height > 0 && box.width < 40) found.push(`field «${caption}» is ${px(box.width)} wide`);
        if (!label || !input.value) continue;
        const l = label.getBoundingClientRect();
        const i = input.getBoundingClientRect();
        const overlaps = l.left < i.right && i.left < l.right && l.top < i.bottom && i.top < l.bottom;
        if (label.dataset.shrink === 'false' && overlaps)
          found.push(`label «${caption}» drawn over its value`);
      }
      return found;
    }, widthsOnly)
    .catch(() => []);
}
