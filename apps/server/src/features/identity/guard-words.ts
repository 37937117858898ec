import type { GuardWords } from '../../plugins/app/authentication.ts';
import { wordsOf } from '../languages/index.ts';

/** The refusals of the API's guards (plugins/app/authentication.ts), in every language. */
export const guardWords: GuardWords = {
  noToken: wordsOf('refusal.noAccessToken'),
  foreignToken: wordsOf('refusal.foreignToken'),
  invalidToken: wordsOf('refusal.tokenInvalid'),
  accountGone: wordsOf('refusal.accountGoneLogIn'),
  sessionEnded: wordsOf('refusal.sessionEndedPassword'),
  adminsOnly: wordsOf('refusal.adminsOnly'),
  staffOnly: wordsOf('refusal.staffOnly'),
  staffOrDriversOnly: wordsOf('refusal.staffOrDriversOnly'),
  logIn: wordsOf('refusal.logInToContinue'),
  ownDataOnly: wordsOf('refusal.ownDataOnly'),
};
