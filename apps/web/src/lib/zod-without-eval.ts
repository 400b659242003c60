/**
 * Tells zod never to compile parsers with `new Function` (its "jitless" setting), before zod is
 * first loaded. Our Content-Security-Policy has no 'unsafe-eval', so the compiled parsers could
 * never run here anyway; but without this, zod's first object parse probes whether eval works,
 * and the browser reports that probe as a policy violation on every sign-in (the reply's schema
 * is the page's first parse). zod reads `globalThis.__zod_globalConfig` when its core module
 * starts, so this module is the entry's first import; setting it later through zod's `config()`
 * would also put zod on the sign-in page's critical path.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
