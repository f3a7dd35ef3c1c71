// The database's order kinds and the domain's are one list: this file does not compile when they differ.
import type { OrderKind as DomainOrderKind } from '../../../domain/kinds';
import type { OrderKind as DatabaseOrderKind } from '../../../prisma/generated/enums';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const ORDER_KINDS_MATCH_THE_DATABASE: Same<DomainOrderKind, DatabaseOrderKind> = true;
