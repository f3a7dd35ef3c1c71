// A business name's problems as the client types: the state's rules at once (domain/name-check.ts), then the
// server's answer, which also compares the name with the names already formed in that state.
import { useEffect, useState } from 'react';
import type { EntityType } from '../../../domain/catalog';
import { checkBusinessName, type NameProblem } from '../../../domain/name-check';
import { apiRequest } from './api';

/** Typing pauses this long before the server is asked. */
const CHECK_DELAY_MS = 300;

export function useNameCheck(name: string, state: string, entityType: EntityType): NameProblem[] {
  const [answer, setAnswer] = useState<{ key: string; problems: NameProblem[] } | null>(null);
  const key = JSON.stringify([name, state, entityType]);

  useEffect(() => {
    if (!name.trim()) return;
    let current = true;
    const timer = setTimeout(() => {
      apiRequest<{ problems: NameProblem[] }>('POST', '/api/business-names/check', {
        businessName: name,
        state,
        entityType,
      })
        .then((body) => current && setAnswer({ key, problems: body.problems }))
        // Unreachable or refused: the state's rules checked here still show; the order is checked again on payment.
        .catch(() => undefined);
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, name, state, entityType]);

  if (answer?.key === key) return answer.problems;
  return checkBusinessName({ name, state, entityType });
}
