/**
 * What a page does once its first row is on screen (issue 43): in the QUIET_MS after it, the React
 * commits, the style rules inserted (and in all, from the start), the blocking time of the long
 * tasks (the part of each over 50 ms, as TBT counts it) and the main thread's time by package, from
 * Chromium's sampling profiler mapped through the build's source maps (`BUILD_SOURCEMAP=hidden`;
 * without them the time is grouped by chunk file).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { BrowserContext, Page } from '@playwright/test';

export const QUIET_MS = 3_000;

export interface QuietFigures {
  firstRow: number;
  commits: number;
  commitsAll: number;
  rulesAfter: number;
  rulesAll: number;
  blocking: number;
  /** Milliseconds of main-thread time by package (or by what the profiler names: GC, program). */
  byPackage: Map<string, number>;
}

/**
 * Counts what the page does, from before its first script: a stand-in for React DevTools' hook
 * (React calls `onCommitFiberRoot` on every commit, production builds too), insertRule (emotion
 * inserts every rule that way in production) and the long tasks.
 */
const INSTRUMENT = `(() => {
  const w = window;
  w.__quiet = { commits: [], rules: [], longTasks: [] };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onCommitFiberRoot() { w.__quiet.commits.push(performance.now()); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  const insert = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (...args) {
    w.__quiet.rules.push(performance.now());
    return insert.apply(this, args);
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__quiet.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
})();`;

export async function instrument(context: BrowserContext) {
  await context.addInitScript(INSTRUMENT);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, TraceMap | null>();
function mapOf(file: string): TraceMap | null {
  if (!maps.has(file)) {
    const map = `${file}.map`;
    maps.set(file, existsSync(map) ? new TraceMap(readFileSync(map, 'utf8')) : null);
  }
  return maps.get(file) ?? null;
}

const packageOfSource = (source: string) =>
  /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ??
  (/(^|\/)(src|contract|bench\/floor\/src)\//.test(source) ? 'app (src/)' : source);

/** The package a profiled frame's code comes from, through the dist's source map if it has one. */
function packageOf(frame: ProfileNode['callFrame'], dist: string): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName.replace(/[()]/g, '')})` : '(native)';
  const pathname = frame.url.startsWith('http') ? new URL(frame.url).pathname : frame.url;
  const file = path.join(dist, pathname);
  const map = existsSync(file) ? mapOf(file) : null;
  if (!map) return path.basename(pathname).replace(/-[\w-]{8}\.js$/, '.js');
  const { source } = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  return source ? packageOfSource(source) : path.basename(pathname);
}

function timeByPackage(profile: Profile, dist: string): Map<string, number> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byPackage = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    if (!node) return;
    const name = packageOf(node.callFrame, dist);
    byPackage.set(name, (byPackage.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  byPackage.delete('(idle)');
  byPackage.delete('(root)');
  return byPackage;
}

/** Opens `url` in a new page of the (instrumented) context and measures the QUIET_MS after its first row. */
export async function measureAfterFirstRow(
  context: BrowserContext,
  url: string,
  row: string,
  dist: string,
): Promise<QuietFigures> {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const started = performance.now();
  await page.goto(url);
  await page.waitForFunction((selector) => document.querySelector(selector) !== null, row, {
    polling: 'raf',
    timeout: 120_000,
  });
  const firstRow = performance.now() - started;
  await cdp.send('Profiler.start');
  const since = (await page.evaluate(() => performance.now())) as number;
  await page.waitForTimeout(QUIET_MS);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const seen = (await page.evaluate(() => (window as unknown as { __quiet: unknown }).__quiet)) as {
    commits: number[];
    rules: number[];
    longTasks: [number, number][];
  };
  const until = since + QUIET_MS;
  const inWindow = (t: number) => t >= since && t <= until;
  await page.close();
  return {
    firstRow,
    commits: seen.commits.filter(inWindow).length,
    commitsAll: seen.commits.filter((t) => t <= until).length,
    rulesAfter: seen.rules.filter(inWindow).length,
    rulesAll: seen.rules.filter((t) => t <= until).length,
    blocking: seen.longTasks
      .filter(([start, duration]) => start + duration >= since && start <= until)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    byPackage: timeByPackage(profile, dist),
  };
}

/** Prints the mean time by package over the runs of each page, the largest first. */
export function printByPackage(label: string, runs: Map<string, number>[], top = 12) {
  const total = new Map<string, number>();
  for (const run of runs)
    for (const [name, ms] of run) total.set(name, (total.get(name) ?? 0) + ms / runs.length);
  const sum = [...total.values()].reduce((a, b) => a + b, 0);
  // The profiler's own names: the browser's work outside scripts (style, layout, paint), GC.
  const script = [...total].filter(([name]) => !name.startsWith('(')).reduce((a, [, ms]) => a + ms, 0);
  console.log(
    `\n${label}: основной поток за ${QUIET_MS / 1000} с после первой строки, мс (среднее ${runs.length} раундов): всего ${sum.toFixed(0)}, из них скрипты ${script.toFixed(0)}`,
  );
  for (const [name, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `  ${name.padEnd(34)} ${ms.toFixed(0).padStart(6)}  ${((ms / sum) * 100).toFixed(0).padStart(3)} %`,
    );
}
