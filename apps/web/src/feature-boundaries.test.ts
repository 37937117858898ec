import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryViolation, boundaryViolations, sourceRoot } from './test/feature-boundaries.ts';

const at = (file: string) => path.join(sourceRoot, file);

describe('feature boundaries of the web app', () => {
  it('are kept by every file, in any feature folder there is or will be', () => {
    expect(boundaryViolations()).toEqual([]);
  });

  it('refuse a feature importing another, whichever way the path is written', () => {
    const cart = at('features/cart/components/cart-table.tsx');
    expect(boundaryViolation(cart, '@/features/menu/api/get-menu.ts')).toMatch(/cart feature imports the menu feature/);
    expect(boundaryViolation(cart, '../../menu/api/get-menu.ts')).toMatch(/cart feature imports the menu feature/);
    expect(boundaryViolation(at('features/cart/api.ts'), '../menu/api/get-menu.ts')).toMatch(
      /imports the menu feature/,
    );
    expect(boundaryViolation(at('features/some-new-feature/x.ts'), '@/features/cart/x.ts')).toMatch(
      /some-new-feature feature imports the cart feature/,
    );
    expect(boundaryViolation(cart, '@/app/router.tsx')).toMatch(/imports the app/);
  });

  it('refuse shared code importing a feature or the app, and allow what composes', () => {
    expect(boundaryViolation(at('components/ui/button.tsx'), '@/features/cart/x.ts')).toMatch(/shared code imports/);
    expect(boundaryViolation(at('lib/api-client.ts'), '../app/router.tsx')).toMatch(/shared code imports the app/);
    expect(boundaryViolation(at('features/cart/components/x.tsx'), '../api/add.ts')).toBeNull();
    expect(boundaryViolation(at('features/cart/components/x.tsx'), '@/components/ui/button.tsx')).toBeNull();
    expect(boundaryViolation(at('app/routes/cart.tsx'), '@/features/cart/components/x.tsx')).toBeNull();
    expect(boundaryViolation(at('features/cart/x.ts'), 'react')).toBeNull();
  });
});
