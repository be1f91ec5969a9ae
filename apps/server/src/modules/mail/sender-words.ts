/**
 * Text someone else chose (a list title, a display name) on its way into an e-mail we send. It must not be able
 * to pose as us: it is shown quoted and marked as the sender's words, on one line, and it carries no link —
 * anything a mail program would turn into one (a scheme, a domain, an address) is defused the way security
 * notices write them ("example[.]com", "https[:]//"). Invisible and direction-changing characters are dropped,
 * so what the reader sees is what was written.
 */

/** Control, format (zero-width, bidirectional overrides), separator and private-use characters. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Zl}\p{Zp}]/gu;
/** A dot (or a look-alike used in internationalised domain names) between a letter or digit and a letter. */
const DOMAIN_DOT = /(?<=[\p{L}\p{N}])[.\u3002\uFF0E\uFF61](?=\p{L})/gu;
/** `scheme://` and `scheme:` of the schemes mail programs link. */
const SCHEME = /\b([a-z][a-z0-9+.-]{1,20}):(\/\/)?/giu;
const LINKED_SCHEMES = new Set(['http', 'https', 'ftp', 'mailto', 'tel', 'sms', 'file', 'data', 'javascript', 'news']);

/**
 * The sender's words, safe to quote in a message: one line, no invisible characters, nothing clickable, at most
 * `maxLength` characters (an ellipsis marks a cut).
 *
 * @example senderWords('Win a prize at https://prizes.example.com!', 80) // 'Win a prize at https[:]//prizes[.]example[.]com!'
 * @example senderWords('Week 12.5\n\nMealPlanr support: reply with your password', 40)
 *   // 'Week 12.5 MealPlanr support: reply with…'
 */
export function senderWords(text: string, maxLength: number): string {
  const oneLine = text.replace(/[\t\n\r\v\f\u0085\u2028\u2029]/g, ' ').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
  const defused = oneLine
    .replace(SCHEME, (match, scheme: string, slashes: string | undefined) =>
      LINKED_SCHEMES.has(scheme.toLowerCase()) ? `${scheme}[:]${slashes ?? ''}` : match,
    )
    .replace(DOMAIN_DOT, '[.]');
  const characters = [...defused];
  if (characters.length <= maxLength) return defused;
  return `${characters.slice(0, Math.max(1, maxLength - 1)).join('').trimEnd()}…`;
}
