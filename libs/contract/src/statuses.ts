import { z } from 'zod';
import { isAfterDay } from './dates';
import type { MediaType } from './media-types';
import { STATUS_VALUES, type Status, statusLabel } from './status-labels';

export { STATUS_VALUES, statusLabel, type Status } from './status-labels';

export const StatusSchema = z.enum(STATUS_VALUES);

export interface StatusOption {
  value: Status;
  label: string;
}

/**
 * The status dropdown: every status except the current one, and the watch list only for
 * media whose publication date is still in the future.
 */
export function statusOptions(
  type: MediaType,
  current: Status | null,
  publication: string | null,
  today: Date = new Date(),
): StatusOption[] {
  const upcoming = publication !== null && isAfterDay(publication, today);
  return STATUS_VALUES.filter((status) => status !== current && (status !== 'watch' || upcoming)).map(
    (status) => ({ value: status, label: statusLabel(type, status) }),
  );
}
