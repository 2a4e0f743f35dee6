import { api } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import type { PageRequest, PageResult } from '../../../components/ui/data-table.tsx';
import { call, callData } from '../../../lib/api-client.ts';

export type UserRow = api.UserRow;

export const usersKey = ['users'] as const;

/** One page of users for the data table. */
export async function fetchUsersPage({
  page,
  limit,
  search,
  signal,
}: PageRequest): Promise<PageResult<UserRow>> {
  const res = await call(api.listUsers, { query: { page, limit, search: search || undefined }, signal });
  return { data: res.data, count: res.count ?? res.data.length };
}

/** Every user (pickers): the largest page the server gives. */
export const useAllUsers = () =>
  useQuery({
    queryKey: [...usersKey, 'all'],
    queryFn: ({ signal }) => callData(api.listUsers, { query: { page: 1, limit: 500 }, signal }),
  });
