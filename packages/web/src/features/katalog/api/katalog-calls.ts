import { MSG } from '@emas/contract';
import {
  type ImageFolder,
  KATALOG_ENDPOINTS,
  KATALOG_MSG,
  type KatalogKind,
  type KatalogRowOf,
  type KatalogVarian,
  KIND_KEY,
  type SplashBody,
  type SplashSlot,
  saveDiamondSplash,
  type UploadedImage,
  uploadImage,
} from '@emas/contract/api/katalog';
import { useMutation, useQuery } from '@tanstack/react-query';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { ApiError, type CallOptions, call, type callData, upload } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const katalogKey = (kind: KatalogKind, varian: KatalogVarian) => ['katalog', kind, varian] as const;

type Loose = {
  list: Parameters<typeof callData>[0];
  listDiamond: Parameters<typeof callData>[0];
  add: Parameters<typeof call>[0] | null;
  addDiamond: Parameters<typeof call>[0] | null;
  edit: Parameters<typeof call>[0];
  remove: Parameters<typeof call>[0] | null;
};
const calls = (kind: KatalogKind) => KATALOG_ENDPOINTS[kind] as unknown as Loose;
// biome-ignore lint/suspicious/noExplicitAny: one loosely typed caller for every kind's endpoints.
const callLoose = call as (e: unknown, input: any) => Promise<{ message?: string; data: any }>;

export function useKatalogList<K extends KatalogKind>(kind: K, varian: KatalogVarian, enabled = true) {
  return useQuery({
    queryKey: katalogKey(kind, varian),
    queryFn: ({ signal }) =>
      callLoose(varian === 'DIAMOND' ? calls(kind).listDiamond : calls(kind).list, { signal }).then(
        (r) => r.data as KatalogRowOf[K][],
      ),
    enabled,
  });
}

/** Section 8: no answer 'Koneksi Bermasalah'; the server's refusal as it says; otherwise the screen's text. */
function failed(fallback: string) {
  return (e: unknown) => {
    if (!(e instanceof ApiError)) return showError(fallback);
    if (e.kind === 'network') return showError(MSG.connectionProblem);
    if (e.kind === 'timeout') return;
    showError(e.status >= 400 && e.status < 500 ? e.message : fallback);
  };
}

const quiet: CallOptions = { quiet: true };

/** Uploads one image to a catalogue folder (section 4: before the add or edit call). */
export async function uploadKatalogImage(folder: ImageFolder, file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('folder', folder);
  form.append('image', file, file.name);
  return (await upload(uploadImage, form, { timeoutMs: 60_000 })).data;
}

const refresh = (kind: KatalogKind, varian: KatalogVarian) =>
  queryClient.invalidateQueries({ queryKey: katalogKey(kind, varian) });

/** Add (no `kode`) or edit (`kode` of the open record) one entry. */
export function useSaveKatalog(kind: KatalogKind, varian: KatalogVarian) {
  return useMutation({
    mutationFn: async ({ kode, body }: { kode: string | null; body: Record<string, unknown> }) => {
      const c = calls(kind);
      if (kode)
        return callLoose(c.edit, { ...quiet, params: { [KIND_KEY[kind]]: kode }, query: { varian }, body });
      const add = varian === 'DIAMOND' ? c.addDiamond : c.add;
      if (!add) throw new Error(`no add call for ${kind}`);
      return callLoose(add, { ...quiet, body });
    },
    onSuccess: async (res, v) => {
      showSuccess(res.message ?? (v.kode ? MSG.edited : MSG.added));
      await refresh(kind, varian);
    },
    onError: (e, v) => failed(v.kode ? KATALOG_MSG.editFailed(kind) : KATALOG_MSG.addFailed(kind))(e),
  });
}

export function useDeleteKatalog(kind: KatalogKind, varian: KatalogVarian) {
  return useMutation({
    mutationFn: (kode: string) => {
      const remove = calls(kind).remove;
      if (!remove) throw new Error(`no delete call for ${kind}`);
      return callLoose(remove, { ...quiet, params: { [KIND_KEY[kind]]: kode }, query: { varian } });
    },
    onSuccess: async (res) => {
      showSuccess(res.message ?? MSG.deleted);
      await refresh(kind, varian);
    },
    onError: failed(KATALOG_MSG.deleteFailed(kind)),
  });
}

export function useSaveSplash(varian: KatalogVarian) {
  return useMutation({
    mutationFn: ({ kode, body }: { kode: SplashSlot; body: SplashBody }) =>
      varian === 'DIAMOND'
        ? call(saveDiamondSplash, { ...quiet, body: { ...body, kode } })
        : callLoose(KATALOG_ENDPOINTS.SPLASH.edit, { ...quiet, params: { kode }, body }),
    onSuccess: async (res) => {
      showSuccess(res.message ?? MSG.edited);
      await refresh('SPLASH', varian);
    },
    onError: failed(KATALOG_MSG.splashSaveFailed),
  });
}
