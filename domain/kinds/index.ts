// The registry of order kinds: one module each (domain/kinds/<kind>.ts). Its type requires every kind of the
// ORDER_KINDS list (the Prisma enum's) to be a complete module, so the compiler refuses a kind that is not; the
// tables the rest of the code reads (labels, buttons, stages, service fees, details schemas, the partner API's
// kinds) are derived here. Adding a kind: its module, a line here, the enum value (a migration), its templates.
import type { z } from 'zod';
import { amendment } from './amendment';
import { annualReport } from './annual-report';
import { changeOfAgent } from './change-of-agent';
import { dissolution } from './dissolution';
import { ein } from './ein';
import { foreignQualification } from './foreign-qualification';
import { formation } from './formation';
import { goodStanding } from './good-standing';
import {
  type EntityKind,
  type FormationKind,
  type KindFieldMeta,
  kindFieldRegistry,
  type OrderKindModule,
  type PlanEntity,
} from './types';

/**
 * The kinds an order can be: the values of the OrderKind enum of prisma/schema.prisma (platform/ checks at compile
 * time that the two lists are the same), so a new value needs its module below.
 */
export type OrderKind =
  | 'FORMATION'
  | 'ANNUAL_REPORT'
  | 'AMENDMENT'
  | 'FOREIGN_QUALIFICATION'
  | 'GOOD_STANDING'
  | 'EIN'
  | 'DISSOLUTION'
  | 'CHANGE_OF_AGENT';
export type EntityOrderKind = Exclude<OrderKind, typeof formation.kind>;

/** Every kind's module by its name: a kind of the enum without a complete module does not compile. */
export const ORDER_KIND_MODULES = {
  FORMATION: formation,
  ANNUAL_REPORT: annualReport,
  AMENDMENT: amendment,
  FOREIGN_QUALIFICATION: foreignQualification,
  GOOD_STANDING: goodStanding,
  EIN: ein,
  DISSOLUTION: dissolution,
  CHANGE_OF_AGENT: changeOfAgent,
} as const satisfies { [K in OrderKind]: K extends EntityOrderKind ? EntityKind<K> : FormationKind<K> };

type Modules = typeof ORDER_KIND_MODULES;
type EntityModules = { [K in EntityOrderKind]: Modules[K] };
export const FORMATION_KIND = formation;

export const ORDER_KINDS = Object.keys(ORDER_KIND_MODULES) as OrderKind[];
const ENTITY_KIND_MODULES = Object.values(ORDER_KIND_MODULES).filter(
  (m): m is EntityModules[EntityOrderKind] => m.orderedFor === 'formed entity',
);
export const ENTITY_ORDER_KINDS: EntityOrderKind[] = ENTITY_KIND_MODULES.map((m) => m.kind);

export const isOrderKind = (value: unknown): value is OrderKind =>
  typeof value === 'string' && Object.hasOwn(ORDER_KIND_MODULES, value);

export const isEntityOrderKind = (value: unknown): value is EntityOrderKind =>
  isOrderKind(value) && ORDER_KIND_MODULES[value].orderedFor === 'formed entity';

/**
 * The kinds an organisation orders for many entities in one checkout: those that ask nothing a client must fill in
 * per entity (no state to choose, no required detail) and change nothing irreversible (not a dissolution).
 */
export const BULK_ORDER_KINDS: EntityOrderKind[] = ENTITY_KIND_MODULES.filter(
  (m) => !('stateChoice' in m && m.stateChoice) && m.details.safeParse({}).success && m.effect.type !== 'dissolve',
).map((m) => m.kind);

/** Whether the kind is the checkout's formation of a new company (an unknown kind reads as one, as old rows do). */
export const isFormationKind = (kind: string | null | undefined): boolean => !isEntityOrderKind(kind);

/** The module of a kind (a formation's for an unknown or missing kind: orders made before kinds were declared). */
export const kindModule = (kind: string | null | undefined): OrderKindModule =>
  kind && isOrderKind(kind) ? ORDER_KIND_MODULES[kind] : formation;

/** The module of an entity kind, typed loosely for generic code (its details as a record). */
export const entityKindModule = (kind: EntityOrderKind) => ORDER_KIND_MODULES[kind] as unknown as EntityKind;

export type OrderKindDetails = { [K in EntityOrderKind]: z.infer<EntityModules[K]['details']> };

/** The details checked for the kind, or the first problem with the field it concerns ("details.newName: ..."). */
export function parseKindDetails<K extends EntityOrderKind>(
  kind: K,
  details: unknown,
): { ok: true; details: OrderKindDetails[K] } | { ok: false; message: string } {
  const result = entityKindModule(kind).details.safeParse(details ?? {});
  if (result.success) return { ok: true, details: result.data as OrderKindDetails[K] };
  const issue = result.error.issues[0];
  const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const path = ['details', ...issue.path, ...unknownKeys.slice(0, 1)].join('.');
  return { ok: false, message: `${path}: ${issue.message}` };
}

/** A details field as a form shows it. */
export interface KindField extends KindFieldMeta {
  name: string;
  type: 'text' | 'boolean';
  required: boolean;
}

/** The fields of the kind's details, in order, with their labels and help: what the one form component renders. */
export function kindFields(kind: EntityOrderKind): KindField[] {
  const { shape } = entityKindModule(kind).details;
  return Object.entries(shape).map(([name, schema]) => {
    const type = schema as z.ZodType;
    const meta = kindFieldRegistry.get(type);
    if (!meta) throw new Error(`${kind}.${name} has no label: declare it with field()`);
    const inner = type.def.type === 'optional' ? (type.def as unknown as { innerType: z.ZodType }).innerType : type;
    return {
      name,
      ...meta,
      type: inner.def.type === 'boolean' ? 'boolean' : 'text',
      required: !type.safeParse(undefined).success,
    };
  });
}

export type { EntityKind, FormationKind, OrderKindModule, PlanEntity };

/** Whether completing an order of this kind stores the EIN the IRS assigned on the entity. */
export const recordsEin = (kind: string | null | undefined): boolean => {
  if (!isEntityOrderKind(kind)) return false;
  const { effect } = entityKindModule(kind);
  return effect.type === 'storeConfirmation' && effect.column === 'ein';
};
