// Checks a business name for a state and entity type before it reaches the state: the designator the statute asks for,
// words the state refuses or files only with an approval, and whether it is distinguishable from names already formed
// in that state on this platform. An error blocks the order; a warning explains.
import { type EntityType, STATE_BY_CODE } from './catalog';
import { CORPORATE_FORMS, designatorFamily, type NameSeverity, STATE_NAME_RULES } from './name-rules';

type NameProblemCode = 'designator' | 'refused_word' | 'approval_word' | 'not_distinguishable' | 'no_name';

export interface NameProblem {
  severity: NameSeverity;
  code: NameProblemCode;
  message: string;
  statute: string;
}

export interface NameCheckInput {
  name: string;
  state: string;
  entityType: EntityType;
}

/** Lower case words of a name: periods dropped (L.L.C. is LLC), other punctuation and spacing as one space. */
function nameWords(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\./g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const containsWords = (words: string, phrase: string) => ` ${words} `.includes(` ${nameWords(phrase)} `);

/** Endings dropped when names are compared: every state's LLC designators and the corporate ones, longest first. */
const COMPARED_WITHOUT = [
  ...new Set(
    Object.values(STATE_NAME_RULES).flatMap((rules) => [...(rules.designators.LLC?.forms ?? []), ...CORPORATE_FORMS]),
  ),
]
  .map(nameWords)
  .sort((a, b) => b.length - a.length);

/**
 * The part of a name that states compare: case, punctuation, a leading 'the', trailing designators and spacing
 * ignored. Two names with the same key are not distinguishable on the record.
 */
export function distinguishingKey(name: string): string {
  let words = nameWords(name).replace(/^the /, '');
  for (let ending = endingOf(words); ending; ending = endingOf(words)) words = words.slice(0, -ending.length).trim();
  return words.replace(/ /g, '');
}

const endingOf = (words: string) =>
  COMPARED_WITHOUT.find((designator) => words === designator || words.endsWith(` ${designator}`));

const quoted = (forms: readonly string[]) => {
  const list = forms.map((form) => `'${form}'`);
  return list.length <= 2 ? list.join(' or ') : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The problems of a name for a state and entity type; `takenKeys` are the distinguishing keys of the names
 * already formed in that state. An empty name has none (the state is 'To be determined').
 */
export function checkBusinessName(input: NameCheckInput, takenKeys: ReadonlySet<string> = new Set()): NameProblem[] {
  const rules = STATE_NAME_RULES[input.state];
  const words = nameWords(input.name);
  if (!rules || !words) return [];
  const stateName = STATE_BY_CODE.get(input.state)?.name ?? input.state;
  const family = designatorFamily(input.entityType);
  const problems: NameProblem[] = [];

  const designator = family === 'TRUST' ? undefined : rules.designators[family];
  if (designator && !designator.forms.some((form) => containsWords(words, form))) {
    const kind = family === 'LLC' ? 'LLC' : 'corporation';
    problems.push({
      severity: designator.severity,
      code: 'designator',
      message:
        designator.severity === 'error'
          ? `${/^[AEIOU]/.test(stateName) ? 'An' : 'A'} ${stateName} ${kind} name must include ${quoted(designator.forms)}.`
          : `Consider adding ${quoted(designator.forms.slice(0, 4))}: ${designator.note}.`,
      statute: designator.statute,
    });
  }

  const appliesHere = rules.words.filter((rule) => !rule.entityTypes || rule.entityTypes.includes(input.entityType));
  for (const rule of appliesHere) {
    const found = rule.words.find((word) => containsWords(words, word));
    if (!found) continue;
    problems.push({
      severity: rule.severity,
      code: rule.severity === 'error' ? 'refused_word' : 'approval_word',
      message: `'${capitalised(found)}' ${rule.reason}.`,
      statute: rule.statute,
    });
  }

  // A state that forms no trusts compares a trust's name (registering there) under its LLC statute.
  const distinguishableStatute =
    rules.distinguishable[family] ?? rules.distinguishable.LLC ?? rules.distinguishable.CORP ?? '';
  const key = distinguishingKey(input.name);
  if (!key) {
    problems.push({
      severity: 'error',
      code: 'no_name',
      message: 'The name needs a distinctive word besides the designator.',
      statute: distinguishableStatute,
    });
  } else if (takenKeys.has(key)) {
    problems.push({
      severity: 'error',
      code: 'not_distinguishable',
      message: `This name is not distinguishable from the name of an entity already formed in ${stateName} (states ignore case, punctuation, 'The', designators and spacing when they compare names).`,
      statute: distinguishableStatute,
    });
  }
  return problems;
}

export const blockingProblems = (problems: readonly NameProblem[]) => problems.filter((p) => p.severity === 'error');
