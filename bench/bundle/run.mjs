#!/usr/bin/env node
// Prints the gzip size of the JavaScript each route downloads (entry closure + its lazy page closure).
// With --check, fails when a budget is exceeded (issue 12): login ≤ 200 kB, any route ≤ 450 kB, and
// DataGrid, date pickers and Editor.js only in chunks of the routes that use them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const BUDGET_LOGIN = 200 * 1024;
const BUDGET_ROUTE = 450 * 1024;
const HEAVY = [
  ['DataGrid', /node_modules\/@mui\/x-data-grid\/(?!locales|utils\/getGridLocalization)/],
  ['date pickers', /node_modules\/@mui\/x-date-pickers\/(?!locales)/],
  ['Editor.js', /node_modules\/@editorjs\//],
];

const report = JSON.parse(readFileSync(path.join(DIST, 'bundle-report.json'), 'utf8'));
const byFile = new Map(report.chunks.map((c) => [c.fileName, c]));
const gz = new Map();
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length);
  return gz.get(file);
};
const closure = (file, seen = new Set()) => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
  return seen;
};
const sum = (files) => [...files].reduce((total, f) => total + gzipOf(f), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const entry = report.chunks.find((c) => c.isEntry);
const entryFiles = closure(entry.fileName);
const pages = report.chunks.filter((c) => c.isDynamicEntry && c.facadeModuleId?.startsWith('/src/'));
const rows = pages.map((page) => {
  const files = closure(page.fileName, new Set(entryFiles));
  const modules = [...files].flatMap((f) => byFile.get(f)?.modules ?? []);
  return {
    page: page.facadeModuleId.replace(/^\/src\//, ''),
    total: sum(files),
    heavy: HEAVY.filter(([, re]) => modules.some((m) => re.test(m))).map(([name]) => name),
  };
});
rows.sort((a, b) => b.total - a.total);

const entryModules = [...entryFiles].flatMap((f) => byFile.get(f)?.modules ?? []);
const heavyInEntry = HEAVY.filter(([, re]) => entryModules.some((m) => re.test(m))).map(([name]) => name);
const login = rows.find((r) => /pages\/login\//.test(r.page));

console.log('\nJavaScript downloaded per route (gzip -9)\n');
console.log(`${'route page'.padEnd(60)} ${'total'.padStart(10)}  heavy libraries`);
console.log(
  `${'(entry: shell, Refine, MUI core)'.padEnd(60)} ${kb(sum(entryFiles)).padStart(10)}  ${heavyInEntry.join(', ') || '—'}`,
);
for (const row of rows) {
  console.log(`${row.page.padEnd(60)} ${kb(row.total).padStart(10)}  ${row.heavy.join(', ') || '—'}`);
}
console.log(
  `\nlogin page: ${login ? kb(login.total) : 'n/a'} (budget ${kb(BUDGET_LOGIN)}); largest route: ${rows[0] ? `${rows[0].page} ${kb(rows[0].total)}` : 'n/a'} (budget ${kb(BUDGET_ROUTE)})`,
);

if (process.argv.includes('--check')) {
  const problems = [];
  if (!login) problems.push('no lazy login page chunk (src/pages/login) found');
  else if (login.total > BUDGET_LOGIN) problems.push(`login page ${kb(login.total)} > ${kb(BUDGET_LOGIN)}`);
  if (login?.heavy.length) problems.push(`login page loads ${login.heavy.join(', ')}`);
  if (heavyInEntry.length) problems.push(`the entry chunk contains ${heavyInEntry.join(', ')}`);
  for (const row of rows)
    if (row.total > BUDGET_ROUTE) problems.push(`${row.page} ${kb(row.total)} > ${kb(BUDGET_ROUTE)}`);
  if (problems.length) {
    console.error(`\nBundle budget exceeded:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('Bundle budgets: OK');
}
