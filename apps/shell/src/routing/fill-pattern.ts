/**
 * A path from a route pattern and parameters as they appear in a URL (already encoded, so
 * they are not encoded again). An optional parameter without a value is left out.
 */
export function fillPattern(pattern: string, params: Record<string, string | undefined>): string {
  const path = pattern.replace(/\/:(\w+)\??/g, (_, name: string) => (params[name] ? `/${params[name]}` : ''));
  return path || '/';
}
