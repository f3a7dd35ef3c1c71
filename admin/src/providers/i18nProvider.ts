// English only for now; a second language is one more catalogue next to i18n/en.ts. A lazily loaded screen adds its
// own words (app.<screen>.*) when its module loads, so they stay out of the first download.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { en } from '../i18n/en';

const polyglot = polyglotI18nProvider(() => en, 'en', [{ name: 'en', value: 'English' }], {
  allowMissing: true,
});

type Messages = { [key: string]: string | Messages };
const screenMessages: Record<string, Messages> = {};

/** Adds a screen's words under app.<screen>. */
export function addScreenMessages(screen: string, messages: Messages) {
  screenMessages[screen] = messages;
}

/** A screen's word for an app.<screen>.* key, or undefined. */
export function screenMessage(key: string): string | undefined {
  const [app, screen, ...path] = key.split('.');
  if (app !== 'app' || !screenMessages[screen]) return undefined;
  const found = path.reduce<string | Messages | undefined>(
    (node, part) => (typeof node === 'object' ? node[part] : undefined),
    screenMessages[screen],
  );
  return typeof found === 'string' ? found : undefined;
}

export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => {
    const message = screenMessage(key);
    return polyglot.translate(key, message === undefined ? options : { ...options, _: message });
  },
};
