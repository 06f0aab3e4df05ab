import { describe, expect, it } from 'vitest';
import { EmailSchema, PasswordSchema, UsernameSchema } from './user-fields';
import { VALIDATION_MESSAGES } from './messages';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('username', () => {
  it('accepts letters, digits and underscores', () => {
    expect(UsernameSchema.safeParse('ada_99').success).toBe(true);
    expect(UsernameSchema.safeParse('ADA').success).toBe(true);
  });

  it.each(['ada lovelace', '', 'ada-l', 'ada!', 'adé'])('rejects %j with Invalid Username!', (username) => {
    expect(messageOf(UsernameSchema.safeParse(username))).toBe('Invalid Username!');
  });

  it('has the hint text', () => {
    expect(VALIDATION_MESSAGES.usernameHint).toBe('Username can only contain letters, numbers, and underscores');
  });
});

describe('password', () => {
  it('needs at least 12 characters', () => {
    expect(PasswordSchema.safeParse('123456789012').success).toBe(true);
    expect(messageOf(PasswordSchema.safeParse('12345678901'))).toBe('Invalid password!');
  });

  it('has the hint text', () => {
    expect(VALIDATION_MESSAGES.passwordHint).toBe('Password should be at least 12 characters long');
  });
});

describe('email', () => {
  it('accepts a standard address', () => {
    expect(EmailSchema.safeParse('ada@example.com').success).toBe(true);
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', ''])('rejects %j with Invalid Email!', (email) => {
    expect(messageOf(EmailSchema.safeParse(email))).toBe('Invalid Email!');
  });
});
