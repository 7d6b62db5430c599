import type { Page } from '@playwright/test';
import axe from 'axe-core';

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * axe-core's violations on the page as it stands, optionally only these rules and only within a
 * selector. axe-core is put into the page once and asked for violations only: AxeBuilder injects it
 * again on every call and sends back every passed check with its nodes, which cost 4–30 s a screen
 * against 0.2–3 s for the same violations (docs/decisions.md, «A test loop of minutes»).
 */
export async function axeViolations(
  page: Page,
  options: { rules?: string[]; within?: string } = {},
): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async ({ rules, within }): Promise<AxeFinding[]> => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(
      within ? { include: [within] } : document,
      {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      },
    );
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, options);
}

/** axe findings that a screen may not have: serious or critical, `meta-viewport` included (issue 27). */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}
