/**
 * An acquisition screen over the fake API, with a spy for its `navigate` prop and a user-event session.
 *
 *   const { user, navigate, requests } = renderScreen(routes, (navigate) => <ZipCheckView navigate={navigate} … />)
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Mock } from 'vitest';
import type { Navigate } from '../../src/flows/shared/flow-transitions';
import userEvent from '@testing-library/user-event';
import { fakeApi } from './fake-api';

export function renderScreen(answer: Parameters<typeof fakeApi>[0], ui: (navigate: Mock<Navigate>) => ReactElement) {
  const api = fakeApi(answer);
  const navigate = vi.fn<Navigate>();
  api.render(ui(navigate));
  return { ...api, requests: api.calls, navigate, user: userEvent.setup() };
}
