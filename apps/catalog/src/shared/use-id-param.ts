import { IdSchema } from '@shelfmark/contract';
import { useParams } from 'react-router-dom';

/** A path id as a number, or null when it is not a valid id (e.g. /creator/abc). */
export function useIdParam(name: string): number | null {
  const raw = useParams()[name];
  if (!raw || !/^\d+$/.test(raw)) return null;
  const parsed = IdSchema.safeParse(Number(raw));
  return parsed.success ? parsed.data : null;
}
