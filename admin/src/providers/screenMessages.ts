// The words of the lazily loaded screens (app.<screen>.*), added as a screen's module loads so they stay out of the
// first download. Apart from i18nProvider.ts (and the catalogue it imports) so that the screens' lazy imports can
// add them without changing how the shell is split into chunks.

export type Messages = { [key: string]: string | Messages };
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

/** For a screen's lazy import: adds the words its module exports as `messages` under app.<screen>. */
export const withScreenMessages =
  (screen: string) =>
  <Module extends { messages: Messages }>(module: Module): Module => {
    addScreenMessages(screen, module.messages);
    return module;
  };
