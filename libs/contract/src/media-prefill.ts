// The links between "find it", "add it" and "request it": /addmedia and /mediarequest start
// from the same ?type=&title=&creator= (a search's text, a request being answered, a form half
// filled in), without zod.
import { MEDIA_TYPE_VALUES, type MediaType } from './media-type-info';

export interface MediaPrefill {
  type?: MediaType | null;
  title?: string;
  creator?: string;
}

function withPrefill(path: string, { type, title, creator }: MediaPrefill): string {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  if (title?.trim()) query.set('title', title.trim());
  if (creator?.trim()) query.set('creator', creator.trim());
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** /addmedia starting from what is known. */
export const addMediaPath = (prefill: MediaPrefill = {}): string => withPrefill('/addmedia', prefill);

/** /mediarequest starting from what is known. */
export const mediaRequestPath = (prefill: MediaPrefill = {}): string => withPrefill('/mediarequest', prefill);

/** The id of the staff's queue of open requests on /mediarequest, and the link to it. */
export const REQUEST_QUEUE_ID = 'request-queue';
export const REQUEST_QUEUE_PATH = `/mediarequest#${REQUEST_QUEUE_ID}`;

/** What a prefill link carries; a type that is not one is left out. */
export function readMediaPrefill(params: URLSearchParams): { type: MediaType | null; title: string; creator: string } {
  const type = params.get('type');
  return {
    type: MEDIA_TYPE_VALUES.find((value) => value === type) ?? null,
    title: params.get('title') ?? '',
    creator: params.get('creator') ?? '',
  };
}
