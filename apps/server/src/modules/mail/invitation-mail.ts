/**
 * The invitation e-mail in the three interface languages. Plain text plus a simple HTML part; everything the
 * inviter typed (list title, name) is escaped in the HTML.
 */
import type { Language } from '@mealplanr/contracts/enums';

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

interface Texts {
  subject: (title: string) => string;
  greeting: string;
  invited: (inviter: string, title: string) => string;
  open: string;
  button: string;
  validity: (date: string, email: string) => string;
  ignore: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (title) => `Invitation to the grocery list “${title}”`,
    greeting: 'Hello,',
    invited: (inviter, title) => `${inviter} invited you to the grocery list “${title}” on MealPlanr.`,
    open: 'Open this link to join it:',
    button: 'Join the list',
    validity: (date, email) =>
      `The link works once, until ${date}. If you have no MealPlanr account yet, create one with this e-mail ` +
      `address (${email}) first.`,
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
  },
  ru: {
    subject: (title) => `Приглашение в список покупок «${title}»`,
    greeting: 'Здравствуйте!',
    invited: (inviter, title) => `${inviter} приглашает вас в список покупок «${title}» в MealPlanr.`,
    open: 'Чтобы присоединиться, откройте ссылку:',
    button: 'Присоединиться к списку',
    validity: (date, email) =>
      `Ссылка действует один раз, до ${date}. Если у вас ещё нет учётной записи MealPlanr, сначала ` +
      `зарегистрируйтесь с этим адресом электронной почты (${email}).`,
    ignore: 'Если вы не ждали этого приглашения, просто не обращайте внимания на это письмо.',
  },
  be: {
    subject: (title) => `Запрашэнне ў спіс пакупак «${title}»`,
    greeting: 'Вітаем!',
    invited: (inviter, title) => `${inviter} запрашае вас у спіс пакупак «${title}» у MealPlanr.`,
    open: 'Каб далучыцца, адкрыйце спасылку:',
    button: 'Далучыцца да спіса',
    validity: (date, email) =>
      `Спасылка дзейнічае адзін раз, да ${date}. Калі ў вас яшчэ няма ўліковага запісу MealPlanr, спачатку ` +
      `зарэгіструйцеся з гэтым адрасам электроннай пошты (${email}).`,
    ignore: 'Калі вы не чакалі гэтага запрашэння, проста не звяртайце ўвагі на гэты ліст.',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * @example renderInvitationMail({ lang: 'en', inviterName: 'Anna', listTitle: 'Week 12', email: 'b@x.org',
 *   url: 'https://meals.example.org/invitations/abc', expiresAt }).subject // 'Invitation to the grocery list “Week 12”'
 */
export function renderInvitationMail(input: InvitationMailInput): RenderedMail {
  const t = TEXTS[input.lang];
  const date = new Intl.DateTimeFormat(input.lang, { dateStyle: 'long', timeZone: 'UTC' }).format(input.expiresAt);
  const text = [
    t.greeting,
    '',
    t.invited(input.inviterName, input.listTitle),
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
    `<p>${e(t.greeting)}</p><p>${e(t.invited(input.inviterName, input.listTitle))}</p>` +
    `<p><a href="${e(input.url)}">${e(t.button)}</a></p>` +
    `<p>${e(t.open)}<br><a href="${e(input.url)}">${e(input.url)}</a></p>` +
    `<p>${e(t.validity(date, input.email))}</p><p style="color:#666">${e(t.ignore)}</p></body></html>`;
  return { subject: t.subject(input.listTitle), text, html };
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
