/**
 * An unexpected `console.error` fails the test that caused it (docs/architecture.md#tests): errors that are only logged
 * would otherwise pass unnoticed. A test that expects one spies on `console.error` itself (`vi.spyOn`), which
 * replaces this guard for that test.
 */
import { afterEach, beforeEach } from 'vitest';

const originalError = console.error;
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(args.map((arg) => (arg instanceof Error ? arg.stack ?? arg.message : String(arg))).join(' '));
    originalError(...args);
  };
});

afterEach(() => {
  console.error = originalError;
  if (logged.length > 0) {
    const lines = logged;
    logged = [];
    throw new Error(`unexpected console.error during the test:\n${lines.join('\n')}`);
  }
});
