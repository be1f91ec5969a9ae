/**
 * Zod as the web app imports it: `import { z } from 'zod'` resolves here (vite.config.ts aliases `zod` to this
 * module), so Zod is set up before any module can define or parse a schema, in whichever chunk first needs it.
 *
 * Zod compiles object parsers with `new Function` unless told not to, and probes for that ability on the first
 * parse. The CSP forbids eval, so the probe would be reported as a violation: parse without JIT.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
