import type { UserAddLimit } from '../plugins/rate-limit';

const HOUR_MS = 3_600_000;

const inMinutes = (waitMs: number) => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/** How many media items a plain user may add an hour (MEDIA_ADD_LIMIT); librarians and admins are not limited. */
export function mediaAddLimit(perHour: number): UserAddLimit {
  return {
    bucket: 'media',
    max: perHour,
    windowMs: HOUR_MS,
    message: (waitMs) => `You can add ${perHour} media items an hour; try again in ${inMinutes(waitMs)}`,
  };
}

/** Creators and series together: three for each media item a user may add, so a full form always fits. */
export function nameAddLimit(mediaPerHour: number): UserAddLimit {
  const perHour = mediaPerHour * 3;
  return {
    bucket: 'names',
    max: perHour,
    windowMs: HOUR_MS,
    message: (waitMs) => `You can add ${perHour} creators and series an hour; try again in ${inMinutes(waitMs)}`,
  };
}
