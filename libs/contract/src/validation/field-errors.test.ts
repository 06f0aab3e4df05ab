import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NewPasswordFormSchema } from './auth-payloads';
import { fieldErrors, firstIssueMessage, withoutError } from './field-errors';
import { TagValueSchema } from './media-fields';

describe('fieldErrors', () => {
  it('gives each field the message of its first issue', () => {
    const result = NewPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'other' });
    expect(result.error && fieldErrors(result.error)).toEqual({ password: 'Invalid password!', confirmPassword: 'Passwords do not match!' });
  });

  it('keeps the first of several issues of one field, and puts issues about the whole value under form', () => {
    const schema = z.object({ code: z.string().min(3, 'first').regex(/\d/, 'second'), note: z.string() });
    const result = schema.safeParse({ code: 'a', note: 1 });
    expect(result.error?.issues.map((issue) => issue.message)).toHaveLength(3);
    expect(result.error && fieldErrors(result.error)).toEqual({ code: 'first', note: expect.any(String) });
    const onlyWhole = z.string().refine(() => false, 'whole').safeParse('x');
    expect(onlyWhole.error && fieldErrors(onlyWhole.error)).toEqual({ form: 'whole' });
  });
});

describe('firstIssueMessage', () => {
  it("answers a one-field form's message, or the fallback", () => {
    const result = TagValueSchema.safeParse('x'.repeat(51));
    expect(result.error && firstIssueMessage(result.error)).toBe('Body of tag is too long, please try again');
    expect(firstIssueMessage(new z.ZodError([]), 'Invalid')).toBe('Invalid');
  });
});

describe('withoutError', () => {
  it('drops one field and leaves the others', () => {
    expect(withoutError<'password' | 'confirmPassword'>({ password: 'a', confirmPassword: 'b' }, 'password')).toEqual({ confirmPassword: 'b' });
  });
});
