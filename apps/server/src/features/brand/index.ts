/** The brand feature's public module: what other features may import from it. */
export {
  type BrandService,
  type OwnerSettings,
  ownerSettings,
  sameSettings,
  siteConfigWith,
} from './brand-service.ts';
