/**
 * Genre names as other services write them ("Sci-Fi", "Science Fiction", "Children's"…) to
 * the spec's fixed genre ids. Names with no counterpart (Western, Musical…) map to nothing.
 */
const GENRE_WORDS: [RegExp, number][] = [
  [/^historical( fiction)?$/, 8],
  [/^(science[ -]?fiction|sci[ -]?fi|scifi|sf)$/, 2],
  [/^fantasy$/, 1],
  [/^(literary )?fiction$/, 3],
  [/^(mystery|crime|detective|thriller|suspense|mystery & thriller)$/, 4],
  [/^(non[ -]?fiction|documentary|biography|memoir|history|true crime|essays?)$/, 5],
  [/^(children'?s|kids|family|picture books?)$/, 6],
  [/^(graphic novels?|comics?|manga|comic books?)$/, 7],
  [/^horror$/, 9],
  [/^poetry$/, 10],
  [/^romance$/, 11],
  [/^(young adult|ya|teen)$/, 12],
  [/^(adventure|action & adventure|action and adventure)$/, 13],
  [/^drama$/, 14],
  [/^action$/, 15],
  [/^anime$/, 16],
  [/^(comedy|humou?r|sitcom)$/, 17],
];

export function genreIdsFor(names: readonly string[]): number[] {
  const ids = names.flatMap((name) => {
    const folded = name.trim().toLowerCase();
    const hit = GENRE_WORDS.find(([pattern]) => pattern.test(folded));
    // "Action & Adventure" is both.
    if (folded === 'action & adventure') return [13, 15];
    return hit ? [hit[1]] : [];
  });
  return [...new Set(ids)];
}
