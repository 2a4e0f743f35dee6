import { API_PREFIX } from '@emas/contract';
import { privateImageScreens } from '@emas/contract/api/katalog';
import { useEffect, useState } from 'react';
import { apiBase } from './api-client.ts';
import { getUser } from './session.ts';

const IMAGE_PATH = `${API_PREFIX}/image/`;

/**
 * The address to show an image at. A private one (a pawn photo: the server asks for the session token,
 * which an <img> cannot send) is fetched with the token, through the picked shop like any call, and
 * shown from a blob address freed when the image changes or leaves the screen; undefined until then
 * (and when it cannot be fetched). Any other address is used as it is.
 */
export function useApiImage(url: string | undefined): string | undefined {
  const key = url?.startsWith(IMAGE_PATH) ? url.slice(IMAGE_PATH.length) : undefined;
  const isPrivate = key !== undefined && privateImageScreens(key.split('?')[0] ?? '') !== undefined;
  const [blobUrl, setBlobUrl] = useState<string>();
  useEffect(() => {
    if (!isPrivate || !key) return;
    const abort = new AbortController();
    let made: string | undefined;
    const token = getUser()?.token;
    fetch(`${apiBase()}image/${key}`, { headers: token ? { token } : {}, signal: abort.signal })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob || abort.signal.aborted) return;
        made = URL.createObjectURL(blob);
        setBlobUrl(made);
      })
      .catch(() => {});
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
      setBlobUrl(undefined);
    };
  }, [isPrivate, key]);
  return isPrivate ? blobUrl : url;
}
