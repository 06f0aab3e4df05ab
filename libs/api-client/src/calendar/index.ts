export {
  getCalendar,
  getCalendarQueryOptions,
  regenerateCalendarFeed,
  revokeCalendarFeed,
  useCalendar,
  useRegenerateCalendarFeed,
  useRevokeCalendarFeed,
} from './calendar';
