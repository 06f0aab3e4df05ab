import { VALIDATION_MESSAGES } from '@shelfmark/contract';
import { TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import type { WatchKind } from './watch-kind';

interface WatchDateFieldProps {
  kind: WatchKind;
  /** YYYY-MM-DD. */
  value: string;
  today: string;
  onChange: (day: string) => void;
}

/** A day later than today breaks the reading-date rule (spec section 5); an empty field means today. */
export function watchDateError(day: string, today: string): string | undefined {
  return day > today ? VALIDATION_MESSAGES.readingDateInFuture : undefined;
}

/** When the next marks were watched: today unless changed, never later than today. */
export function WatchDateField({ kind, value, today, onChange }: WatchDateFieldProps) {
  const t = useT('media');
  return (
    <TextField
      className="submedia__date"
      label={t(`submedia.${kind}.date`)}
      type="date"
      max={today}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={watchDateError(value, today)}
    />
  );
}
