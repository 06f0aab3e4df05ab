import { cleanStoredText } from '@shelfmark/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../errors';

const PARTS = ['params', 'query', 'body'] as const;

export const MALFORMED_ADDRESS_MESSAGE = 'The address is malformed: percent-encoded bytes must be UTF-8 text';

/** Whether every percent-encoded sequence of the address decodes to UTF-8 text (the router and query parser keep what does not as it is). */
function isWellEncoded(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every text a request brings (path, query, parsed body) is checked before its route sees it, by
 * the contract's one rule (ADR 0029): a NUL or a lone surrogate is a 400, invisible control
 * characters are dropped, a body nested too deeply to walk is a 400, and so is an address whose
 * percent-encoding is not UTF-8 (how a lone surrogate arrives in a query). Multipart uploads are read by their routes and checked there.
 */
export function registerStoredTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!isWellEncoded(request.url)) throw invalid(MALFORMED_ADDRESS_MESSAGE);
    for (const part of PARTS) {
      const cleaned = cleanStoredText(request[part]);
      if (!cleaned.ok) throw invalid(cleaned.message);
      if (cleaned.value !== request[part]) (request as Record<(typeof PARTS)[number], unknown>)[part] = cleaned.value;
    }
  });
}
