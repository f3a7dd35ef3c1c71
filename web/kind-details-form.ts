// The details form of any entity order kind, as the storefront's order dialog and the back-office's phone order
// both hold it: the fields from the kind's details schema (domain/kinds), their starting values, the details they
// send (blank optional text left out, as the strict schemas expect) and the price of the choice made.
import { type EntityOrderKind, entityKindModule, kindFields } from '../domain/kinds';

export type KindForm = Record<string, string | boolean>;

/** What the server offers for a kind: its price, or per state where the kind's details name a state. */
export interface KindOffer<P> {
  kind: EntityOrderKind;
  pricing: P | null;
  options: { stateCode: string; name: string; pricing: P }[];
  /** Details the server fills in from the entity's record (its people on record), which the client may edit. */
  prefill?: Record<string, string>;
}

/** The form's first values: text empty, a yes/no as the kind's example has it, a state the first one offered. */
export function initialKindForm(offer: KindOffer<unknown>): KindForm {
  const example = entityKindModule(offer.kind).example as Record<string, unknown>;
  const form: KindForm = {};
  for (const field of kindFields(offer.kind)) {
    if (field.type === 'boolean') form[field.name] = example[field.name] === true;
    else if (field.input === 'state') form[field.name] = offer.options[0]?.stateCode ?? '';
    else if (offer.prefill?.[field.name]) form[field.name] = offer.prefill[field.name];
  }
  return form;
}

/** The details the form sends: trimmed text, blank text left out, yes/no as chosen; only the kind's own fields. */
export function kindDetailsFrom(kind: EntityOrderKind, form: KindForm): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  for (const { name } of kindFields(kind)) {
    const value = form[name];
    if (typeof value === 'boolean') details[name] = value;
    else if (typeof value === 'string' && value.trim() !== '') details[name] = value.trim();
  }
  return details;
}

/** The price with the form's choice (the state a kind priced per state files in). */
export function kindPricing<P>(offer: KindOffer<P>, form: KindForm): P | null {
  const choice = entityKindModule(offer.kind).stateChoice;
  if (!choice) return offer.pricing;
  return offer.options.find((option) => option.stateCode === form[choice])?.pricing ?? null;
}

/**
 * A refusal of an order's details as a person reads it: the message alone, without the field's key in front
 * ('details.newName: '), since the kinds' messages name the field as its label does ('Enter the new name or the new
 * registered agent').
 */
export const detailsRefusalText = (message: string) => message.replace(/^details\.[\w.]+: /, '');

/** What a kind changes for good, told before payment (none for most kinds). */
export const kindConsequences = (kind: EntityOrderKind): readonly string[] => entityKindModule(kind).consequences ?? [];
