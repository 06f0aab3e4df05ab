export {
  closeMediaRequest,
  createMediaRequest,
  getMediaRequestsQueryOptions,
  listMediaRequests,
  useCloseMediaRequest,
  useCreateMediaRequest,
  useMediaRequests,
} from './media-requests';
export type { MediaRequestClosing, MediaRequestFilter } from './media-requests';
