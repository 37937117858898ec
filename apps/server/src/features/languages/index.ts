/** The languages feature's public module: what other features may import from it. */
export { createVisitorLanguage } from './visitor-language.ts';
