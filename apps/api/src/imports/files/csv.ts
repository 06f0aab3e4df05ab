import { CsvError, parse } from 'csv-parse/sync';
import { invalid } from '../../errors';

export interface CsvRecord {
  /** 1-based line of the record in the file (where it ends, for a record spanning lines). */
  line: number;
  cell(column: string): string;
  /** Whether the file has this column at all. */
  has(column: string): boolean;
}

function brokenCsv(error: CsvError, fileLabel: string): Error {
  const line = (error as CsvError & { lines?: number }).lines;
  const where = line ? ` at line ${line}` : '';
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return invalid(`${fileLabel} has broken quoting: a quote opened${where} is never closed`);
  if (error.code === 'CSV_INVALID_CLOSING_QUOTE') return invalid(`${fileLabel} has broken quoting${where}`);
  if (error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') return invalid(`${fileLabel} has a row with the wrong number of columns${where}`);
  return invalid(`${fileLabel} is not a readable CSV file${where}`);
}

/**
 * Reads a whole CSV file (UTF-8, with or without BOM) whose first line names the columns,
 * checking that the required ones are there. Anything unreadable is a 400 saying where.
 */
export function readCsv(data: Buffer, required: readonly string[], fileLabel: string, serviceName: string): CsvRecord[] {
  if (data.length === 0) throw invalid(`${fileLabel} is empty`);
  if (data.includes(0)) throw invalid(`${fileLabel} is not a CSV file`);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(data, { bom: true, info: true, skip_empty_lines: true, relax_column_count: false }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw brokenCsv(error, fileLabel);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw invalid(`${fileLabel} is empty`);
  const columns = new Map(header.record.map((name, index) => [name.trim(), index]));
  const missing = required.filter((name) => !columns.has(name));
  if (missing.length > 0) {
    throw invalid(`This is not a ${serviceName} export: ${fileLabel} lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  }
  return rows.map(({ record, info }) => ({
    line: info.lines,
    cell: (column) => {
      const index = columns.get(column);
      return index === undefined ? '' : (record[index] ?? '');
    },
    has: (column) => columns.has(column),
  }));
}
