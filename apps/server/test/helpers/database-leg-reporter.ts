/**
 * Ends every test run with one line saying what the PostgreSQL leg did, so a run without PostgreSQL cannot pass
 * for a full one: multi-process and race tests run only there.
 *
 *   PostgreSQL leg: 21 suites ran (418 tests), PGlite leg: 19 suites
 *   PostgreSQL leg: SKIPPED — 21 suites did not run (no PostgreSQL answered); CI requires it (REQUIRE_POSTGRES=1)
 *
 * Suites are recognised by the names `describeEachDatabase` and `describeOnPostgres` give them.
 */
import type { Reporter, TestModule, TestSuite } from 'vitest/node';

const POSTGRES = ' [postgres]';
const PGLITE = ' [pglite]';

function* databaseSuites(modules: ReadonlyArray<TestModule>): Generator<TestSuite> {
  for (const module of modules) {
    for (const suite of module.children.suites()) {
      if (suite.name.endsWith(POSTGRES) || suite.name.endsWith(PGLITE)) yield suite;
    }
  }
}

/** How many of a suite's tests ran (passed or failed), as opposed to skipped or filtered out. */
function testsRun(suite: TestSuite): number {
  let count = 0;
  for (const test of suite.children.allTests()) {
    const state = test.result().state;
    if (state === 'passed' || state === 'failed') count++;
  }
  return count;
}

const suites = (n: number) => `${n} ${n === 1 ? 'suite' : 'suites'}`;

export function databaseLegSummary(modules: ReadonlyArray<TestModule>): string | undefined {
  let postgresRan = 0;
  let postgresTests = 0;
  let postgresSkipped = 0;
  let pgliteRan = 0;
  for (const suite of databaseSuites(modules)) {
    const ran = testsRun(suite);
    if (suite.name.endsWith(PGLITE)) {
      if (ran > 0) pgliteRan++;
    } else if (ran > 0) {
      postgresRan++;
      postgresTests += ran;
    } else if (suite.state() === 'skipped') {
      postgresSkipped++;
    }
  }
  if (postgresRan === 0 && postgresSkipped === 0 && pgliteRan === 0) return undefined;
  if (postgresRan === 0 && postgresSkipped > 0) {
    return (
      `PostgreSQL leg: SKIPPED — ${suites(postgresSkipped)} did not run (no PostgreSQL answered), so neither did the ` +
      `multi-process and race tests; CI requires it (REQUIRE_POSTGRES=1). PGlite leg: ${suites(pgliteRan)}`
    );
  }
  const skipped = postgresSkipped > 0 ? `, ${postgresSkipped} skipped` : '';
  return `PostgreSQL leg: ${suites(postgresRan)} ran (${postgresTests} tests)${skipped}, PGlite leg: ${suites(pgliteRan)}`;
}

export default class DatabaseLegReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const line = databaseLegSummary(modules);
    if (line) process.stdout.write(`\n ${line}\n\n`);
  }
}
