import { CALL_PREFIXES } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { withPrefix } from './with-prefix';

describe('withPrefix', () => {
  it("joins the prefix and the error with ': '", async () => {
    const getMedia = withPrefix(CALL_PREFIXES.getMedia, async (_id: number) => {
      throw new ApiError(404, null);
    });
    await expect(getMedia(3)).rejects.toThrow(/^Failed to get media: Request failed with status: 404$/);
  });

  it('keeps the status and server message of an ApiError', async () => {
    const putTag = withPrefix(CALL_PREFIXES.putTagOnMedia, async () => {
      throw new ApiError(400, 'That tag is already associated with this book.');
    });
    await expect(putTag()).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Failed to put tag on media: Request failed with status: 400',
      status: 400,
      serverMessage: 'That tag is already associated with this book.',
    });
  });

  it('prefixes other errors and keeps them as the cause', async () => {
    const networkError = new TypeError('Failed to fetch');
    const search = withPrefix(CALL_PREFIXES.search, async () => {
      throw networkError;
    });
    const error = await search().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: 'Failed to find items from search: Failed to fetch', cause: networkError });
  });

  it('passes arguments and results through', async () => {
    const double = withPrefix(CALL_PREFIXES.getItemTotal, async (count: number) => count * 2);
    await expect(double(21)).resolves.toBe(42);
  });
});
