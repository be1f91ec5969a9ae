/**
 * Accounts as the API speaks of them: the signed-in user, the session answer, sign-in and registration bodies and
 * the password policy. The server validates and documents its account routes with these, and the web app reads
 * the same shapes, so a field added here reaches both.
 */
import { z } from 'zod';
import { languageSchema } from './enums';

/** The longest password the server hashes (characters); a longer one is refused before any work is done. */
export const HARD_MAX_PASSWORD_LENGTH = 1024;

/**
 * A password as a request carries it. The bound is on UTF-16 units, generous enough for any password the policy
 * accepts in characters (up to four units each), and small enough that no body makes the hash slow.
 */
export const passwordSchema = z.string().max(HARD_MAX_PASSWORD_LENGTH * 4);

export const SIGN_IN_METHODS = ['password', 'google'] as const;
export const signInMethodSchema = z.enum(SIGN_IN_METHODS);
export type SignInMethod = z.infer<typeof signInMethodSchema>;

/** The signed-in person as every guarded route sees them. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string().describe('Empty when none was given; greet by username then.'),
  email: z.string(),
  emailVerified: z
    .boolean()
    .describe('The address is confirmed. Until then the account is not made an admin by ADMIN_EMAILS and cannot send or accept invitations.'),
  isAdmin: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The user as `GET /api/user`, `GET /api/session`, `POST /api/login` and `POST /api/register` answer. */
export const userSchema = sessionUserSchema.extend({
  created: z.iso.datetime(),
  signInMethods: z.array(signInMethodSchema).optional().describe('How this account can sign in.'),
});
export type User = z.infer<typeof userSchema>;

/** `GET /api/session`: who is signed in, `null` when nobody is (never a 401). */
export const sessionAnswerSchema = z.object({ user: userSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** `POST /api/login`: a username or an e-mail address, and the password. */
export const signInBodySchema = z.object({ username: z.string().max(320), password: passwordSchema });
export type SignInBody = z.infer<typeof signInBodySchema>;

/** `POST /api/register`. Username, address and password rules are checked by the server (400 with a code). */
export const registrationBodySchema = z.object({
  username: z.string().max(200),
  email: z.string().max(320),
  password: passwordSchema,
  displayName: z.string().max(80).optional(),
  lang: languageSchema.optional().describe('Language of the verification e-mail (default: Accept-Language)'),
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

/** `GET /api/password-policy`: the rules the sign-up form shows while typing. */
export const passwordPolicySchema = z.object({
  schemaVersion: z.literal(1),
  minLength: z.number().int(),
  maxLength: z.number().int().optional(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireDigit: z.boolean(),
  requireSpecial: z.boolean(),
  rejectsCommonPasswords: z.literal(true),
});
export type PasswordPolicyAnswer = z.infer<typeof passwordPolicySchema>;
