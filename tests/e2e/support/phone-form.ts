import { expect, type Locator, type Page } from '@playwright/test';

/** The narrowest a field may be on a phone, whatever its label. */
export const MIN_FIELD_PX = 200;

/**
 * The fields of `scope` a phone squeezes (issue 42, item 5): narrower than 200 px or than the text
 * of their label, or reaching past the window. A line per field found.
 */
export function squeezedFields(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, min) => {
    const found: string[] = [];
    for (const control of root.querySelectorAll<HTMLElement>('.MuiFormControl-root')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const input = control.querySelector(
        'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea, [role="group"]',
      );
      if (!input) continue;
      const label = control.querySelector('label');
      let labelWidth = 0;
      if (label) {
        const range = document.createRange();
        range.selectNodeContents(label);
        labelWidth = range.getBoundingClientRect().width;
      }
      const caption = label?.textContent?.trim() || input.getAttribute('aria-label') || '?';
      const needed = Math.max(min, labelWidth);
      if (box.width + 0.5 < needed)
        found.push(`«${caption}» is ${Math.round(box.width)} px wide, needs ${Math.round(needed)} px`);
      if (box.left < -1 || box.right > window.innerWidth + 1)
        found.push(`«${caption}» reaches past the window`);
    }
    return found;
  }, MIN_FIELD_PX);
}

/** Every field of `scope` readable, and the page not scrolling sideways. */
export async function expectPhoneForm(page: Page, scope: Locator) {
  await expect(scope.locator('.MuiFormControl-root').first()).toBeVisible();
  expect(await squeezedFields(scope)).toEqual([]);
  const widths = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.client);
}

/** `target` shown whole inside the window (not cut by a grid's edge or the screen's). */
export async function expectWithinWindow(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'shown').not.toBeNull();
  if (!box) return;
  expect(box.x, 'its left edge in the window').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'its right edge in the window').toBeLessThanOrEqual(width);
}
