import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, sourceFiles } from '@bistro/contract/test/source-imports';

/** apps/server */
export const serverRoot = path.resolve(import.meta.dirname, '..');
const featuresRoot = path.join(serverRoot, 'src/features');
const sharedFolders = ['db', 'http', 'plugins', 'config'].map((folder) => path.join(serverRoot, 'src', folder));
const composition = path.join(serverRoot, 'src/app.ts');

/** The feature a file belongs to (the folder under src/features), or null. */
function featureOf(file: string): string | null {
  const [name, ...rest] = path.relative(featuresRoot, file).split(path.sep);
  return name && name !== '..' && rest.length > 0 ? name : null;
}

/** A feature's public module: the only file of it that other code may import. */
const publicModuleOf = (feature: string) => path.join(featuresRoot, feature, 'index.ts');

/** The file an import names, when it is ours (a relative path); null for packages. */
function target(file: string, specifier: string): string | null {
  return specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null;
}

/**
 * Why `file` may not import `specifier`, or null when it may. A feature reaches another only
 * through its public module (features/<name>/index.ts); the shared code (db, http, plugins,
 * config) imports no feature, since features build on it; app.ts composes the app, registering
 * each feature's plugin and routes, and may import any of a feature's files. The rest (server.ts,
 * the admin command, tests and their helpers) goes through the public modules too.
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
  if (sharedFolders.some((folder) => !path.relative(folder, file).startsWith('..'))) {
    return `shared code imports the ${into} feature (${specifier}): declare what it needs here and let app.ts pass it in`;
  }
  if (to === publicModuleOf(into)) return null;
  const who = from ? `the ${from} feature` : 'this file';
  return `${who} imports an internal of the ${into} feature (${specifier}): import its public module, features/${into}/index.ts`;
}

/** Every server source file (the app's and the test helpers') with the imports it has. */
function serverImports(): { file: string; specifiers: string[] }[] {
  return ['src', 'test']
    .flatMap((folder) => sourceFiles(path.join(serverRoot, folder)))
    .map((file) => ({ file, specifiers: importsOf(readFileSync(file, 'utf8')) }));
}

/** Every boundary crossed in the server's source, as "file: why". */
export function boundaryViolations(): string[] {
  return serverImports().flatMap(({ file, specifiers }) =>
    specifiers.flatMap((specifier) => {
      const why = boundaryViolation(file, specifier);
      return why ? [`${path.relative(serverRoot, file)}: ${why}`] : [];
    }),
  );
}

/** Which features each feature imports (type-only imports and tests included). */
export function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { file, specifiers } of serverImports()) {
    const from = featureOf(file);
    if (!from) continue;
    for (const specifier of specifiers) {
      const to = target(file, specifier);
      const into = to && featureOf(to);
      if (!into || into === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(into));
    }
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
