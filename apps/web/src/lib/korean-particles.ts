import { josa } from 'es-hangul';
import type { ThirdPartyModule } from 'i18next';

/**
 * Korean particles chosen by how the value before them is read aloud (issue 18 §5: "319,302,573원과
 * … 302,098,649원이", never "원와" or "원이(가)"). es-hangul picks the particle for a Hangul ending;
 * it treats digits and Latin letters as vowel endings, which is wrong for "3" (삼 → 3과) or "R"
 * (알 → R로), so those are first turned into the syllable a Korean reader says.
 */

/** The pairs a catalogue may write after a value: `{{amount, 와/과}}`, `{{name, 이/가}}` … */
export const PARTICLES = [
  '이/가',
  '을/를',
  '은/는',
  '와/과',
  '으로/로',
  '이나/나',
  '이란/란',
  '이랑/랑',
  '이에요/예요',
  '이라/라',
] as const;
export type Particle = (typeof PARTICLES)[number];

/** A syllable per final sound, for es-hangul to read: none, ㄱ, ㄴ, ㄹ, ㅁ, ㅂ, ㅅ, ㅇ. */
const SOUND = {
  none: '가',
  k: '각',
  n: '간',
  l: '갈',
  m: '감',
  p: '갑',
  t: '갓',
  ng: '강',
} as const;

/** Digits as read in Sino-Korean (영 일 이 삼 사 오 육 칠 팔 구). */
const DIGIT_SOUND = ['ng', 'l', 'none', 'm', 'none', 'none', 'k', 'l', 'l', 'none'] as const;

/**
 * The unit read last for a whole number ending in zeros: 10 십, 100 백, 1000 천, 10⁴…10⁷ 만,
 * 10⁸…10¹¹ 억, 10¹²…10¹⁵ 조, beyond 경.
 */
function zerosSound(zeros: number): keyof typeof SOUND {
  if (zeros === 1) return 'p';
  if (zeros === 2) return 'k';
  if (zeros === 3 || zeros < 8) return 'n';
  if (zeros < 12) return 'k';
  if (zeros < 16) return 'none';
  return 'ng';
}

function numberSound(digits: string): keyof typeof SOUND {
  const plain = digits.replaceAll(',', '');
  // A decimal is read digit by digit after the point: 4.5 → 사 점 오.
  if (plain.includes('.')) return DIGIT_SOUND[Number(plain.at(-1))] ?? 'none';
  const trimmed = plain.replace(/0+$/, '');
  if (trimmed === '') return 'ng'; // 0 → 영
  if (trimmed.length === plain.length) return DIGIT_SOUND[Number(plain.at(-1))] ?? 'none';
  return zerosSound(plain.length - trimmed.length);
}

/** Letter names as Koreans say them: L 엘, M 엠, N 엔, R 알; every other letter ends in a vowel. */
const LETTER_SOUND: Record<string, keyof typeof SOUND> = { l: 'l', m: 'm', n: 'n', r: 'l' };

/**
 * A lowercase English ending as a Korean loanword ends: model 모델, system 시스템, Prophet
 * 프로펫, web 웹, book 북, ring 링; most others end in a vowel (boost 부스트, mode 모드).
 */
function wordSound(word: string): keyof typeof SOUND {
  const end = word.toLowerCase();
  if (end.endsWith('ng')) return 'ng';
  const last = end.at(-1) ?? '';
  const before = end.at(-2) ?? '';
  const afterVowel = 'aeiou'.includes(before);
  if (last === 'l') return 'l';
  if (last === 'm') return 'm';
  if (last === 'n') return 'n';
  if ((last === 'b' || last === 'p') && afterVowel) return 'p';
  if ((last === 'k' || last === 'g') && (afterVowel || before === 'c')) return 'k';
  if (last === 't' && afterVowel) return 't';
  return 'none';
}

/** Brackets, quotes and the like after the word do not change how it is read: "(주)", "'매출'". */
const TRAILING_MARKS = /[\s)\]}>'"’”」』〉》.,!?…·-]+$/u;

/** The syllable whose final sound decides the particle, or null when the value is empty. */
export function readingTail(value: string): string | null {
  const word = value.replace(TRAILING_MARKS, '');
  if (word === '') return null;
  const last = word.at(-1) ?? '';
  if (/[가-힣]/u.test(last)) return last;
  const number = word.match(/[\d,]*\.?\d+$/)?.[0];
  if (number) return SOUND[numberSound(number)];
  if (last === '%') return SOUND.none; // 퍼센트
  const letters = word.match(/[A-Za-z]+$/)?.[0];
  if (!letters) return SOUND.none;
  // An acronym (SARIMA, CSV) is read letter by letter; a word (Prophet, model) as a loanword.
  if (letters === letters.toUpperCase() || letters.length === 1)
    return SOUND[LETTER_SOUND[(letters.at(-1) ?? '').toLowerCase()] ?? 'none'];
  return SOUND[wordSound(letters)];
}

/** The particle of the pair that fits the value: particleFor('319,302,573원', '와/과') → '과'. */
export function particleFor(value: string, particle: Particle): string {
  const tail = readingTail(value);
  // Nothing to read (an empty value): keep both forms, as a form letter would.
  if (tail === null) return particle.replace('/', '(').concat(')');
  return josa.pick(tail, particle);
}

/** The value with its particle attached: withParticle('버스', '이/가') → '버스가'. */
export function withParticle(value: string, particle: Particle): string {
  return `${value}${particleFor(value, particle)}`;
}

/**
 * i18next formatters named after the pairs, so a Korean string reads
 * "저장된 투자보수 {{stored, 와/과}} 계산한 값 {{latest, 이/가}} 다릅니다"; `quote` wraps a value in
 * quotation marks first ("{{account, quote, 은/는}}" → "'매출액'은"). Other languages never use them.
 */
export const koreanParticles: ThirdPartyModule = {
  type: '3rdParty',
  init(i18n) {
    // Created by init before the third-party modules start; absent only in a bare test double.
    const formatter = i18n.services.formatter;
    if (!formatter) return;
    for (const particle of PARTICLES)
      formatter.add(particle, (value: unknown) => withParticle(String(value ?? ''), particle));
    formatter.add('quote', (value: unknown) => `'${String(value ?? '')}'`);
  },
};
