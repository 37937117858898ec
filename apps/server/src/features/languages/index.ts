/** The languages feature's public module: what other features may import from it. */
export { type ServerMessageId, type Translate, translatorFor, wordsOf } from './messages.ts';
export { createVisitorLanguage } from './visitor-language.ts';
