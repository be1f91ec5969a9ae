/**
 * The invitation e-mail in the three interface languages. Plain text plus a simple HTML part. What the inviter
 * typed (their name, the list title) is never in the subject; in the body it is quoted, marked as the sender's
 * words and defused (senderWords): one line, no invisible characters, nothing a mail program would link. The only
 * link is ours.
 */
import type { Language } from '@mealplanr/contracts/enums';
import { senderWords } from './sender-words';

export interface InvitationMailInput {
  lang: Language;
  inviterName: string;
  listTitle: string;
  email: string;
  url: string;
  expiresAt: Date;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Longest name and title quoted in the message (longer ones are cut with an ellipsis). */
export const SENDER_NAME_MAX = 60;
export const LIST_TITLE_MAX = 80;

interface Texts {
  subject: string;
  greeting: string;
  invited: string;
  sendersWords: string;
  name: string;
  list: string;
  open: string;
  button: string;
  validity: (date: string, email: string) => string;
  ignore: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: 'An invitation to a shared grocery list on MealPlanr',
    greeting: 'Hello,',
    invited: 'A MealPlanr user invited you to a shared grocery list.',
    sendersWords: "The name and the list title are the sender's own words; MealPlanr does not check them:",
    name: 'Name',
    list: 'List',
    open: 'Open this link to see the list and join it:',
    button: 'See the invitation',
    validity: (date, email) =>
      `The link works once, until ${date}. If you have no MealPlanr account yet, create one with this e-mail ` +
      `address (${email}) and confirm the address first.`,
    ignore:
      'If you did not expect this invitation, you can ignore this e-mail. MealPlanr never asks for your password ' +
      'by e-mail.',
  },
  ru: {
    subject: 'Приглашение в общий список покупок в MealPlanr',
    greeting: 'Здравствуйте!',
    invited: 'Пользователь MealPlanr приглашает вас в общий список покупок.',
    sendersWords: 'Имя и название списка — слова отправителя, MealPlanr их не проверяет:',
    name: 'Имя',
    list: 'Список',
    open: 'Чтобы посмотреть список и присоединиться, откройте ссылку:',
    button: 'Посмотреть приглашение',
    validity: (date, email) =>
      `Ссылка действует один раз, до ${date}. Если у вас ещё нет учётной записи MealPlanr, сначала ` +
      `зарегистрируйтесь с этим адресом электронной почты (${email}) и подтвердите его.`,
    ignore:
      'Если вы не ждали этого приглашения, просто не обращайте внимания на это письмо. MealPlanr никогда не ' +
      'просит пароль по электронной почте.',
  },
  be: {
    subject: 'Запрашэнне ў агульны спіс пакупак у MealPlanr',
    greeting: 'Вітаем!',
    invited: 'Карыстальнік MealPlanr запрашае вас у агульны спіс пакупак.',
    sendersWords: 'Імя і назва спіса — словы адпраўніка, MealPlanr іх не правярае:',
    name: 'Імя',
    list: 'Спіс',
    open: 'Каб паглядзець спіс і далучыцца, адкрыйце спасылку:',
    button: 'Паглядзець запрашэнне',
    validity: (date, email) =>
      `Спасылка дзейнічае адзін раз, да ${date}. Калі ў вас яшчэ няма ўліковага запісу MealPlanr, спачатку ` +
      `зарэгіструйцеся з гэтым адрасам электроннай пошты (${email}) і пацвердзіце яго.`,
    ignore:
      'Калі вы не чакалі гэтага запрашэння, проста не звяртайце ўвагі на гэты ліст. MealPlanr ніколі не просіць ' +
      'пароль па электроннай пошце.',
  },
};

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Quotation marks as each language writes them. */
export const quote = (lang: Language, words: string) => (lang === 'en' ? `“${words}”` : `«${words}»`);

/**
 * @example renderInvitationMail({ lang: 'en', inviterName: 'Anna', listTitle: 'Week 12', email: 'b@x.org',
 *   url: 'https://meals.example.org/invitations/abc', expiresAt }).subject
 *   // 'An invitation to a shared grocery list on MealPlanr'
 */
export function renderInvitationMail(input: InvitationMailInput): RenderedMail {
  const t = TEXTS[input.lang];
  const date = new Intl.DateTimeFormat(input.lang, { dateStyle: 'long', timeZone: 'UTC' }).format(input.expiresAt);
  const name = quote(input.lang, senderWords(input.inviterName, SENDER_NAME_MAX));
  const title = quote(input.lang, senderWords(input.listTitle, LIST_TITLE_MAX));
  const text = [
    t.greeting,
    '',
    t.invited,
    t.sendersWords,
    `    ${t.name}: ${name}`,
    `    ${t.list}: ${title}`,
    '',
    t.open,
    '',
    input.url,
    '',
    t.validity(date, input.email),
    '',
    t.ignore,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html =
    `<!doctype html><html lang="${input.lang}"><body style="font-family:sans-serif;line-height:1.5">` +
    `<p>${e(t.greeting)}</p><p>${e(t.invited)}</p>` +
    `<p style="margin:0;color:#555;font-size:90%">${e(t.sendersWords)}</p>` +
    `<blockquote style="margin:4px 0 16px;padding:4px 12px;border-left:3px solid #ccc;color:#333">` +
    `${e(t.name)}: ${e(name)}<br>${e(t.list)}: ${e(title)}</blockquote>` +
    `<p><a href="${e(input.url)}">${e(t.button)}</a></p>` +
    `<p>${e(t.open)}<br><a href="${e(input.url)}">${e(input.url)}</a></p>` +
    `<p>${e(t.validity(date, input.email))}</p><p style="color:#666">${e(t.ignore)}</p></body></html>`;
  return { subject: t.subject, text, html };
}

/** The most preferred of en/ru/be in an Accept-Language header (by q-value), English otherwise. */
export function languageFromHeader(header: string | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { tag: range.toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) if (tag === 'en' || tag === 'ru' || tag === 'be') return tag;
  return 'en';
}
