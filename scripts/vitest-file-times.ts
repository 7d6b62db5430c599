import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A vitest reporter: each test file's whole cost — its environment, the harness, importing it, its
 * set-up files, its tests and hooks (the API files' database copy and sign-ins are in their hooks) —
 * appended as a JSON line to FILE_TIMES_OUT.
 */
export default class FileTimes implements Reporter {
  onTestModuleEnd(testModule: TestModule) {
    const d = testModule.diagnostic();
    const seconds =
      (d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) /
      1000;
    const out = process.env.FILE_TIMES_OUT;
    if (!out) return;
    appendFileSync(
      out,
      `${JSON.stringify({
        project: testModule.project.name,
        file: testModule.moduleId,
        seconds,
        environment: d.environmentSetupDuration / 1000,
        prepare: d.prepareDuration / 1000,
        collect: d.collectDuration / 1000,
        setup: d.setupDuration / 1000,
        tests: d.duration / 1000,
      })}\n`,
    );
  }
}
