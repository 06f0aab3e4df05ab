import { toIsoDate, type DatePrecision } from '@shelfmark/contract';
import { TextField } from '@shelfmark/design-system';
import { Select } from '@shelfmark/design-system/controls';
import { formatDate, useT } from '@shelfmark/i18n';
import { useId } from 'react';
import { withPrecision, type PartialDateParts } from './reading-dates';

const PRECISIONS: DatePrecision[] = ['day', 'month', 'year'];
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

interface PartialDateFieldProps {
  legend: string;
  parts: PartialDateParts;
  onChange: (parts: PartialDateParts) => void;
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * A reading date known to the day, the month or the year (users remember "summer 2019"): a
 * select says how much is known, then a date input, a month and a year, or a year alone. Native
 * controls with visible labels in one fieldset, so it works with a keyboard and a screen reader,
 * and wraps on a narrow screen. The error shows under the control it is about.
 */
export function PartialDateField({ legend, parts, onChange, error, hint }: PartialDateFieldProps) {
  const t = useT('media');
  const monthMissing = parts.precision === 'month' && parts.month === '' && parts.year !== '';
  const hintId = useId();
  // The hint is about the whole date: it spans the fieldset, and every control is described by it.
  const described = hint ? { 'aria-describedby': hintId } : {};
  return (
    <fieldset className="media-detail__date">
      <legend>{legend}</legend>
      <Select
        label={t('readings.knownTo')}
        className="media-detail__date-precision"
        value={parts.precision}
        options={PRECISIONS.map((precision) => ({ value: precision, label: t(`readings.precision.${precision}`) }))}
        onChange={(event) => onChange(withPrecision(parts, event.target.value as DatePrecision))}
        {...described}
      />
      {parts.precision === 'day' ? (
        <TextField
          type="date"
          label={t('readings.day')}
          max={toIsoDate(new Date())}
          value={parts.day}
          onChange={(event) => onChange({ ...parts, day: event.target.value })}
          error={error}
          {...described}
        />
      ) : (
        <>
          {parts.precision === 'month' && (
            <Select
              label={t('readings.month')}
              placeholder={t('readings.monthPlaceholder')}
              value={parts.month}
              options={MONTHS.map((month) => ({ value: String(month), label: formatDate(Date.UTC(2000, month - 1, 1), { month: 'long', timeZone: 'UTC' }) }))}
              onChange={(event) => onChange({ ...parts, month: event.target.value })}
              error={monthMissing ? error : undefined}
              {...described}
            />
          )}
          <TextField
            label={t('readings.year')}
            className="media-detail__date-year"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder={t('readings.yearPlaceholder')}
            value={parts.year}
            onChange={(event) => onChange({ ...parts, year: event.target.value.replace(/\D/g, '') })}
            error={monthMissing ? undefined : error}
            {...described}
          />
        </>
      )}
      {hint && (
        <p id={hintId} className="media-detail__date-hint">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
