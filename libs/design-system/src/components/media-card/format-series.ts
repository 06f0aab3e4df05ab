export interface SeriesInfo {
  name: string;
  /** Position in the series; may be fractional (2.5) or missing. */
  number?: number | string | null;
}

/** 'Dune #2', or just 'Dune' without a number. */
export function formatSeries({ name, number }: SeriesInfo): string {
  return number === undefined || number === null || number === '' ? name : `${name} #${number}`;
}
