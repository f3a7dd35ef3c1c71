// English only for now; a second language is one more catalogue next to i18n/en.ts. A lazily loaded screen adds its
// own words (app.<screen>.*) when its module loads, so they stay out of the first download.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { en } from '../i18n/en';
import { screenMessage } from './screenMessages';

const polyglot = polyglotI18nProvider(() => en, 'en', [{ name: 'en', value: 'English' }], {
  allowMissing: true,
});

// The audit, compliance, DAM and debt servicing screens add their words from their own modules.
export { addScreenMessages } from './screenMessages';

export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => {
    const message = screenMessage(key);
    return polyglot.translate(key, message === undefined ? options : { ...options, _: message });
  },
};
