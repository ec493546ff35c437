/**
 * The last lines of `npm test`: which tests failed, and which passed only when run again, from the
 * JSON reports the lanes wrote to test-results/. CI keeps only the tail of a run's output, and the
 * two lanes' output is grouped, so a failure in the first lane would otherwise sit far above it.
 *
 *   tsx scripts/test-summary.ts [test-results]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface Assertion {
  fullName: string;
  status: string;
  failureMessages: string[] | null;
}
interface FileResult {
  name: string;
  status: 'failed' | 'passed';
  message: string;
  assertionResults: Assertion[];
}
interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numFailedTestSuites: number;
  testResults: FileResult[];
}

/** A report's file per run, in the order the lanes run them. */
const RUNS = ['unit', 'phone-locales', 'e2e'] as const;
const MESSAGE_LINES = 4;

const dir = process.argv[2] ?? 'test-results';
const lines: string[] = ['', '── test summary ──'];
for (const run of RUNS) {
  const path = join(dir, `${run}.json`);
  if (!existsSync(path)) {
    lines.push(`${run}: no report (the lane stopped before this run: build, typecheck, lint or an earlier run; see its output above)`);
    continue;
  }
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  lines.push(`${run}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numFailedTestSuites} files failed`);
  for (const file of report.testResults) {
    const where = relative(process.cwd(), file.name);
    if (file.status === 'failed' && file.message) lines.push(`  FAILED FILE ${where}`, ...firstLines(file.message));
    for (const test of file.assertionResults) {
      const messages = test.failureMessages ?? [];
      if (test.status === 'failed') lines.push(`  FAILED ${where} › ${test.fullName}`, ...firstLines(messages.at(-1) ?? ''));
      else if (test.status === 'passed' && messages.length > 0) {
        lines.push(`  passed when run again: ${where} › ${test.fullName}`, ...firstLines(messages[0]!));
      }
    }
  }
}
console.log(lines.join('\n'));

function firstLines(message: string): string[] {
  return message
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.includes('node_modules'))
    .slice(0, MESSAGE_LINES)
    .map((line) => `      ${line.slice(0, 300)}`);
}
