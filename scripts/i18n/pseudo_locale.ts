/**
 * The en-XA pseudo-locale: each English message with its letters replaced by accented look-alikes,
 * in brackets, and about 30 % longer (vowels doubled), so an untranslated text or a clipped layout
 * stands out on any page: `Roles` → `[Ŕöļéš]`. Placeholders, plural keywords and `#` stay as they
 * are: the message still formats with the same values.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer';

const ACCENTS: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
const VOWEL = /[aeiouAEIOU]/;

function letterCount(elements: MessageFormatElement[]): number {
  let count = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) count += element.value.length;
  }
  return count;
}

/** Accents a literal, doubling vowels while `extra` says the message is still too short. */
function accent(text: string, budget: { extra: number }): string {
  let out = '';
  for (const char of text) {
    const accented = ACCENTS[char] ?? char;
    out += accented;
    if (budget.extra > 0 && VOWEL.test(char)) {
      out += accented;
      budget.extra--;
    }
  }
  return out;
}

function transform(elements: MessageFormatElement[], budget: { extra: number }): void {
  for (const element of elements) {
    if (element.type === TYPE.literal) element.value = accent(element.value, budget);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) transform(option.value, { extra: budget.extra });
    }
    if (element.type === TYPE.tag) transform(element.children, budget);
  }
}

export function pseudoLocalize(message: string): string {
  const ast = parse(message, { ignoreTag: true });
  const length = letterCount(ast);
  // The brackets count toward the 30 %; short labels need nothing more.
  transform(ast, { extra: Math.max(0, Math.ceil(length * 1.3) - length - 2) });
  return `[${printAST(ast)}]`;
}
