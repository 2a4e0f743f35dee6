import { MSG } from '@emas/contract';
import {
  deleteNotaLabel,
  duplicateNotaLabel,
  getNotaLabels,
  type NotaFont,
  type NotaLabel,
  type NotaType,
  previewNota,
  type SaveNotaLayoutBody,
  saveNotaLayout,
} from '@emas/contract/api/nota';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiBase, call, callData } from '../../../lib/api-client.ts';
import { getUser, invalidateSession } from '../../../lib/session.ts';

/** The labels of a note type (invoice and slip); the server's text shows when the load fails. */
export const useNotaLabels = (type: NotaType) =>
  useQuery({
    queryKey: ['nota-labels', type],
    queryFn: ({ signal }) => callData(getNotaLabels, { query: { type }, signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The page shows its own messages for these. */
export const saveLayout = (body: SaveNotaLayoutBody) => call(saveNotaLayout, { body, quiet: true });

export const copyLabel = (l: NotaLabel) =>
  call(duplicateNotaLabel, {
    body: { name: l.name, isi: l.isi, jenis: l.jenis, is_mobile: l.is_mobile, type: l.type },
  });

export const removeLabel = (l: Pick<NotaLabel, 'name' | 'type' | 'is_mobile'>) =>
  call(deleteNotaLabel, { body: { name: l.name, type: l.type, is_mobile: l.is_mobile } });

/**
 * A sample invoice (application/pdf): of the stored layout, or of the unsaved labels when given.
 * Not through `call`: the answer is a file; an error answer is the usual JSON.
 */
export async function fetchPreview(body: {
  type: NotaType;
  is_mobile: boolean;
  font?: NotaFont;
  nota?: NotaLabel[];
}): Promise<Blob> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/pdf' };
  const token = getUser()?.token;
  if (token) headers.token = token;
  let res: Response;
  try {
    res = await fetch(`${apiBase()}${previewNota.path}`, {
      method: previewNota.method,
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new ApiError(MSG.connectionProblem, 0, 'network');
  }
  if (res.ok && (res.headers.get('Content-Type') ?? '').includes('application/pdf')) return res.blob();
  const answer = (await res.json().catch(() => ({}))) as { message?: string };
  if (res.status === 401 && getUser()) {
    invalidateSession();
    window.location.reload();
  }
  throw new ApiError(answer.message || MSG.requestFailed, res.status, 'http');
}
