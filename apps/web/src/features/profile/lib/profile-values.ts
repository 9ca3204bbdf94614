import {
  formatKoreanPhone,
  normalizeKoreanPhone,
  type Profile,
  type ProfileLanguage,
  type ProfileUpdateBody,
} from '@bus/domain';

/** What the info form edits (e-mail is shown but is the sign-in name and stays as stored). */
export type ProfileValues = {
  name: string;
  email: string;
  phoneNumber: string;
  department: string;
  bio: string;
  preferredLanguage: ProfileLanguage;
  timezone: string;
};

/** Fields the form edits; a 409 is a real conflict only when one of them changed elsewhere. */
export const EDITED_FIELDS = [
  'name',
  'phoneNumber',
  'department',
  'bio',
  'preferredLanguage',
  'timezone',
] as const satisfies readonly (keyof ProfileValues)[];

export function valuesOf(profile: Profile): ProfileValues {
  return {
    name: profile.name,
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? '',
    department: profile.department ?? '',
    bio: profile.bio ?? '',
    preferredLanguage: profile.preferredLanguage,
    timezone: profile.timezone,
  };
}

/** The phone as the server will store and show it (010-1234-5678), or the input when invalid. */
export function displayPhone(input: string): string {
  const e164 = normalizeKoreanPhone(input);
  return e164 ? formatKoreanPhone(e164) : input.trim();
}

/** The PUT body: trimmed text, empty optional fields as null, the version the edit started from. */
export function updateBodyOf(values: ProfileValues, version: string): ProfileUpdateBody {
  const optional = (text: string) => (text.trim() ? text.trim() : null);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim() ? displayPhone(values.phoneNumber) : null,
    department: optional(values.department),
    bio: optional(values.bio),
    preferredLanguage: values.preferredLanguage,
    timezone: values.timezone,
    updatedAt: version,
  };
}

/** Whether `server` differs from `base` in a field the form edits. */
export function profileChangedByOthers(server: Profile, base: Profile): boolean {
  const theirs = valuesOf(server);
  const before = valuesOf(base);
  return EDITED_FIELDS.some((field) => theirs[field] !== before[field]);
}

/**
 * The form's values moved onto a newer stored profile (saved by the top bar's language switch, the
 * notifications tab or another tab): a field left alone here takes the stored value, an edited one
 * stays. Null when a field was edited both here and there, to different values: the save then shows
 * both versions for the user to choose.
 */
export function rebaseValues(
  mine: ProfileValues,
  base: ProfileValues,
  server: ProfileValues,
): ProfileValues | null {
  const next: ProfileValues = { ...mine };
  for (const field of EDITED_FIELDS) {
    if (mine[field] === base[field]) Object.assign(next, { [field]: server[field] });
    else if (server[field] !== base[field] && server[field] !== mine[field]) return null;
  }
  return next;
}
