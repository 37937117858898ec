import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, sourceFiles } from '@bistro/contract/test/source-imports';

/** apps/web/src */
export const sourceRoot = path.resolve(import.meta.dirname, '..');

/** Where a file sits: in one feature (its name), in the shared code, in the app, or elsewhere. */
function placeOf(file: string): { kind: 'feature'; name: string } | { kind: 'shared' | 'app' | 'other' } {
  const [top, name] = path.relative(sourceRoot, file).split(path.sep);
  if (top === 'features' && name) return { kind: 'feature', name };
  if (top === 'components' || top === 'lib' || top === 'config') return { kind: 'shared' };
  if (top === 'app') return { kind: 'app' };
  return { kind: 'other' };
}

/** The file an import names, when it is ours (the `@/` alias or a relative path); null for packages. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.join(sourceRoot, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return null;
}

/**
 * Why `file` may not import `specifier`, or null when it may. Features never import each other
 * (however the path is written, `@/features/x` or `../x`) nor the app, which composes them; the
 * shared code (components, lib, config) imports neither features nor the app.
 */
export function boundaryViolation(file: string, specifier: string): string | null {
  const to = target(file, specifier);
  if (!to) return null;
  const from = placeOf(file);
  const into = placeOf(to);
  if (from.kind === 'feature') {
    if (into.kind === 'app')
      return `the ${from.name} feature imports the app (${specifier}): the app's routes compose features`;
    if (into.kind === 'feature' && into.name !== from.name) {
      return `the ${from.name} feature imports the ${into.name} feature (${specifier}): features never import each other; the app's routes compose them`;
    }
  }
  if (from.kind === 'shared' && (into.kind === 'feature' || into.kind === 'app')) {
    const what = into.kind === 'feature' ? `the ${into.name} feature` : 'the app';
    return `shared code imports ${what} (${specifier}): pass what it needs in, or move the shared part here`;
  }
  return null;
}

/** Every boundary crossed in the web app's source, as "file: why". */
export function boundaryViolations(): string[] {
  return sourceFiles(sourceRoot).flatMap((file) =>
    importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const why = boundaryViolation(file, specifier);
      return why ? [`${path.relative(sourceRoot, file)}: ${why}`] : [];
    }),
  );
}
