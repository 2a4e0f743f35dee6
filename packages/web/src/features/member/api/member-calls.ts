import { api } from '@emas/contract';
import type { CreateMemberInput, EditMemberInput, MemberSetting } from '@emas/contract/api/member';
import { useMutation, useQuery } from '@tanstack/react-query';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Every member query sits under this key; a change refreshes them all. */
export const MEMBER_KEY = ['member'] as const;
export const HADIAH_KEY = ['hadiah-stock'] as const;
export const refreshMembers = () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY });
const refreshAll = () =>
  Promise.all([refreshMembers(), queryClient.invalidateQueries({ queryKey: HADIAH_KEY })]);

export async function fetchMemberPage(r: {
  page: number;
  limit: number;
  search: string;
  signal: AbortSignal;
}) {
  const res = await call(api.listMember, {
    query: { page: r.page, limit: r.limit, search: r.search || undefined },
    signal: r.signal,
  });
  return { data: res.data, count: res.count ?? res.data.length };
}

/** The member by its code (8 to 13 characters), or null when there is none. */
export async function findMember(kode: string, signal?: AbortSignal): Promise<api.MemberRow | null> {
  const rows = await callData(api.getMemberByKode, {
    params: { kode_member: kode.trim() },
    signal,
    quiet: true,
  });
  return rows[0] ?? null;
}

export async function fetchMemberTransaksi(
  kode: string,
  r: { page: number; limit: number; signal: AbortSignal },
) {
  const res = await call(api.memberTransaksi, {
    params: { kode_member: kode },
    query: { page: r.page, limit: r.limit },
    signal: r.signal,
  });
  return { data: res.data, count: res.count ?? res.data.length };
}

export async function fetchTransaksiPoin(
  q: { tgl_awal: string; tgl_akhir: string; kode_member?: string; jenis?: api.JenisPoin },
  r: { page: number; limit: number; signal: AbortSignal },
) {
  const res = await call(api.listTransaksiPoin, {
    query: { ...q, page: r.page, limit: r.limit },
    signal: r.signal,
  });
  return { data: res.data, count: res.count ?? res.data.length };
}

export async function fetchTukarPage(
  q: { tgl_awal: string; tgl_akhir: string },
  r: { page: number; limit: number; signal: AbortSignal },
) {
  const res = await call(api.listTukarPoint, {
    query: { ...q, page: r.page, limit: r.limit },
    signal: r.signal,
  });
  return { data: res.data, count: res.count ?? res.data.length };
}

export const useHadiahStock = () =>
  useQuery({
    queryKey: HADIAH_KEY,
    queryFn: ({ signal }) => callData(api.listHadiahStock, { signal }),
    staleTime: 0,
  });

export const useMemberSetting = () =>
  useQuery({
    queryKey: [...MEMBER_KEY, 'setting'],
    queryFn: ({ signal }) => callData(api.getMemberSetting, { signal }),
  });

/** Add (no kode) or edit (kode) a member; the server's success text in the success popup. */
export const useSaveMember = () =>
  useMutation({
    mutationFn: async (v: { kode?: string; body: CreateMemberInput | EditMemberInput }) =>
      v.kode
        ? call(api.editMember, { params: { kode_member: v.kode }, body: v.body as EditMemberInput })
        : call(api.createMember, { body: v.body as CreateMemberInput }),
    onSuccess: async (res) => {
      showSuccess(res.message ?? 'Data Berhasil Disimpan');
      await refreshAll();
    },
  });

export const useTukarPoint = () =>
  useMutation({
    mutationFn: (body: api.TukarPointInput) => call(api.tukarPoint, { body }),
    onSuccess: async (res) => {
      showSuccess(res.message ?? 'Tukar Point Berhasil');
      await refreshAll();
    },
  });

export const useHadiahStockIn = () =>
  useMutation({
    mutationFn: (body: { kode_hadiah: string; qty: number; keterangan?: string }) =>
      call(api.hadiahStockIn, { body }),
    onSuccess: async (res) => {
      showSuccess(res.message ?? 'Stock Hadiah Berhasil Ditambahkan');
      await refreshAll();
    },
  });

export const useKoreksiPoin = () =>
  useMutation({
    mutationFn: (body: { kode_member: string; poin: number; keterangan: string }) =>
      call(api.koreksiPoin, { body }),
    onSuccess: async (res) => {
      showSuccess(res.message ?? 'Koreksi Poin Berhasil Disimpan');
      await refreshAll();
    },
  });

export const useSaveMemberSetting = () =>
  useMutation({
    mutationFn: (body: MemberSetting) => call(api.setMemberSetting, { body }),
    onSuccess: async (res) => {
      showSuccess(res.message ?? 'Setting Member Berhasil Disimpan');
      await refreshMembers();
    },
  });
