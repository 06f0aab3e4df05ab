import { NewPasswordFormSchema } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { fieldErrors, withoutError } from './field-errors';

describe('fieldErrors', () => {
  it('gives each field its message', () => {
    const result = NewPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'other' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({ password: 'Invalid password!', confirmPassword: 'Passwords do not match!' });
  });

  it('drops one field and leaves the others', () => {
    expect(withoutError<'password' | 'confirmPassword'>({ password: 'a', confirmPassword: 'b' }, 'password')).toEqual({ confirmPassword: 'b' });
  });
});
