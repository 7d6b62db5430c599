import type { TestProject } from 'vitest/node';
import { buildTemplates, type Engine } from './template';

/**
 * The API projects' global set-up: one migrated and one seeded database for the project's engine,
 * which every test file of the project clones (tests/api/support/template.ts).
 */
export default async function setup(project: TestProject) {
  const engine: Engine = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const started = Date.now();
  const { templates, remove } = await buildTemplates(engine);
  console.log(
    `[${project.name}] templates migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide('apiTemplates', templates);
  return remove;
}
