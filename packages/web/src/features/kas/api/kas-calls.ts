import { api } from '@emas/contract';
import * as kasApi from '@emas/contract/api/kas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The cash screens' calls (uang kas/bank, pengalihan, validasi non cash, gesek tunai, kirim/terima uang). */
export const KAS_KEY = ['kas'] as const;
const refreshKas = () => queryClient.invalidateQueries({ queryKey: KAS_KEY });

export const useSaldoKasir = (tanggal: string | undefined) =>
  useQuery({
    queryKey: [...KAS_KEY, 'saldo', tanggal],
    queryFn: ({ signal }) => callData(kasApi.getSaldoKasir, { query: { tanggal }, signal }),
    staleTime: 0,
  });

export const useUangKas = (tanggal: string | undefined) =>
  useQuery({
    queryKey: [...KAS_KEY, 'uang-kas', tanggal],
    queryFn: ({ signal }) => callData(kasApi.listUangKas, { query: { tanggal }, signal }),
    staleTime: 0,
  });

export const useAddUangKas = () =>
  useMutation({
    mutationFn: (body: kasApi.UangKasBody) => call(kasApi.createUangKas, { body }),
    onSettled: refreshKas,
  });

export const useUangBank = (tanggal: string | undefined) =>
  useQuery({
    queryKey: [...KAS_KEY, 'uang-bank', tanggal],
    queryFn: ({ signal }) => callData(kasApi.listUangBank, { query: { tanggal }, signal }),
    staleTime: 0,
  });

export const useAddUangBank = () =>
  useMutation({
    mutationFn: (body: kasApi.UangBankBody) => call(kasApi.createUangBank, { body }),
    onSettled: refreshKas,
  });

export const useKasUsers = (level?: 'KASIR') =>
  useQuery({
    queryKey: [...KAS_KEY, 'users', level],
    queryFn: ({ signal }) => callData(kasApi.listKasUsers, { query: { level }, signal }),
    staleTime: 60_000,
  });

/** The shop's accounts and banks (same query keys as the master screens). */
export const useRekeningOptions = () => useMasterOptions('rekening');
export const useBankOptions = () => useMasterOptions('bank');

/** Starts the streamed cash report; the rows arrive over the live channel. */
export const startCashReport = (body: kasApi.ReportCashDetailBody) =>
  call(kasApi.reportCashDetail, { body, timeoutMs: 120_000 });

/** The page shows the server's message itself. */
export const moveBalance = (body: kasApi.TransferBalanceBody) =>
  call(kasApi.transferBalance, { body, quiet: true });

export const useNonCash = (q: kasApi.NonCashQuery | null) =>
  useQuery({
    queryKey: [...KAS_KEY, 'non-cash', q],
    queryFn: ({ signal }) => callData(kasApi.listNonCash, { query: q as kasApi.NonCashQuery, signal }),
    enabled: !!q,
    staleTime: 0,
  });

export const validateNonCash = (id_cashes: number[]) =>
  call(kasApi.validateNonCash, { body: { id_cashes }, quiet: true });

export const cashByDeskripsi = (deskripsi: string) =>
  callData(kasApi.cashByDeskripsi, { body: { deskripsi }, quiet: true });

export const useKasSetting = () =>
  useQuery({
    queryKey: [...KAS_KEY, 'setting'],
    queryFn: ({ signal }) => callData(kasApi.getKasSetting, { signal }),
  });
export const useSetKasSetting = () =>
  useMutation({
    mutationFn: (wajib: boolean) => call(kasApi.setKasSetting, { body: { wajib_validasi_non_cash: wajib } }),
    onSettled: refreshKas,
  });

export const useGesekHistories = (q: { tgl_from: string; tgl_to: string } | null) =>
  useQuery({
    queryKey: [...KAS_KEY, 'gesek', q],
    queryFn: ({ signal }) =>
      callData(kasApi.gesekHistories, { query: q as { tgl_from: string; tgl_to: string }, signal }),
    enabled: !!q,
    staleTime: 0,
  });

export const useAddGesek = () =>
  useMutation({
    mutationFn: (body: kasApi.GesekBody) => call(kasApi.createGesek, { body, quiet: true }),
    onSettled: refreshKas,
  });

/** Card holder look-up: no popup when the card is new. */
export const findCardCustomer = (no_credit_card: string, signal?: AbortSignal) =>
  callData(kasApi.creditCardCustomer, { query: { no_credit_card }, quiet: true, signal });

// Kirim / terima uang: head office asks its own server (it fans out to the branches itself).

export const useShopsOfPusat = (enabled: boolean) =>
  useQuery({
    queryKey: [...KAS_KEY, 'master-toko'],
    queryFn: ({ signal }) => callData(api.listMasterToko, { signal }),
    enabled,
    staleTime: 60_000,
  });

export const useKirimUang = (q: kasApi.KirimUangQuery | null) =>
  useQuery({
    queryKey: [...KAS_KEY, 'kirim-uang', q],
    queryFn: ({ signal }) =>
      callData(kasApi.listKirimUang, { query: q as kasApi.KirimUangQuery, signal, own: true, quiet: true }),
    enabled: !!q,
    staleTime: 0,
    retry: false,
  });

export const useKirimUangHistory = (q: kasApi.KirimUangHistoryQuery | null) =>
  useQuery({
    queryKey: [...KAS_KEY, 'kirim-uang-history', q],
    queryFn: ({ signal }) =>
      callData(kasApi.listKirimUangHistory, {
        query: q as kasApi.KirimUangHistoryQuery,
        signal,
        own: true,
        quiet: true,
      }),
    enabled: !!q,
    staleTime: 0,
  });

export const sendKirimUang = (body: { jumlah_rp: number; tujuan?: string; keterangan: string }) =>
  call(kasApi.createKirimUang, { body: { tujuan: 'PUSAT', ...body }, own: true, quiet: true });

export const findKirimUang = (no_reff: string) =>
  callData(kasApi.getKirimUang, { params: { no_reff }, own: true, quiet: true });

export const receiveKirimUang = (no_reff: string) =>
  call(kasApi.receiveKirimUang, { params: { no_reff }, own: true, quiet: true });

export const afterKasChange = refreshKas;
