// The info cards' machines, each provided once per mount with its implementations bound to the API
// client, the query cache and the signed-in customer (actors.ts).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api-context';
import type { AccountUserProps } from '../account-nav';
import type { InfoDeps } from './actors';

export function useInfoLogic<T>(user: AccountUserProps, provide: (deps: InfoDeps) => T): T {
  const api = useApi();
  const queryClient = useQueryClient();
  const [logic] = useState(() => provide({ api, queryClient, user: { uuid: user.uuid, commercial: user.commercial } }));
  return logic;
}
