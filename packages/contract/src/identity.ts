import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, TEXT_LIMITS } from './constants.ts';
import { languageSchema } from './language-schemas.ts';
import { SAME_SITE_PATH } from './pages.ts';
import { phoneSchema } from './phone.ts';
import { lineOfText, ONE_LINE, token } from './text.ts';

export const emailSchema = z
  .email({ message: 'Enter a valid email address' })
  .max(254, 'An email address has at most 254 characters')
  .trim()
  .toLowerCase();

/** A person's display name, as shown in the dashboard and the users list. */
export const personNameSchema = lineOfText({ label: 'Name', min: 1, max: TEXT_LIMITS.personName });

/** A new password's length rules; the server also refuses the most common passwords. */
export const newPasswordSchema = z
  .string({ message: 'Password must be text' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password can have at most ${MAX_PASSWORD_LENGTH} characters`)
  .regex(ONE_LINE, 'Password must be one line, without control characters');

/** A password typed to sign in: any text within the longest allowed. */
export const passwordSchema = z
  .string({ message: 'Password must be text' })
  .min(1, 'Enter your password')
  .max(MAX_PASSWORD_LENGTH, 'Password is too long')
  .regex(ONE_LINE, 'Password must be one line, without control characters');

/**
 * POST /api/jwt: the email is optional; when sent it must be the proven identity's. The proof is
 * the built-in service's session cookie, or with Firebase the signed-in user's ID token.
 */
export const tokenRequestSchema = z.object({
  email: emailSchema.optional(),
  idToken: token({ label: 'ID token', max: 8192 }).optional(),
});
export const tokenResponseSchema = z.object({
  token: z.string(),
  /** Seconds until the token expires; the client renews it before then. */
  expiresIn: z.number().int().positive(),
});

/**
 * Who may do what: customers; kitchen staff (the order board); drivers (their deliveries: take one
 * out, mark it delivered); administrators (everything).
 */
export const roles = ['user', 'staff', 'driver', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Whether a role works for the restaurant (kitchen staff, administrators): it sees every order and booking. */
export const isStaffRole = (role: Role | null | undefined): boolean => role === 'staff' || role === 'admin';

/** POST /api/users (after sign-up and after Google sign-in). */
export const createUserSchema = z.object({ name: personNameSchema, email: emailSchema });
export const createUserResponseSchema = z.object({
  insertedId: z.string().nullable(),
  message: z.string().optional(),
});

/** GET /api/users/admin/:email: the spec's admin flag, and the role it comes from (staff see the kitchen board). */
export const adminStatusSchema = z.object({ admin: z.boolean(), role: roleSchema });

export const signUpFormSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const loginFormSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginForm = z.infer<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((form) => form.password === form.confirm, { message: 'The passwords do not match', path: ['confirm'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** GET /api/users (admin): the restaurant's user records. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type User = z.infer<typeof userSchema>;

/** GET /api/users/me: the signed-in person's own record, with what checkout fills in from it. */
export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** Where the restaurant may call about an order; checkout starts with it. */
  phone: z.string().nullable(),
  /** The language the account reads the site in, whichever browser it signs in on; null until chosen. */
  language: languageSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PATCH /api/users/me: a phone number to keep on the profile (null removes it), and/or the
 * account's language (one the site offers; null forgets it).
 */
export const updateProfileSchema = z
  .object({ phone: phoneSchema.nullable().optional(), language: languageSchema.nullable().optional() })
  .refine((change) => change.phone !== undefined || change.language !== undefined, {
    message: 'Send a phone, a language, or both',
  });
export type UpdateProfile = z.infer<typeof updateProfileSchema>;
export const userIdSchema = z.object({ id: z.uuid({ message: 'User id must be a UUID' }) });

/**
 * The identity service's own endpoints (built-in service, under /api/auth), as this site calls
 * them: the server checks each body against these before the service sees it.
 */
/** Where an identity flow sends the browser when it is done: a path on this site, never another host. */
export const returnPathSchema = z
  .string({ message: 'Where to go next must be text' })
  .max(200, 'Where to go next can have at most 200 characters')
  .regex(SAME_SITE_PATH, 'Where to go next must be a path on this site, starting with one "/"');

/** The query parameters by which the identity service's flows are told where to go when done. */
export const returnPathParameters = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'] as const;

export const identityRequests = {
  signIn: z.object({
    email: emailSchema,
    password: passwordSchema,
    rememberMe: z.boolean().optional(),
  }),
  signUp: z.object({
    name: personNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    /** The page the confirmation link opens once the address is confirmed (the profile unless said). */
    callbackURL: returnPathSchema.optional(),
  }),
  updateUser: z.object({ name: personNameSchema }),
  sendVerificationEmail: z.object({ email: emailSchema, callbackURL: returnPathSchema.optional() }),
  requestPasswordReset: z.object({ email: emailSchema }),
  resetPassword: z.object({ token: token({ label: 'Reset token', max: 200 }), newPassword: newPasswordSchema }),
};

/** The answer to a sign-in refused because of too many failed attempts for that account. */
export const signInThrottledDetailsSchema = z.object({ retryAfterSeconds: z.number().int().positive() });

/** The person as the identity service knows them. */
export const identityUserSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** Whether the address was confirmed through the link mailed to it. */
  emailVerified: z.boolean(),
});
export type IdentityUser = z.infer<typeof identityUserSchema>;

/** GET /api/auth/get-session: who is signed in (no session token: that stays in the HttpOnly cookie). */
export const identitySessionSchema = z.object({ user: identityUserSchema }).nullable();
export type IdentitySession = z.infer<typeof identitySessionSchema>;

/** What the identity service's other endpoints answer, as far as the browser may see it. */
export const identityAnswerSchema = z.object({
  user: identityUserSchema.optional(),
  status: z.boolean().optional(),
  success: z.boolean().optional(),
  message: z.string().optional(),
});
