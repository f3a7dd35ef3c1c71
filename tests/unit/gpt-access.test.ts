// @vitest-environment jsdom
// The GPT Interface's access gate: what a role sees on /admin/gpt (the API refuses the same roles, see
// tests/api/assistant.test.ts).
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, expect, it } from 'vitest';
import { GPT_ACCESS_DENIED, GptAccessGate } from '../../admin/src/ai/GptAccessGate';

afterEach(cleanup);

const gate = (role: string | undefined) =>
  render(createElement(GptAccessGate, { role, children: createElement('p', null, 'GPT tabs') }));

it.each(['PARALEGAL', 'COMPLIANCE_OFFICER', 'CLIENT', 'MEMBER', undefined])(
  'shows the access-denied text to %s',
  (role) => {
    gate(role);
    expect(screen.getByRole('alert').textContent).toBe(
      'Access denied. Admin privileges required to use the GPT interface.',
    );
    expect(GPT_ACCESS_DENIED).toBe('Access denied. Admin privileges required to use the GPT interface.');
    expect(screen.queryByText('GPT tabs')).toBeNull();
  },
);

it.each(['ADMIN', 'SUPERADMIN'])('shows the GPT Interface to %s', (role) => {
  gate(role);
  expect(screen.getByText('GPT tabs')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
