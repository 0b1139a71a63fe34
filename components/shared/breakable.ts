/**
 * Soft hyphens between the syllables of long words, so a narrow card or board space breaks
 * "Discretion" as "Discre-tion" rather than at a random letter ("Discreti on"): Chromium on Linux
 * has no hyphenation dictionary for `hyphens: auto`. Invisible unless a line breaks there.
 *
 * The syllables are guessed by the rule English and German hyphenation share for most words: one
 * consonant between two vowels starts the next syllable (ma-gi-cian), of two or more the last one
 * does (splen-did, Bür-ger-meis-ter); "ch", "ck", "ph", "sch", "sh", "th" and "qu" count as one
 * consonant. Neither piece at a word's ends is shorter than three letters.
 */
const VOWEL = /[aeiouyäöüàâéèêëîïôûAEIOUYÄÖÜÉ]/;
const ONE_SOUND = /^(sch|ch|ck|ph|sh|th|qu)/i;

export function breakable(text: string, minLength = 7): string {
  return text.replace(/\p{L}+/gu, (w) => (w.length < minLength ? w : hyphenate(w)));
}

function hyphenate(w: string): string {
  const cuts: number[] = [];
  let i = 0;
  while (i < w.length && !VOWEL.test(w[i]!)) i++;
  while (i < w.length) {
    // i is on a vowel: skip the vowel group, then count the consonant sounds up to the next vowel.
    while (i < w.length && VOWEL.test(w[i]!)) i++;
    const start = i;
    const sounds: number[] = [];
    while (i < w.length && !VOWEL.test(w[i]!)) {
      sounds.push(i);
      i += ONE_SOUND.exec(w.slice(i))?.[0].length ?? 1;
    }
    if (i >= w.length) break; // consonants at the end stay with the last syllable
    const cut = sounds.length <= 1 ? start : sounds[sounds.length - 1]!;
    if (cut >= 3 && w.length - cut >= 3 && cut - (cuts.at(-1) ?? 0) >= 2) cuts.push(cut);
  }
  let out = '';
  let from = 0;
  for (const c of cuts) {
    out += `${w.slice(from, c)}\u00AD`;
    from = c;
  }
  return out + w.slice(from);
}
