import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NewPasswordFormSchema } from './auth-payloads';
import { firstIssueMessage } from './first-issue-message';
import { TagValueSchema } from './media-fields';

describe('the reset form’s messages', () => {
  it('are the spec’s, each on its field (the form shows them through useSchemaForm)', () => {
    const result = NewPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'other' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', 'Invalid password!'],
      ['confirmPassword', 'Passwords do not match!'],
    ]);
  });
});

describe('firstIssueMessage', () => {
  it("answers a one-field form's message, or the fallback", () => {
    const result = TagValueSchema.safeParse('x'.repeat(51));
    expect(result.error && firstIssueMessage(result.error)).toBe('Body of tag is too long, please try again');
    expect(firstIssueMessage(new z.ZodError([]), 'Invalid')).toBe('Invalid');
  });
});
