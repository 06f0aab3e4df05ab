import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsOfIssues } from './schema-like';

describe('errorsOfIssues', () => {
  it('keeps the first of several issues of one field, and puts issues about the whole value under form', () => {
    const schema = z.object({ code: z.string().min(3, 'first').regex(/\d/, 'second'), note: z.string() });
    const result = schema.safeParse({ code: 'a', note: 1 });
    expect(result.error?.issues).toHaveLength(3);
    expect(result.error && errorsOfIssues(result.error.issues)).toEqual({ code: 'first', note: expect.any(String) });
    const onlyWhole = z.string().refine(() => false, 'whole').safeParse('x');
    expect(onlyWhole.error && errorsOfIssues(onlyWhole.error.issues)).toEqual({ form: 'whole' });
  });

  it('reads a nested issue as its top-level field', () => {
    expect(errorsOfIssues([{ path: ['fields', 'tags'], message: 'Tags are for a year only' }])).toEqual({ fields: 'Tags are for a year only' });
  });

});
