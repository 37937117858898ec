import type { FirebaseWebConfig } from '@bistro/contract/site-config';
import { FirebaseError, initializeApp } from '@firebase/app';
import {
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  getAuth,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from '@firebase/auth';
import { type IdentityService, popupFailures } from './identity-service.ts';

const invalidCredentials = 'Invalid email or password';

/** Firebase reports failures by code; these are the ones a person can act on, in words. */
const failureByCode: Record<string, string> = {
  'auth/invalid-credential': invalidCredentials,
  'auth/invalid-login-credentials': invalidCredentials,
  'auth/wrong-password': invalidCredentials,
  'auth/user-not-found': invalidCredentials,
  'auth/invalid-email': 'Enter a valid email address',
  'auth/email-already-in-use': 'An account with this email already exists. Log in instead.',
  'auth/weak-password': 'Password must be at least 8 characters',
  'auth/expired-action-code': 'This link has expired: ask for a new one.',
  'auth/invalid-action-code': 'This link is not valid any more (it works once): ask for a new one.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Cannot reach the sign-in service. Check your connection and try again.',
  'auth/operation-not-allowed': 'This way of signing in is not available here.',
  'auth/account-exists-with-different-credential': 'This email already signs in another way: use that one.',
  'auth/popup-blocked': popupFailures.blocked,
  'auth/popup-closed-by-user': popupFailures.closed,
  'auth/cancelled-popup-request': popupFailures.closed,
  'auth/timeout': popupFailures.timeout,
};

/** Runs a Firebase call; its failure is thrown again in words. */
async function inWords<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof FirebaseError) throw new Error(failureByCode[error.code] ?? fallback);
    throw error;
  }
}

/**
 * Firebase Authentication (the Firebase JS SDK), for restaurants that already run it. This
 * module and the SDK load only when /api/config says identity is `firebase`.
 */
export function createFirebaseIdentity(config: FirebaseWebConfig): IdentityService {
  const auth = getAuth(
    initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }),
  );
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });

  return {
    async current() {
      // Resolves once Firebase has read its persisted sign-in (what onAuthStateChanged first reports).
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user?.email) return null;
      return {
        email: user.email,
        displayName: user.displayName,
        emailVerified: user.emailVerified,
        idToken: await user.getIdToken(),
      };
    },

    async signInWithEmail(email, password) {
      await inWords(() => signInWithEmailAndPassword(auth, email, password), 'Could not log in');
    },

    async signUpWithEmail(email, password, name) {
      await inWords(async () => {
        const { user } = await createUserWithEmailAndPassword(auth, email, password);
        await updateProfile(user, { displayName: name });
        // As the built-in service does: a link to confirm the address goes out at sign-up.
        await sendEmailVerification(user);
        // The ID token our server reads next must carry the name just set.
        await user.getIdToken(true);
      }, 'Could not sign up');
    },

    async signInWithGoogle() {
      await inWords(() => signInWithPopup(auth, new GoogleAuthProvider()), 'Google sign-in failed');
    },

    async updateDisplayName(name) {
      const user = auth.currentUser;
      if (!user) throw new Error('Log in to change your name');
      await inWords(() => updateProfile(user, { displayName: name }), 'Could not update your name');
    },

    async sendVerificationEmail() {
      const user = auth.currentUser;
      if (!user) throw new Error('Log in to confirm your address');
      await inWords(() => sendEmailVerification(user), 'Could not send the message');
    },

    async requestPasswordReset(email) {
      // The same answer whether or not the address has an account, as with the built-in service.
      const unlessUnknown = (error: unknown) => {
        if (!(error instanceof FirebaseError && error.code === 'auth/user-not-found')) throw error;
      };
      await inWords(() => sendPasswordResetEmail(auth, email).catch(unlessUnknown), 'Could not send the message');
    },

    async resetPassword(code, newPassword) {
      await inWords(() => confirmPasswordReset(auth, code, newPassword), 'Could not set the new password');
    },

    signOut: () => signOut(auth),
  };
}
