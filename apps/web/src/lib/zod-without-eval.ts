// Zod compiles its object parsers with `new Function` where the page allows it, and probes for
// that as the first schema is made. The site's Content Security Policy allows no eval: the probe
// is refused and reported as a violation (Lighthouse's Best Practices count it). So the app parses
// without. Zod reads its configuration from this global (shared by every copy of it): set here,
// before the first page's code loads zod, it costs the first load no byte of zod's.
const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHolder.__zod_globalConfig = Object.assign(zodHolder.__zod_globalConfig ?? {}, { jitless: true });

// A module (not a script): imported for the setting alone.
export {};
