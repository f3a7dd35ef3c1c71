// What an order delivers: every service it bought, chosen or inside a package, and the EIN application a package's
// card lists, each once. How each is delivered: formed by the pipeline, run as its own order (the EIN), started as
// a renewal (annual services), or done by staff (documents such as the binder). The order completes only when
// each is done or waived by staff with a reason.
import { isEntityTypeAvailable } from './availability';
import { PACKAGE_BY_ID, SERVICE_BY_ID, SERVICES } from './catalog';
import type { Pricing } from './pricing';

export const EIN_APPLICATION = 'EIN_APPLICATION';
/** The order kind that delivers the included EIN application. */
export const EIN_DELIVERY_KIND = 'EIN' as const;
export const INCLUDED_IN_PACKAGE = 'Included in your package';

/** How a deliverable gets done. */
export type DeliveryMethod = 'formation' | 'order' | 'renewal' | 'staff';

const DELIVERABLE_STATUSES = ['PENDING', 'DONE', 'WAIVED'] as const;
export type DeliverableStatus = (typeof DELIVERABLE_STATUSES)[number];

const FORMATION_CODES = ['LLC_FORM', 'CORP_FORM', 'TRUST_FORM'];
const RENEWAL_CODES = ['NOMINEE_ANNUAL', 'BINDER_ANNUAL', 'BOI_CTA_ANNUAL'];

/** The packages whose card lists an EIN application (the card's promise is what is delivered). */
const packagesWithEin = (packages: string[]) =>
  packages.filter((id) => PACKAGE_BY_ID.get(id)?.highlights.some((line) => /\bEIN application\b/.test(line)));

export interface Selection {
  packages: string[];
  services: string[];
}

/** The services an order bought, chosen or in its packages, each once, in the catalog's order. */
function servicesBought(selection: Selection): string[] {
  const bought = new Set([
    ...selection.services,
    ...selection.packages.flatMap((id) => PACKAGE_BY_ID.get(id)?.includedServices ?? []),
  ]);
  return SERVICES.filter((service) => bought.has(service.id)).map((service) => service.id);
}

/** Whether a package of the selection includes the EIN application. */
export const includesEin = (selection: Selection): boolean => packagesWithEin(selection.packages).length > 0;

/** Whether the selection buys a trust formation (TRUST_FORM, chosen or in a package). */
export const includesTrust = (selection: Selection): boolean => servicesBought(selection).includes('TRUST_FORM');

/** The codes of the order's deliverables: its services, then the package's EIN application. */
export function deliverablesOf(selection: Selection): string[] {
  return [...servicesBought(selection), ...(includesEin(selection) ? [EIN_APPLICATION] : [])];
}

export function deliveryMethod(code: string): DeliveryMethod {
  if (FORMATION_CODES.includes(code)) return 'formation';
  if (RENEWAL_CODES.includes(code)) return 'renewal';
  if (code === EIN_APPLICATION) return 'order';
  return 'staff';
}

/** Whether the pipeline's own completion delivers it (forms the entity, starts the renewal) in the same step. */
export const deliveredAtCompletion = (code: string): boolean =>
  deliveryMethod(code) === 'formation' || deliveryMethod(code) === 'renewal';

/** The deliverable's name as the client and staff read it. */
export function deliverableName(code: string): string {
  if (code === EIN_APPLICATION) return 'EIN application';
  return SERVICE_BY_ID.get(code)?.name ?? code;
}

/** Only staff's deliverables are marked done by hand; any pending one may be waived, with a reason. */
export function staffMarkRefusal(
  deliverable: { code: string; status: DeliverableStatus },
  action: 'done' | 'waive',
): string | null {
  if (deliverable.status !== 'PENDING')
    return `${deliverableName(deliverable.code)} is already ${deliverable.status.toLowerCase()}`;
  if (action === 'done' && deliveryMethod(deliverable.code) !== 'staff')
    return `${deliverableName(deliverable.code)} is delivered by the pipeline: waive it with a reason instead`;
  return null;
}

/** What the order has still to deliver (the deliverables pending, by name), or null when nothing is. */
export function completionBlocker(deliverables: { code: string; status: DeliverableStatus }[]): string | null {
  const pending = deliverables.filter((d) => d.status === 'PENDING').map((d) => deliverableName(d.code));
  return pending.length ? `Still to deliver: ${pending.join(', ')}` : null;
}

/** The included EIN's own order costs nothing: the package paid for it (one line naming the package). */
export function includedEinPricing(selection: Selection): Pricing {
  const packageId = packagesWithEin(selection.packages)[0] ?? '';
  const name = PACKAGE_BY_ID.get(packageId)?.name ?? packageId;
  return {
    packageTotal: 0,
    servicesTotal: 0,
    stateFeesTotal: 0,
    subtotal: 0,
    total: 0,
    breakdown: [{ type: 'package', id: packageId, name: `EIN application (included in ${name})`, price: 0 }],
  };
}

/** Where the package's trust is formed: the first of the order's states that allows trusts, else its first state. */
export const trustStateFor = (states: string[]): string =>
  states.find((code) => isEntityTypeAvailable(code, 'TRUST')) ?? states[0];

/** The trust's name as onboarding asked it, else the business's name with 'Trust'. */
export function trustNameFor(business: unknown, businessName: string): string {
  const given = (business as { trustName?: unknown } | null)?.trustName;
  if (typeof given === 'string' && given.trim()) return given.trim();
  return `${businessName} Trust`;
}

export const DELIVERABLE_STATUS_LABELS: Record<DeliverableStatus, string> = {
  PENDING: 'To do',
  DONE: 'Done',
  WAIVED: 'Waived',
};
