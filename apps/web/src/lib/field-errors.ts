import { useCallback } from 'react';
import { type MessageId, type MessageValues, useTranslateIfLoaded } from './i18n.ts';

/**
 * The contract's field messages, as the schemas word them in English (the API answers them so),
 * and the catalog's words for each: shown under the field, they need not name it again.
 */
const FIELD_MESSAGES: [RegExp, (match: RegExpExecArray) => [MessageId, MessageValues?]][] = [
  [/^.+ is required$/, () => ['field.required']],
  [/^.+ can have at most (\d+) characters$/, (match) => ['field.atMost', { max: Number(match[1]) }]],
  [/^An email address has at most (\d+) characters$/, (match) => ['field.atMost', { max: Number(match[1]) }]],
  [/^.+ needs at least (\d+) characters$/, (match) => ['field.atLeast', { min: Number(match[1]) }]],
  [/^.+ must be one line, without control characters$/, () => ['field.oneLine']],
  [/^.+ cannot contain control characters$/, () => ['field.noControlCharacters']],
  [/^(?:Enter a valid email address|Give an email address)$/, () => ['field.email']],
  [
    /^Enter a phone number of (\d+) to (\d+) digits/,
    (match) => ['field.phone', { min: Number(match[1]), max: Number(match[2]) }],
  ],
  [/^Password must be at least (\d+) characters$/, (match) => ['field.passwordAtLeast', { min: Number(match[1]) }]],
  [/^Enter your password$/, () => ['field.passwordEnter']],
  [/^The passwords do not match$/, () => ['field.passwordsDiffer']],
  [/^Choose a time$/, () => ['field.chooseTime']],
  [/^Pick why the order is cancelled\.$/, () => ['field.pickCancelReason']],
  [/^Say why in the note: the diner reads it\.$/, () => ['field.sayWhyInNote']],
  [/^Stock must be a whole number/, () => ['field.wholeNumber']],
  [/^Stock cannot be negative$/, () => ['field.notNegative']],
  [/^Stock can be at most (\d+)$/, (match) => ['field.atMostNumber', { max: Number(match[1]) }]],
  [/^A whole number, or empty for none$/, () => ['field.wholeNumber']],
  [/^At most (\d+)$/, (match) => ['field.atMostNumber', { max: Number(match[1]) }]],
  [/^Say how much to refund, e\.g\. 4\.50$/, () => ['field.refundAmount']],
  [/^Choose how many of a dish to refund, or refund an amount$/, () => ['field.chooseRefund']],
  [/^Choose how many of a dish to take off$/, () => ['field.chooseTakeOff']],
  [/^That is every dish of the order: cancel the order instead$/, () => ['field.everyDish']],
  [/^Add a dish to the order\.$/, () => ['field.addDish']],
  [/^Type the amount handed over, e\.g\. 20\.$/, () => ['kitchen.typeTendered']],
  [/^The amount has at most two decimals\.$/, () => ['field.twoDecimals']],
  [/^Choose the day\.$/, () => ['field.chooseDay']],
  [/^Choose the time\.$/, () => ['field.chooseTime']],
  [/^Type the tip, e\.g\. 2\.50\.$/, () => ['field.typeTip']],
  [/^Choose 1 to 5 stars$/, () => ['reviews.chooseStars']],
  [/^Enter the name to show\.$/, () => ['field.enterName']],
];

/**
 * A field's validation message in the page's language: English pages keep the contract's own
 * words (and so does a form shown without a catalog); another language's get the catalog's, and a
 * message no pattern knows stays as written.
 */
export function useFieldErrorWords(): (message: string) => string {
  const page = useTranslateIfLoaded();
  return useCallback(
    (message) => {
      if (!page || page.language === 'en') return message;
      for (const [pattern, words] of FIELD_MESSAGES) {
        const match = pattern.exec(message);
        if (match) return page.t(...words(match));
      }
      return message;
    },
    [page],
  );
}
