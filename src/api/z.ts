// The one zod entry for the project: zod/mini as a namespace, with its JIT compiler turned off.
// JIT parsing builds code with `new Function`, which a strict CSP (no 'unsafe-eval') forbids,
// so it is disabled before any schema is parsed. Every schema module imports `z` from here.
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
