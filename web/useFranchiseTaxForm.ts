// The franchise tax form's state for both dialogs: the fields (filled with the saved figures once they arrive), the
// message saying what to correct, and a submit that sends the figures only when they make a request.
import { type FormEvent, useEffect, useReducer, useState } from 'react';
import type { FranchiseTaxInput } from '../domain/delaware-franchise-tax';
import {
  changeFranchiseTaxFields,
  EMPTY_FRANCHISE_TAX_FIELDS,
  franchiseTaxRequest,
} from '../domain/franchise-tax-form';

export function useFranchiseTaxForm(
  saved: FranchiseTaxInput | null | undefined,
  save: (input: FranchiseTaxInput) => void,
) {
  const [fields, change] = useReducer(changeFranchiseTaxFields, EMPTY_FRANCHISE_TAX_FIELDS);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (saved) change({ type: 'load', inputs: saved });
  }, [saved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = franchiseTaxRequest(fields);
    if ('problem' in request) return setFormError(request.problem);
    setFormError(null);
    save(request.input);
  };

  return { fields, change, formError, submit };
}
