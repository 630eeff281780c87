import { stripMarkup } from '../validate';

/**
 * First pass: remove what no engine should see. Angle brackets never survive (engines that
 * parse SSML must not get markup from visitors); brackets left from unknown tokens, emoji and
 * invisible characters go; line breaks become sentence breaks so lists are read as lists.
 */
export function sanitize(text: string): string {
  return stripMarkup(text.normalize('NFC'))
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, ' ')
    .replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFE0E\uFE0F]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/\p{Extended_Pictographic}/gu, ' ')
    .replace(/[<>[\]{}|\\^~`]/g, ' ')
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/([.!?:;,])? *\n[\s\n]*/g, (_m, punct: string | undefined) => (punct ? `${punct} ` : '. '))
    .trim();
}
