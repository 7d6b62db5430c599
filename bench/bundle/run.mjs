#!/usr/bin/env node
// The JavaScript each route of the app downloads (gzip -9, the budgets' measure, and the Brotli files
// the server really sends: build/precompress.ts), from dist/bundle-report.json (written
// by report-plugin.ts during `vite build`) and the route table of src/router (build/routes.ts).
// A route downloads the entry and its static imports, the lazy app shell (src/App.tsx) unless it is
// a public page of a visitor (src/public), and its page chunk with that chunk's static imports.
// With --check, fails when a budget of issue 12 is exceeded: login ≤ 200 kB; any route ≤ 450 kB;
// DataGrid, date pickers and Editor.js only on routes whose page imports them; every route measured.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.env.BUNDLE_DIST ?? 'dist';
const BUDGET_LOGIN = 200 * 1024;
const BUDGET_ROUTE = 450 * 1024;
const SHELL = '/src/App.tsx';
/** Heavy libraries: [name, package, module test]. Their Russian texts (theme) do not count. */
const HEAVY = [
  [
    'DataGrid',
    '@mui/x-data-grid',
    /node_modules\/@mui\/x-data-grid\/(?!locales\/|utils\/getGridLocalization|constants\/localeTextConstants)/,
  ],
  ['date pickers', '@mui/x-date-pickers', /node_modules\/@mui\/x-date-pickers\/(?!locales\/)/],
  ['Editor.js', '@editorjs/', /node_modules\/@editorjs\//],
];

const report = JSON.parse(readFileSync(path.join(DIST, 'bundle-report.json'), 'utf8'));
const byFile = new Map(report.chunks.map((c) => [c.fileName, c]));
const gz = new Map();
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length);
  return gz.get(file);
};
/** Bytes sent to a browser that accepts Brotli: the build's .br file (server/plugins/spa.ts). */
const sentOf = (file) => {
  const br = path.join(DIST, `${file}.br`);
  return existsSync(br) ? statSync(br).size : statSync(path.join(DIST, file)).size;
};
const closure = (file, seen = new Set()) => {
  if (!file || seen.has(file)) return seen;
  seen.add(file);
  for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
  return seen;
};
const sum = (files) => [...files].reduce((total, f) => total + gzipOf(f), 0);
const sent = (files) => [...files].reduce((total, f) => total + sentOf(f), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
/** The chunk a source module ended up in (its own lazy chunk, or a chunk it was merged into). */
const chunkOf = (moduleId) =>
  report.chunks.find((c) => c.facadeModuleId === moduleId)?.fileName ??
  report.chunks.find((c) => c.modules.includes(moduleId))?.fileName;
const modulesOf = (files) => [...files].flatMap((f) => byFile.get(f)?.modules ?? []);
const heavyIn = (modules) =>
  HEAVY.filter(([, , re]) => modules.some((m) => re.test(m))).map(([name]) => name);

const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
const listed = spawnSync(process.execPath, [tsx, 'build/routes.ts'], { encoding: 'utf8' });
if (listed.status !== 0) {
  console.error(listed.stderr);
  process.exit(1);
}
const routes = JSON.parse(listed.stdout);

const entry = report.chunks.find((c) => c.isEntry);
const entryFiles = closure(entry.fileName);
const shellFile = chunkOf(SHELL);
const shellFiles = closure(shellFile, new Set(entryFiles));
const problems = [];
if (!shellFile) problems.push(`no chunk of the app shell (${SHELL})`);

const rows = routes.map((route) => {
  const pageFile = route.page && chunkOf(route.page);
  if (!pageFile) {
    problems.push(`route ${route.path}: page ${route.page ?? '(not found)'} is in no chunk — not measured`);
    return { ...route, total: 0, sent: 0, files: 0, heavy: [], unused: [] };
  }
  const files = closure(pageFile, new Set(route.public ? entryFiles : shellFiles));
  const heavy = heavyIn(modulesOf(files));
  const uses = report.modules?.[route.page]?.staticPackages ?? [];
  const unused = heavy.filter((name) => {
    const pkg = HEAVY.find(([n]) => n === name)[1];
    return !uses.some((p) => p === pkg || p.startsWith(pkg));
  });
  return { ...route, total: sum(files), sent: sent(files), files: files.size, heavy, unused };
});
rows.sort((a, b) => b.total - a.total || a.path.localeCompare(b.path));

const login = rows.find((r) => r.path === '/login');
const signUp = chunkOf('/src/pages/login/RegisterForm.tsx');
const signUpTotal = signUp ? sum(closure(signUp, new Set(entryFiles))) : undefined;
const signUpSent = signUp ? sent(closure(signUp, new Set(entryFiles))) : undefined;

console.log(
  "\nJavaScript downloaded per route (gzip -9 = the budgets' measure; sent = Brotli bytes the server transfers;" +
    '\n* = public page of a visitor, without the shell)\n',
);
console.log(
  `${'route'.padEnd(56)} ${'page'.padEnd(46)} ${'files'.padStart(5)} ${'gzip -9'.padStart(10)} ${'sent (br)'.padStart(10)}  heavy libraries`,
);
const line = (a, b, files, total, transferred, heavy) =>
  console.log(
    `${a.padEnd(56)} ${b.padEnd(46)} ${String(files).padStart(5)} ${total.padStart(10)} ${transferred.padStart(10)}  ${heavy}`,
  );
line(
  '(entry)',
  entry.facadeModuleId ?? entry.fileName,
  entryFiles.size,
  kb(sum(entryFiles)),
  kb(sent(entryFiles)),
  heavyIn(modulesOf(entryFiles)).join(', ') || '—',
);
line(
  '(entry + app shell)',
  SHELL,
  shellFiles.size,
  kb(sum(shellFiles)),
  kb(sent(shellFiles)),
  heavyIn(modulesOf(shellFiles)).join(', ') || '—',
);
for (const r of rows) {
  const page = (r.page ?? '?').replace(/^\/src\//, '');
  const heavy = r.heavy.map((h) => (r.unused.includes(h) ? `${h} (NOT USED BY THE PAGE)` : h)).join(', ');
  line(
    `${r.path}${r.public ? ' *' : ''}`,
    page.length > 46 ? `…${page.slice(-45)}` : page,
    r.files,
    kb(r.total),
    kb(r.sent),
    heavy || '—',
  );
}
const largest = rows[0];
const orders = rows.find((r) => r.path === '/client/orders');
console.log(
  `\nlogin page: ${login ? `${kb(login.total)} gzip -9, ${kb(login.sent)} sent` : 'n/a'} (budget ${kb(BUDGET_LOGIN)} gzip; with the sign-up tab opened ${signUpTotal ? `${kb(signUpTotal)} gzip -9, ${kb(signUpSent)} sent` : 'n/a'})` +
    `\nlargest route: ${largest ? `${largest.path} ${kb(largest.total)} gzip -9, ${kb(largest.sent)} sent` : 'n/a'} (budget ${kb(BUDGET_ROUTE)} gzip); ${rows.length} routes` +
    `\n/client/orders: ${orders ? `${kb(orders.total)} gzip -9, ${kb(orders.sent)} sent` : 'n/a'}`,
);

if (process.argv.includes('--check')) {
  if (!login) problems.push('no /login route found');
  else if (login.total > BUDGET_LOGIN) problems.push(`login page ${kb(login.total)} > ${kb(BUDGET_LOGIN)}`);
  const entryHeavy = heavyIn(modulesOf(shellFiles));
  if (entryHeavy.length) problems.push(`the entry or the app shell contains ${entryHeavy.join(', ')}`);
  for (const r of rows) {
    if (r.total > BUDGET_ROUTE) problems.push(`${r.path} ${kb(r.total)} > ${kb(BUDGET_ROUTE)}`);
    if (r.unused.length)
      problems.push(`${r.path} downloads ${r.unused.join(', ')} that its page does not use`);
  }
  if (problems.length) {
    console.error(`\nBundle budget exceeded:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('Bundle budgets: OK');
}
