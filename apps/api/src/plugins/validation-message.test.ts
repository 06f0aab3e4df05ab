import { UserMediaPatchSchema } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { issueMessage } from './validation-message';

const messageFor = (input: unknown) => {
  const issue = UserMediaPatchSchema.safeParse(input).error?.issues[0];
  return issue && issueMessage(issue as Parameters<typeof issueMessage>[0]);
};

describe('issueMessage', () => {
  it('names the rule of the one union branch the input was meant for', () => {
    expect(messageFor({ rating: 2.5 })).toBe('Rating must be a whole number from 0 to 10');
    expect(messageFor({ progress: -1 })).toBe('Must be 0 or more');
  });

  it("says 'Invalid input' when no single branch fits", () => {
    expect(messageFor({})).toBe('Invalid input');
    expect(messageFor({ status: 'owned' })).toMatch(/^Invalid option: expected one of "read"/);
    expect(messageFor({ rating: 5, favorited: true })).toBe('Invalid input');
  });

  it('passes other issues through', () => {
    expect(issueMessage({ code: 'too_small', message: 'Too short' })).toBe('Too short');
  });
});
