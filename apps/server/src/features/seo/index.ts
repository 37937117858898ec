/** The seo feature's public module: what other features may import from it. */
export { type PageFacts, type PageHead, publicPages } from './page-head.ts';
