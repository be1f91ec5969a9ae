/**
 * The account e-mails — confirming an address and resetting a password — in the three interface languages.
 * They carry nothing anyone typed but the address itself (not the display name or username: whoever registers
 * an address chooses those), and one link: ours.
 */
import type { Language } from '@mealplanr/contracts/enums';
import { escapeHtml, type RenderedMail } from './invitation-mail';

export type AccountMailKind = 'verify_email' | 'reset_password';

export interface AccountMailInput {
  kind: AccountMailKind;
  lang: Language;
  email: string;
  url: string;
}

interface Texts {
  subject: string;
  greeting: string;
  intro: (email: string) => string;
  button: string;
  validity: string;
  ignore: string;
}

const TEXTS: Record<AccountMailKind, Record<Language, Texts>> = {
  verify_email: {
    en: {
      subject: 'Confirm your e-mail address for MealPlanr',
      greeting: 'Hello,',
      intro: (email) =>
        `Someone — hopefully you — created a MealPlanr account with this e-mail address (${email}). Open this ` +
        'link to confirm that the address is yours:',
      button: 'Confirm the address',
      validity:
        'The link works once, within 24 hours. Until the address is confirmed, the account cannot invite people ' +
        'to grocery lists by e-mail or accept invitations.',
      ignore: 'If you did not create this account, ignore this e-mail: the address stays unconfirmed.',
    },
    ru: {
      subject: 'Подтвердите адрес электронной почты для MealPlanr',
      greeting: 'Здравствуйте!',
      intro: (email) =>
        `Кто-то — надеемся, вы — создал учётную запись MealPlanr с этим адресом электронной почты (${email}). ` +
        'Откройте ссылку, чтобы подтвердить, что адрес ваш:',
      button: 'Подтвердить адрес',
      validity:
        'Ссылка действует один раз, в течение 24 часов. Пока адрес не подтверждён, учётная запись не может ' +
        'приглашать в списки покупок по электронной почте и принимать приглашения.',
      ignore:
        'Если вы не создавали эту учётную запись, просто не обращайте внимания на это письмо: адрес останется ' +
        'неподтверждённым.',
    },
    be: {
      subject: 'Пацвердзіце адрас электроннай пошты для MealPlanr',
      greeting: 'Вітаем!',
      intro: (email) =>
        `Нехта — спадзяёмся, вы — стварыў уліковы запіс MealPlanr з гэтым адрасам электроннай пошты (${email}). ` +
        'Адкрыйце спасылку, каб пацвердзіць, што адрас ваш:',
      button: 'Пацвердзіць адрас',
      validity:
        'Спасылка дзейнічае адзін раз, на працягу 24 гадзін. Пакуль адрас не пацверджаны, уліковы запіс не можа ' +
        'запрашаць у спісы пакупак па электроннай пошце і прымаць запрашэнні.',
      ignore:
        'Калі вы не стваралі гэты ўліковы запіс, проста не звяртайце ўвагі на гэты ліст: адрас застанецца ' +
        'непацверджаным.',
    },
  },
  reset_password: {
    en: {
      subject: 'Reset your MealPlanr password',
      greeting: 'Hello,',
      intro: (email) =>
        `Someone asked to reset the password of the MealPlanr account with this e-mail address (${email}). ` +
        'Open this link to choose a new password:',
      button: 'Choose a new password',
      validity:
        'The link works once, within 30 minutes. A new password signs the account out on every device.',
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
    ru: {
      subject: 'Сброс пароля MealPlanr',
      greeting: 'Здравствуйте!',
      intro: (email) =>
        `Кто-то попросил сбросить пароль учётной записи MealPlanr с этим адресом электронной почты (${email}). ` +
        'Откройте ссылку, чтобы выбрать новый пароль:',
      button: 'Выбрать новый пароль',
      validity:
        'Ссылка действует один раз, в течение 30 минут. После смены пароля учётная запись выйдет из системы на ' +
        'всех устройствах.',
      ignore: 'Если вы об этом не просили, просто не обращайте внимания на это письмо: пароль останется прежним.',
    },
    be: {
      subject: 'Скід пароля MealPlanr',
      greeting: 'Вітаем!',
      intro: (email) =>
        `Нехта папрасіў скінуць пароль уліковага запісу MealPlanr з гэтым адрасам электроннай пошты (${email}). ` +
        'Адкрыйце спасылку, каб выбраць новы пароль:',
      button: 'Выбраць новы пароль',
      validity:
        'Спасылка дзейнічае адзін раз, на працягу 30 хвілін. Пасля змены пароля ўліковы запіс выйдзе з сістэмы ' +
        'на ўсіх прыладах.',
      ignore: 'Калі вы пра гэта не прасілі, проста не звяртайце ўвагі на гэты ліст: пароль застанецца ранейшым.',
    },
  },
};

/**
 * @example renderAccountMail({ kind: 'reset_password', lang: 'en', email: 'a@x.org', url }).subject
 *   // 'Reset your MealPlanr password'
 */
export function renderAccountMail(input: AccountMailInput): RenderedMail {
  const t = TEXTS[input.kind][input.lang];
  const text = [t.greeting, '', t.intro(input.email), '', input.url, '', t.validity, '', t.ignore, ''].join('\n');
  const e = escapeHtml;
  const html =
    `<!doctype html><html lang="${input.lang}"><body style="font-family:sans-serif;line-height:1.5">` +
    `<p>${e(t.greeting)}</p><p>${e(t.intro(input.email))}</p>` +
    `<p><a href="${e(input.url)}">${e(t.button)}</a></p>` +
    `<p><a href="${e(input.url)}">${e(input.url)}</a></p>` +
    `<p>${e(t.validity)}</p><p style="color:#666">${e(t.ignore)}</p></body></html>`;
  return { subject: t.subject, text, html };
}
