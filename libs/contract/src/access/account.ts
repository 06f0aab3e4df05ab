import { z } from 'zod';
import { IsoDateTimeSchema } from '../date-schemas';
import { EmailSchema, PasswordSchema } from '../validation/user-fields';
import { VALIDATION_MESSAGES } from '../validation/messages';

/** Refusals of the "Your account" calls (issue 33); the spec words none of them. */
export const ACCOUNT_MESSAGES = {
  wrongPassword: 'That is not your current password',
  emailLinkInvalid: 'This confirmation link is invalid, used or expired',
  sameEmail: 'That is already your email',
  emailTaken: 'That email is already used by another account',
  lastAdmin: 'You are the last admin: make another user admin before deleting your account',
  notYourself: 'Delete your own account from your profile, not here',
} as const;

/** Hours a link confirming a new email works. */
export const EMAIL_CHANGE_LIFETIME_HOURS = 24;

/** Any stored password may be typed to prove who you are, including one shorter than today's rule. */
const CurrentPasswordSchema = z.string().min(1, ACCOUNT_MESSAGES.wrongPassword).max(1024, ACCOUNT_MESSAGES.wrongPassword);

/** Body of POST /account/password. */
export const ChangePasswordSchema = z.object({ currentPassword: CurrentPasswordSchema, newPassword: PasswordSchema });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** Body of POST /account/email: the new address, and the password to prove it is you. */
export const ChangeEmailSchema = z.object({ email: EmailSchema, password: CurrentPasswordSchema });
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;

/** Body of POST /account/email/confirm: the token of the link mailed to the new address. */
export const ConfirmEmailSchema = z.object({ token: z.string().min(1, ACCOUNT_MESSAGES.emailLinkInvalid).max(200, ACCOUNT_MESSAGES.emailLinkInvalid) });
export type ConfirmEmail = z.infer<typeof ConfirmEmailSchema>;

/** Body of DELETE /account. */
export const DeleteAccountSchema = z.object({ password: CurrentPasswordSchema });
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

/** Answer of GET /account/email: the address in use, and the change waiting for confirmation if any. */
export const AccountEmailSchema = z.object({
  email: z.string(),
  pending: z.object({ email: z.string(), expires: IsoDateTimeSchema }).nullable(),
});
export type AccountEmail = z.infer<typeof AccountEmailSchema>;

/** The change-password form: the new password typed twice. */
export const ChangePasswordFormSchema = ChangePasswordSchema.extend({ confirmPassword: z.string() }).refine(
  (form) => form.newPassword === form.confirmPassword,
  { message: VALIDATION_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] },
);
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** The delete-account form: the password, and the username typed out as a deliberate confirmation. */
export function deleteAccountFormSchema(username: string, mismatch: string) {
  return DeleteAccountSchema.extend({ typed: z.string() }).refine((form) => form.typed.trim() === username, { message: mismatch, path: ['typed'] });
}

/** The languages the web app ships (libs/i18n's LANGUAGES), by their BCP 47 tags. */
export const LANGUAGE_VALUES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja'] as const;

/**
 * GET and PUT /account/language: the language chosen in the profile (issue 32), null while
 * none is chosen and the browser's own language decides.
 */
export const AccountLanguageSchema = z.object({
  language: z.enum(LANGUAGE_VALUES, { error: `The language must be one of ${LANGUAGE_VALUES.join(', ')}, or null` }).nullable(),
});
export type AccountLanguage = z.infer<typeof AccountLanguageSchema>;
