/** The brand feature's public module: what other features may import from it. */
export type { BrandService } from './brand-service.ts';
