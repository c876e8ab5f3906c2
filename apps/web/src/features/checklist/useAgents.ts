import { useQuery } from '@tanstack/react-query';
import type { AgencyUser } from '@rumo/core';
import { useAccountInfo } from '../../api/account.ts';
import { api } from '../../api/client.ts';

/** Someone a task can be given to. */
export interface Agent {
  id: number;
  name: string;
  email: string;
  isMe: boolean;
}

/**
 * The responsible-agent options (spec 5): the signed-in user first, then the agency's people from
 * GET /agencies/accounts/allUsers. When that call fails the user alone stays, and `failed` says so.
 */
export function useAgents() {
  const account = useAccountInfo();
  const users = useQuery({
    queryKey: ['agency', 'allUsers'],
    queryFn: ({ signal }) => api.get<AgencyUser[]>('/agencies/accounts/allUsers', { signal }),
    staleTime: 60_000,
    retry: 1,
  });
  const me = account.data?.user;
  const agents: Agent[] = [];
  if (me) {
    agents.push({ id: Number(me.pk), name: `${me.first_name} ${me.last_name}`.trim(), email: me.email, isMe: true });
  }
  for (const user of users.data ?? []) {
    if (agents.some((agent) => agent.id === user.id)) continue;
    agents.push({ id: user.id, name: `${user.first_name} ${user.last_name}`.trim(), email: user.email, isMe: false });
  }
  return {
    agents,
    loading: account.isPending || users.isPending,
    failed: users.isError,
    me: me ? Number(me.pk) : null,
  };
}
