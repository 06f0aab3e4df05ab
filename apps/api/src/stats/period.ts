/** The stretch of time a stats view covers: a calendar year in UTC, or all time (null). */
export interface StatsPeriod {
  year: number;
  from: string;
  to: string;
}

export function yearPeriod(year: number): StatsPeriod {
  const iso = (y: number) => `${String(y).padStart(4, '0')}-01-01T00:00:00Z`;
  return { year, from: iso(year), to: iso(year + 1) };
}
