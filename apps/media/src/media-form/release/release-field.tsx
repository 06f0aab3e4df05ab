import type { DatePrecision } from '@shelfmark/contract';
import { TextField } from '@shelfmark/design-system';
import { Select } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { withPrecision } from './release-value';

const PRECISIONS: DatePrecision[] = ['day', 'month', 'year'];

interface ReleaseFieldProps {
  value: string;
  precision: DatePrecision;
  error: string | undefined;
  onChange: (value: string, precision: DatePrecision) => void;
}

/**
 * Release, known to the day, the month or only the year (an 1813 novel): a select says how much
 * is known, then a date input, a month input (YYYY-MM where browsers have no month picker) or a
 * year. Future dates are allowed: they are what the Watch List is for.
 */
export function ReleaseField({ value, precision, error, onChange }: ReleaseFieldProps) {
  const t = useT('media');
  const input =
    precision === 'day'
      ? { type: 'date' }
      : precision === 'month'
        ? { type: 'month', placeholder: t('form.releaseMonthPlaceholder'), pattern: '\\d{4}-\\d{2}' }
        : { inputMode: 'numeric' as const, maxLength: 4, placeholder: t('form.releaseYearPlaceholder') };
  return (
    <div className="media-form__row media-form__release">
      <TextField label={t('form.release')} value={value} onChange={(event) => onChange(event.target.value, precision)} error={error} autoComplete="off" {...input} />
      <Select
        label={t('form.releaseKnownTo')}
        value={precision}
        options={PRECISIONS.map((option) => ({ value: option, label: t(`form.releasePrecision.${option}`) }))}
        onChange={(event) => {
          const next = event.target.value as DatePrecision;
          onChange(withPrecision(value, precision, next), next);
        }}
      />
    </div>
  );
}
