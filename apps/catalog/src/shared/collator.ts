/** Compares names the way a reader expects: letter case and accents aside, numbers by value. */
export const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
