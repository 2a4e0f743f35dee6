import { api } from '@emas/contract';
import type { ChatSendBody, OutboxChannel, OutboxStatus } from '@emas/contract/api/whatsapp';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const OUTBOX_KEY = ['outbox'] as const;
const refreshOutbox = () => queryClient.invalidateQueries({ queryKey: OUTBOX_KEY });

export const saveNoWhatsapp = (kode_toko: string, no_whatsapp: string) =>
  call(api.editSystem, { params: { kode_toko }, body: { no_whatsapp } });

/** The test message; delivered (200), waiting in the outbox (202), or refused (the client shows why). */
export const sendChat = async (body: ChatSendBody) => {
  const r = await call(api.chatSend, { body, timeoutMs: 60_000 });
  void refreshOutbox();
  return r;
};

/** The outbox, refreshed every few seconds while the screen is open (retries change it). */
export const useOutbox = (channel: OutboxChannel | 'ALL', status: OutboxStatus | 'ALL') =>
  useQuery({
    queryKey: [...OUTBOX_KEY, channel, status],
    queryFn: ({ signal }) => callData(api.listOutbox, { query: { channel, status, limit: 200 }, signal }),
    refetchInterval: 3_000,
    staleTime: 0,
  });

export const useRetryOutbox = () =>
  useMutation({
    mutationFn: (id: number) => call(api.retryOutbox, { params: { id } }),
    onSettled: refreshOutbox,
  });
