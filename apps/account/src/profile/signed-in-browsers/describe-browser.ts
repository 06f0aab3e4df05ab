/** The browser and system a User-Agent header names, in a reader's words; null when it names neither. */
export function describeBrowser(userAgent: string | null): { browser: string | null; system: string | null } {
  const ua = userAgent ?? '';
  return { browser: first(ua, BROWSERS), system: first(ua, SYSTEMS) };
}

type Rule = [pattern: RegExp, name: string];

const first = (ua: string, rules: Rule[]) => rules.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android also says Linux.
const BROWSERS: Rule[] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/^curl\//, 'curl'],
];

const SYSTEMS: Rule[] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];
