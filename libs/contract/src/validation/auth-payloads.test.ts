import { describe, expect, it } from 'vitest';
import {
  NewPasswordFormSchema,
  NewPasswordSchema,
  PasswordResetRequestSchema,
  RegistrationFormSchema,
  RegistrationSchema,
  SignInSchema,
} from './auth-payloads';

const password = 'correct horse battery';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('sign-in', () => {
  it('takes a username and a password', () => {
    expect(SignInSchema.parse({ username: 'ada_99', password })).toEqual({ username: 'ada_99', password });
  });

  it('reports invalid fields with the spec messages', () => {
    expect(issues(SignInSchema.safeParse({ username: 'ada lovelace', password: 'short' }))).toEqual([
      ['username', 'Invalid Username!'],
      ['password', 'Invalid password!'],
    ]);
  });
});

describe('registration', () => {
  const registration = { email: 'ada@example.com', username: 'ada_99', password };

  it('takes email, username and password', () => {
    expect(RegistrationSchema.parse(registration)).toEqual(registration);
    expect(issues(RegistrationSchema.safeParse({ ...registration, email: 'ada' }))).toEqual([['email', 'Invalid Email!']]);
  });

  it('needs the confirmation to match, and the payload drops it', () => {
    expect(RegistrationFormSchema.safeParse({ ...registration, confirmPassword: password }).success).toBe(true);
    expect(issues(RegistrationFormSchema.safeParse({ ...registration, confirmPassword: `${password}!` }))).toEqual([
      ['confirmPassword', 'Passwords must match'],
    ]);
    expect(RegistrationSchema.parse({ ...registration, confirmPassword: password })).toEqual(registration);
  });
});

describe('password reset', () => {
  it('requests a reset by email', () => {
    expect(PasswordResetRequestSchema.safeParse({ email: 'ada@example.com' }).success).toBe(true);
    expect(issues(PasswordResetRequestSchema.safeParse({ email: 'ada@' }))).toEqual([['email', 'Invalid Email!']]);
  });

  it('sets a new password of at least 12 characters', () => {
    expect(NewPasswordSchema.safeParse({ password }).success).toBe(true);
    expect(issues(NewPasswordSchema.safeParse({ password: 'short' }))).toEqual([['password', 'Invalid password!']]);
  });

  it('says Passwords do not match! when the confirmation differs', () => {
    expect(NewPasswordFormSchema.safeParse({ password, confirmPassword: password }).success).toBe(true);
    expect(issues(NewPasswordFormSchema.safeParse({ password, confirmPassword: 'something else' }))).toEqual([
      ['confirmPassword', 'Passwords do not match!'],
    ]);
  });
});
