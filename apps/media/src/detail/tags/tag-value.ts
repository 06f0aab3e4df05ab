import { MESSAGES, type Tag } from '@shelfmark/contract';

/**
 * Checks a typed tag: null for an empty value (nothing happens), an error message, or the value
 * to add. Throws 'Something whent wrong' when the checks' chunk cannot be fetched (offline).
 */
export async function checkTagValue(text: string, existing: readonly Tag[]): Promise<{ value: string } | { error: string } | null> {
  if (text.trim() === '') return null;
  const { firstIssueMessage, TagValueSchema } = await import('../checks').catch(() => {
    throw new Error(MESSAGES.somethingWentWrong);
  });
  const parsed = TagValueSchema.safeParse(text);
  if (!parsed.success) return { error: firstIssueMessage(parsed.error) };
  const value = parsed.data;
  if (existing.some((tag) => tag.tagValue.toLowerCase() === value.toLowerCase())) return { error: MESSAGES.tagAlreadyOnMedia };
  return { value };
}
