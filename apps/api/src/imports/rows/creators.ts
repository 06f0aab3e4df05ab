/**
 * Roles some exports append to a contributor's name ("Natasha Wimmer (Translator)" in
 * Hardcover's Author column). Someone named with one of these is not a creator of the work.
 */
const CONTRIBUTOR_ROLES = new Set([
  'translator',
  'translation',
  'narrator',
  'reader',
  'read by',
  'illustrator',
  'illustrations',
  'cover artist',
  'cover illustrator',
  'cover design',
  'photographer',
  'colorist',
  'letterer',
  'inker',
  'editor',
  'compiler',
  'contributor',
  'foreword',
  'introduction',
  'afterword',
  'preface',
  'adapter',
  'adaptation',
  'annotator',
]);
/** Roles that are authorship, written on the name all the same (Goodreads' pages mark its members). */
const AUTHOR_ROLES = new Set(['author', 'goodreads author', 'co-author', 'creator', 'writer']);

/** A list cell split on its commas, but not on the commas inside a name's parentheses ("Jane Doe (Editor, Translator)"). */
export function splitNames(cell: string | undefined): string[] {
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of cell ?? '') {
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) {
      names.push(current);
      current = '';
    } else current += char;
  }
  return [...names, current].map((name) => name.trim()).filter(Boolean);
}

function readName(written: string): { name: string; role: boolean } {
  const match = /^(.*?)\s*\(([^()]*)\)$/.exec(written);
  const roles = match?.[2]?.split(/\s*(?:,|&|\band\b)\s*/i).map((role) => role.trim().toLowerCase()) ?? [];
  if (!match?.[1] || roles.length === 0) return { name: written, role: false };
  if (roles.every((role) => AUTHOR_ROLES.has(role))) return { name: match[1], role: false };
  if (roles.every((role) => CONTRIBUTOR_ROLES.has(role) || AUTHOR_ROLES.has(role))) return { name: match[1], role: !roles.some((role) => AUTHOR_ROLES.has(role)) };
  // "Prince (musician)", "Anonymous (Beowulf poet)": the parentheses are part of the name.
  return { name: written, role: false };
}

/**
 * The creators among names a file gives (split from its author cells), as the catalogue keeps
 * them: a name marked with a contributor role (translator, narrator, illustrator, editor…) is
 * not a creator, since the catalogue has no place for roles and would show them as authors.
 * Only when every name carries such a role (an anthology's editors) are they the creators,
 * without the role. Repeats are dropped.
 */
export function creatorsOf(names: string[]): string[] {
  const named = names.map((name) => name.trim()).filter(Boolean).map(readName);
  const authors = named.filter((person) => !person.role);
  const chosen = authors.length > 0 ? authors : named;
  const seen = new Set<string>();
  return chosen.map((person) => person.name).filter((name) => !seen.has(name.toLowerCase()) && Boolean(seen.add(name.toLowerCase())));
}
