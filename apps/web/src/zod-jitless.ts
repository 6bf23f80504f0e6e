// Imported first by main.tsx, before anything that loads zod. Our content
// security policy forbids eval (script-src 'self'); zod's fast path probes
// `new Function` when its first object schema is created, and the browser
// reports that probe as a CSP violation even though zod catches it. Zod reads
// this global config when it loads: jitless skips the probe and the fast path.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

export {};
