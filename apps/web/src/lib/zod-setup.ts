/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for that ability on the
 * first parse. The CSP forbids eval, so the probe would be reported as a violation: parse without JIT.
 * Imported first in main.tsx, before any schema runs.
 */
import { config } from 'zod';

config({ jitless: true });
