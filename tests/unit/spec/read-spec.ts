import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A line of a spec file with its 1-based number, so a failing check can name it. */
export interface SpecLine {
  file: string;
  number: number;
  text: string;
}

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/spec');

/** The lines of tests/fixtures/spec/<name>.txt (copies of the shared specs, for CI). */
export function readSpec(name: '000' | '001'): SpecLine[] {
  const file = `spec ${name}`;
  return readFileSync(path.join(FIXTURES, `${name}.txt`), 'utf8')
    .split('\n')
    .map((text, index) => ({ file, number: index + 1, text }));
}

/** The lines of the section whose heading starts with `## <number>.`. */
export function section(lines: SpecLine[], number: number): SpecLine[] {
  const start = lines.findIndex((line) => line.text.startsWith(`## ${number}.`));
  if (start < 0) throw new Error(`no section ${number}`);
  const end = lines.findIndex((line, index) => index > start && line.text.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

export const where = (line: SpecLine) => `${line.file}:${line.number} «${line.text.trim()}»`;
