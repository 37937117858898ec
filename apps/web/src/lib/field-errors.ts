import { useCallback } from 'react';
import { type MessageId, type MessageValues, type Translate, useTranslateIfLoaded } from './i18n.ts';

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
  [/^Par level must be a whole number/, () => ['field.wholeNumber']],
  [/^Par level cannot be negative$/, () => ['field.notNegative']],
  [/^Par level can be at most (\d+)$/, (match) => ['field.atMostNumber', { max: Number(match[1]) }]],
  [/^(?:Price|A choice’s price) must be a number$/, () => ['field.priceNumber']],
  [/^Price must be more than 0$/, () => ['field.moreThanZero']],
  [
    /^(?:Price|A choice’s price) must be at most (\$[\d,]+)$/,
    (match) => ['field.atMostPrice', { price: match[1] ?? '' }],
  ],
  [/^(?:Price|A choice’s price) can have at most two decimals$/, () => ['field.twoDecimals']],
  [/^A choice’s price cannot be negative$/, () => ['field.notNegative']],
  [/^A tax category is a short word/, () => ['field.taxCategory']],
  [/^A section’s slug is lower-case letters/, () => ['field.slug']],
  [/^A dish is in one section at least/, () => ['field.oneSectionAtLeast']],
  [/^A dish is in at most ten sections$/, () => ['field.atMostTenSections']],
  [/^Each section once$/, () => ['field.eachSectionOnce']],
  [/^A collection is one of (.+)$/, (match) => ['field.collectionOneOf', { collections: match[1] ?? '' }]],
  [/^Each collection once$/, () => ['field.eachCollectionOnce']],
  [/^Each option group can be on a dish once$/, () => ['field.eachOptionGroupOnce']],
  [/^Menu item id must be a UUID$/, () => ['field.dishId']],
  [/^(?:Minimum|Maximum) must be a whole number$/, () => ['field.integer']],
  [/^Minimum cannot be negative$/, () => ['field.notNegative']],
  [/^Maximum must be at least (\d+)$/, (match) => ['field.atLeastNumber', { min: Number(match[1]) }]],
  [/^Minimum cannot be more than the maximum$/, () => ['field.notAboveMaximum']],
  [/^Maximum cannot be more than the number of choices$/, () => ['field.notAboveChoices']],
  [/^Each choice needs its own name$/, () => ['field.choiceNames']],
  [/^At most (\d+) default choices$/, (match) => ['field.atMostDefaults', { max: Number(match[1]) }]],
  [/^At least (\d+) default choices, or none$/, (match) => ['field.atLeastDefaults', { min: Number(match[1]) }]],
  [/^Group name cannot contain "(.+)"$/, (match) => ['field.cannotContain', { text: match[1] ?? '' }]],
  [/^A link must be a web address/, () => ['field.webAddress']],
  [/^Enter an email address$/, () => ['field.email']],
  [
    /^Code must be (\d+) to (\d+) letters, digits, dashes or underscores$/,
    (match) => ['field.codeFormat', { min: Number(match[1]), max: Number(match[2]) }],
  ],
  [/^(?:Percent off|Amount off|Minimum order|Total uses|Uses per diner) must be a number$/, () => ['field.aNumber']],
  [/^(?:Percent off|Amount off|Minimum order) must be more than 0$/, () => ['field.moreThanZero']],
  [/^Percent off must be at most (\d+)$/, (match) => ['field.atMostNumber', { max: Number(match[1]) }]],
  [
    /^(?:Amount off|Minimum order) must be at most (\$[\d,]+)$/,
    (match) => ['field.atMostPrice', { price: match[1] ?? '' }],
  ],
  [/^(?:Percent off|Amount off|Minimum order) can have at most two decimals$/, () => ['field.atMostTwoDecimals']],
  [/^(?:Total uses|Uses per diner) must be a whole number$/, () => ['field.integer']],
  [
    /^(?:Total uses|Uses per diner) must be at least (\d+)$/,
    (match) => ['field.atLeastNumber', { min: Number(match[1]) }],
  ],
  [
    /^(?:Total uses|Uses per diner) must be at most ([\d,]+)$/,
    (match) => ['field.atMostNumber', { max: Number(match[1]?.replaceAll(',', '')) }],
  ],
  [/^(?:Start|End) must be a day as YYYY-MM-DD/, () => ['field.chooseDay']],
  [/^The last day cannot be before the first$/, () => ['field.lastBeforeFirst']],
  [/^Uses per diner cannot be more than the total uses$/, () => ['field.notAboveTotalUses']],
  [/^The amount off cannot be more than the minimum order$/, () => ['field.notAboveMinimumOrder']],
  [/^The first day must not be after the last$/, () => ['field.firstAfterLast']],
  [/^A report covers at most (\d+) days$/, (match) => ['field.reportAtMostDays', { max: Number(match[1]) }]],
  [/^Choose a day, as YYYY-MM-DD/, () => ['field.chooseDayAsDate']],
  [/^.+ must be plain text, without HTML$/, () => ['field.plainText']],
  [/^Invalid input: expected number, received NaN$/, () => ['field.aNumber']],
  [/^Invalid input: expected int, received number$/, () => ['field.integer']],
  [/^Too small: expected number to be >=(-?[\d.]+)$/, (match) => ['field.atLeastNumber', { min: Number(match[1]) }]],
  [/^Too big: expected number to be <=(-?[\d.]+)$/, (match) => ['field.atMostNumber', { max: Number(match[1]) }]],
  [/^.+ must be a number(?: of km)?$/, () => ['field.aNumber']],
  [/^.+ must be (?:a whole number|whole minutes)$/, () => ['field.integer']],
  [/^.+ must be at least (\d+)$/, (match) => ['field.atLeastNumber', { min: Number(match[1]) }]],
  [/^.+ must be at most ([\d,]+)$/, (match) => ['field.atMostNumber', { max: Number(match[1]?.replaceAll(',', '')) }]],
  [/^.+ cannot be below 0$/, () => ['field.notNegative']],
  [/^.+ can have at most two decimals$/, () => ['field.atMostTwoDecimals']],
  [/^Radius must be more than 0 km$/, () => ['field.moreThanZero']],
  [/^Radius must be at most (\d+) km$/, (match) => ['field.atMostKm', { max: Number(match[1]) }]],
  [/^Preparation is at most (\d+) minutes$/, (match) => ['field.atMostMinutes', { max: Number(match[1]) }]],
  [/^At most (\d+) minutes a km$/, (match) => ['field.atMostMinutes', { max: Number(match[1]) }]],
  [/^Radius zones are measured from the restaurant: set its location/, () => ['field.setLocation']],
  [/^A combination needs at least two tables$/, () => ['field.twoTables']],
  [/^Two tables have the same name$/, () => ['field.sameTableName']],
  [/^(.+) is given twice$/, (match) => ['field.givenTwice', { tables: match[1] ?? '' }]],
  [/^Stay times must go up by party size, each size once$/, () => ['field.staysByPartySize']],
  [/^Use at most three decimals, e\.g\. 8\.875$/, () => ['field.threeDecimals']],
  [/^At most five tip choices$/, () => ['field.atMostTipChoices']],
  [/^Each tip choice once$/, () => ['field.eachTipOnce']],
  [/^Use a time of day as HH:MM/, () => ['field.chooseTime']],
  [/^An exception is for a day, YYYY-MM-DD$/, () => ['field.chooseDay']],
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

/**
 * A problem a form lists of the contract's check, in the page's language (`fieldError`): the
 * contract's words name their field, a translation of them does not, so it gets the form's name
 * for that field (`field`) first; without its full stop, as the problems are listed with semicolons.
 */
export function problemNamingField(
  message: string,
  field: string | undefined,
  t: Translate,
  fieldError: (message: string) => string,
): string {
  const words = fieldError(message);
  if (words === message) return words;
  const problem = words.replace(/\.$/, '');
  return field ? t('field.problemOf', { field, problem }) : problem;
}
