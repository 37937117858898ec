/** The languages feature's public module: what other features may import from it. */
export { clockWords } from './clock-words.ts';
export { hoursWordsIn } from './hours-words.ts';
export { itemsIn, type ServerMessageId, sentences, type Translate, translatorFor, wordsOf } from './messages.ts';
export { createVisitorLanguage } from './visitor-language.ts';
