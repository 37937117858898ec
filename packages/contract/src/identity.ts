import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants.ts';

export const emailSchema = z.email({ message: 'Enter a valid email address' }).trim().toLowerCase();

/**
 * POST /api/jwt: the email is optional; when sent it must be the proven identity's. The proof is
 * the built-in service's session cookie, or with Firebase the signed-in user's ID token.
 */
export const tokenRequestSchema = z.object({
  email: emailSchema.optional(),
  idToken: z.string().min(1).max(8192).optional(),
});
export const tokenResponseSchema = z.object({
  token: z.string(),
  /** Seconds until the token expires; the client renews it before then. */
  expiresIn: z.number().int().positive(),
});

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** POST /api/users (after sign-up and after Google sign-in). */
export const createUserSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  email: emailSchema,
});
export const createUserResponseSchema = z.object({
  insertedId: z.string().nullable(),
  message: z.string().optional(),
});

export const adminStatusSchema = z.object({ admin: z.boolean() });

export const signUpFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email: emailSchema,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(128, 'Password is too long'),
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** GET /api/users (admin): the restaurant's user records. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type User = z.infer<typeof userSchema>;
export const userIdSchema = z.object({ id: z.uuid({ message: 'User id must be a UUID' }) });
