import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';
import { EmailSchema, PasswordSchema, UsernameSchema } from './user-fields';

/** Body of POST /sessions. */
export const SignInSchema = z.object({ username: UsernameSchema, password: PasswordSchema });
export type SignIn = z.infer<typeof SignInSchema>;

/** Body of POST /users. */
export const RegistrationSchema = z.object({
  email: EmailSchema,
  username: UsernameSchema,
  password: PasswordSchema,
  /** The code of an invitation link (ADR 0037); needed while registration is by invitation. */
  invitation: z.string().max(100).optional(),
});
export type Registration = z.infer<typeof RegistrationSchema>;

export const RegistrationFormSchema = RegistrationSchema.extend({ confirmPassword: z.string() }).refine(
  (form) => form.password === form.confirmPassword,
  { message: VALIDATION_MESSAGES.passwordsMustMatch, path: ['confirmPassword'] },
);
export type RegistrationForm = z.infer<typeof RegistrationFormSchema>;

/** The reset-request form; POST /users/passwordreset sends the email alone as plain text. */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** Body of PATCH /users/passwordreset/{token}. */
export const NewPasswordSchema = z.object({ password: PasswordSchema });
export type NewPassword = z.infer<typeof NewPasswordSchema>;

export const NewPasswordFormSchema = NewPasswordSchema.extend({ confirmPassword: z.string() }).refine(
  (form) => form.password === form.confirmPassword,
  { message: VALIDATION_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] },
);
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;
