/// <reference types="node" />
import { readdirSync } from 'node:fs';
import path from 'node:path';

const IMPORT =
  /(?:^|[^\w.])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm;

/** The import specifiers of a source text (static, type-only, re-exports, for effect only, and dynamic). */
export function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** Every .ts/.tsx file under a folder, as absolute paths. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
