import { describe, expect, it } from 'vitest';
import { importsOf } from './source-imports.ts';

describe('the import reader of the boundary tests', () => {
  it('reads static, type-only, re-exported and dynamic imports', () => {
    const text = `import a from '@/a.ts';\nimport { b } from "../b.ts";\nexport { c } from './c.ts';\nconst d = await import('@/d.ts');\nimport type { E } from '@/e.ts';\nexport type { F } from '../f/index.ts';`;
    expect(importsOf(text)).toEqual(['@/a.ts', '../b.ts', './c.ts', '@/d.ts', '@/e.ts', '../f/index.ts']);
  });

  it('reads an import for its effect only', () => {
    expect(importsOf(`import '../features/orders/index.ts';\nimport "./styles.css";`)).toEqual([
      '../features/orders/index.ts',
      './styles.css',
    ]);
  });

  it('reads an import written over several lines, and not a word in a comment or a string', () => {
    const text = `import {\n  a,\n  type B,\n} from '../a.ts';\n// the important part\nconst s = 'export data';`;
    expect(importsOf(text)).toEqual(['../a.ts']);
  });
});
