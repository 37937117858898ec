import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, sourceFiles } from '@bistro/contract/test/source-imports';

/** apps/server */
export const serverRoot = path.resolve(import.meta.dirname, '..');
const srcRoot = path.join(serverRoot, 'src');
const featuresRoot = path.join(srcRoot, 'features');
const composition = path.join(srcRoot, 'app.ts');
const schemaFile = path.join(srcRoot, 'db/schema.ts');

/**
 * The shared code: every folder of src/ but the features and the commands (cli/, an entry point
 * like server.ts), so a new folder (jobs/ was one) is shared code as soon as it exists.
 */
const sharedFolders = readdirSync(srcRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['features', 'cli'].includes(entry.name))
  .map((entry) => path.join(srcRoot, entry.name));

const isShared = (file: string) => sharedFolders.some((folder) => !path.relative(folder, file).startsWith('..'));

/** The feature a file belongs to (the folder under src/features), or null. */
function featureOf(file: string): string | null {
  const [name, ...rest] = path.relative(featuresRoot, file).split(path.sep);
  return name && name !== '..' && rest.length > 0 ? name : null;
}

/** A feature's public module: the only file of it that other code may import. */
const publicModuleOf = (feature: string) => path.join(featuresRoot, feature, 'index.ts');

/** A test, or a helper only tests use: it drives the whole app as a client would, and is held to imports only. */
const isTestCode = (file: string) => /\.(test|testing)\.tsx?$/.test(file) || !file.startsWith(srcRoot);

/** The file an import names, when it is ours (a relative path); null for packages. */
function target(file: string, specifier: string): string | null {
  return specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null;
}

/**
 * Why `file` may not import `specifier`, or null when it may. A feature reaches another only
 * through its public module (features/<name>/index.ts); the shared code (every folder of src/ but
 * features/ and cli/) imports no feature, since features build on it; app.ts composes the app,
 * registering each feature's plugin and routes, and may import any of a feature's files. The rest
 * (server.ts, the commands, tests and their helpers) goes through the public modules too.
 */
export function boundaryViolation(file: string, specifier: string): string | null {
  const to = target(file, specifier);
  const into = to && featureOf(to);
  if (!to || !into) {
    return to === composition && featureOf(file)
      ? `the ${featureOf(file)} feature imports the app (${specifier}): the app composes the features`
      : null;
  }
  const from = featureOf(file);
  if (from === into || path.resolve(file) === composition) return null;
  if (isShared(file)) {
    return `shared code imports the ${into} feature (${specifier}): declare what it needs here and let app.ts pass it in`;
  }
  if (to === publicModuleOf(into)) return null;
  const who = from ? `the ${from} feature` : 'this file';
  return `${who} imports an internal of the ${into} feature (${specifier}): import its public module, features/${into}/index.ts`;
}

interface Source {
  file: string;
  text: string;
}

/** Every server source file (the app's and the test helpers'). */
function serverSources(): Source[] {
  return ['src', 'test']
    .flatMap((folder) => sourceFiles(path.join(serverRoot, folder)))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

const sources = serverSources();

/** The decorators a file puts on the app: the members of its `declare module 'fastify' { interface FastifyInstance { … } }`. */
export function declaredDecorators(text: string): string[] {
  const block = /interface FastifyInstance \{\n([\s\S]*?)\n {2}\}/.exec(text)?.[1] ?? '';
  return [...block.matchAll(/^ {4}(\w+)\??[:(<]/gm)].map((match) => match[1] ?? '');
}

/** The decorators a source text uses on the app: `app.x` (or `api.x`), and `const { x } = app`. */
export function decoratorsUsed(text: string): string[] {
  const used = [...text.matchAll(/(?<![\w./])(?:app|api)\.(\w+)/g)].map((match) => match[1] ?? '');
  const destructured = [...text.matchAll(/const \{([^}]*)\} = (?:app|api);/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map((name) => name.trim().split(':')[0]?.trim() ?? ''),
  );
  return [...new Set([...used, ...destructured])].filter(Boolean);
}

/** Who puts each of the app's decorators on it: a feature, or null for the shared code (database, clock, guards). */
export const decoratorOwners: ReadonlyMap<string, string | null> = new Map(
  sources.flatMap(({ file, text }) => declaredDecorators(text).map((name) => [name, featureOf(file)] as const)),
);

/** A plugin's name and the plugins it depends on, read from `featurePlugin('name', [deps], …)` or `fp(…, { name, dependencies })`. */
export function pluginDeclaration(text: string): { name: string; dependencies: string[] } | null {
  const match =
    /featurePlugin\(\s*'([\w-]+)',\s*\[([^\]]*)\]/.exec(text) ??
    /\{\s*name: '([\w-]+)'(?:,\s*dependencies: \[([^\]]*)\])?\s*\}/.exec(text);
  if (!match) return null;
  const dependencies = [...(match[2] ?? '').matchAll(/'([\w-]+)'/g)].map((each) => each[1] ?? '');
  return { name: match[1] ?? '', dependencies };
}

/** Each feature's plugin, as declared in features/<name>/<name>-plugin.ts. */
export const featurePluginDeclarations: ReadonlyMap<string, { name: string; dependencies: string[] }> = new Map(
  sources.flatMap(({ file, text }) => {
    const feature = featureOf(file);
    const declared = feature && file.endsWith('-plugin.ts') ? pluginDeclaration(text) : null;
    return feature && declared ? [[feature, declared] as const] : [];
  }),
);

/**
 * Why a file may not use these decorators of the app: another feature's repository (a feature
 * meets another through its front door, never its SQL), or another feature's front door that
 * its plugin does not name in its dependencies (so Fastify could not check the order at
 * start-up). Tests drive the whole app and are left out.
 */
export function decoratorViolations(file: string, text: string): string[] {
  if (isTestCode(file)) return [];
  const from = featureOf(file);
  if (!from && !isShared(file)) return [];
  const declared = from ? featurePluginDeclarations.get(from) : pluginDeclaration(text);
  const who = from ? `the ${from} feature` : `shared code (${path.relative(srcRoot, file)})`;
  return decoratorsUsed(text).flatMap((name) => {
    const owner = decoratorOwners.get(name);
    if (!owner || owner === from) return [];
    if (name.endsWith('Repository')) {
      return [`${who} uses the ${owner} feature's repository through the app (app.${name}): use its front door`];
    }
    if (!declared?.dependencies.includes(owner)) {
      return [`${who} uses app.${name} of the ${owner} feature without naming '${owner}' in its plugin's dependencies`];
    }
    return [];
  });
}

/** The names a public module exports. */
const exportedNames = (text: string) =>
  [...text.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map(
      (name) =>
        name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)
          .at(-1)
          ?.trim() ?? '',
    ),
  );

/** Why a feature's public module may not export this: a repository (its SQL stays inside), or everything of a file at once. */
export function publicModuleViolations(file: string, text: string): string[] {
  const feature = featureOf(file);
  if (!feature || file !== publicModuleOf(feature)) return [];
  const repositories = exportedNames(text).filter((name) => /Repository$|^create\w*Repository$/.test(name));
  return [
    ...repositories.map(
      (name) => `the ${feature} feature's public module exports its repository (${name}): export its front door`,
    ),
    ...(/export \*/.test(text)
      ? [`the ${feature} feature's public module exports a whole file: name what it exports`]
      : []),
  ];
}

/**
 * The feature that writes each table of db/schema.ts (its owner): only its code inserts, updates
 * or deletes rows there; another feature asks it (erasing a diner asks each feature for its part).
 * The backups restore the database as a whole, by table name, and are no feature's writer. The
 * answers kept with Idempotency-Keys are the shared database code's (`db`, db/idempotency.ts): a
 * feature's write takes a key through `onceByKey`, never by writing them itself.
 */
export const tableOwners: Readonly<Record<string, string>> = {
  menuItems: 'menu',
  menuSections: 'menu',
  menuItemSections: 'menu',
  optionGroups: 'menu',
  optionChoices: 'menu',
  menuItemOptionGroups: 'menu',
  users: 'users',
  adminGrants: 'users',
  staffNotices: 'notifications',
  signInAttempts: 'identity',
  authUsers: 'identity',
  authSessions: 'identity',
  authAccounts: 'identity',
  authVerifications: 'identity',
  cartItems: 'cart',
  testPaymentIntents: 'payments',
  payments: 'payments',
  orders: 'orders',
  orderLines: 'orders',
  orderEvents: 'orders',
  orderRefunds: 'orders',
  orderChanges: 'orders',
  restaurantSettings: 'restaurant',
  restaurantBrand: 'brand',
  salesPerItem: 'stats',
  salesPerDiner: 'stats',
  salesPerDay: 'stats',
  salesPerDayZone: 'stats',
  promoCodes: 'promo-codes',
  promoCodeUses: 'promo-codes',
  stockHolds: 'menu',
  testPaymentRefunds: 'payments',
  auditLog: 'audit',
  reviews: 'reviews',
  bookingSetup: 'bookings',
  deliverySetup: 'delivery',
  savedAddresses: 'delivery',
  tableCodes: 'tables',
  tableTabs: 'tables',
  tabPayments: 'tables',
  tabPaymentRefunds: 'tables',
  bookings: 'bookings',
  liveEvents: 'live',
  idempotentRequests: 'db',
};

/** The tables db/schema.ts declares (its `pgTable` exports). */
export const schemaTables = () =>
  [...readFileSync(schemaFile, 'utf8').matchAll(/^export const (\w+) = pgTable\(/gm)].map((match) => match[1] ?? '');

/** Why a file may not write these tables: they are another feature's (see `tableOwners`). */
export function tableWriteViolations(file: string, text: string): string[] {
  const from = featureOf(file);
  if (!from || isTestCode(file)) return [];
  const schemaImport = [...text.matchAll(/import (?:type )?\{([^}]*)\} from '[./]*db\/schema\.ts'/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.replace(/^\s*type\s+/, '').trim());
  const tables = new Set(schemaImport.filter((name) => name in tableOwners));
  const written = [
    ...text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g),
    ...text.matchAll(/(?:insert into|update|delete from)\s+\$\{(\w+)\}/gi),
  ].map((match) => match[1] ?? '');
  return [...new Set(written)]
    .filter((table) => tables.has(table) && tableOwners[table] !== from)
    .map((table) => `the ${from} feature writes ${table}, the ${tableOwners[table]} feature's table: ask that feature`);
}

/** Every boundary crossed in the server's source, as "file: why". */
export function boundaryViolations(): string[] {
  return sources.flatMap(({ file, text }) => {
    const why = [
      ...importsOf(text).flatMap((specifier) => boundaryViolation(file, specifier) ?? []),
      ...decoratorViolations(file, text),
      ...publicModuleViolations(file, text),
      ...tableWriteViolations(file, text),
    ];
    return why.map((reason) => `${path.relative(serverRoot, file)}: ${reason}`);
  });
}

/**
 * Which features each feature depends on: what it imports (type-only imports and tests
 * included), the decorators its code uses, and the plugins its plugin names.
 */
export function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const add = (from: string, to: string | null | undefined) => {
    if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
  };
  for (const { file, text } of sources) {
    const from = featureOf(file);
    if (!from) continue;
    for (const specifier of importsOf(text)) {
      const to = target(file, specifier);
      add(from, to && featureOf(to));
    }
    if (!isTestCode(file)) for (const name of decoratorsUsed(text)) add(from, decoratorOwners.get(name));
  }
  for (const [feature, { dependencies }] of featurePluginDeclarations) {
    for (const dependency of dependencies) if (featurePluginDeclarations.has(dependency)) add(feature, dependency);
  }
  return graph;
}

/** The import cycles of a feature graph, each named by its path ("a → b → a"), each once. */
export function importCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const cycles = new Set<string>();
  const done = new Set<string>();
  const walk = (feature: string, trail: string[]) => {
    const seenAt = trail.indexOf(feature);
    if (seenAt !== -1) {
      const cycle = trail.slice(seenAt);
      // Named from its alphabetically first feature, so a cycle found from any of its members reads the same.
      const first = cycle.indexOf([...cycle].sort()[0] ?? feature);
      const turned = [...cycle.slice(first), ...cycle.slice(0, first)];
      cycles.add([...turned, turned[0]].join(' → '));
      return;
    }
    if (done.has(feature)) return;
    for (const next of graph.get(feature) ?? []) walk(next, [...trail, feature]);
    done.add(feature);
  };
  for (const feature of [...graph.keys()].sort()) walk(feature, []);
  return [...cycles];
}
