import { api, type ShopResult } from '@emas/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client.ts';

export type DashboardTotals = api.DashboardTotals;
export type DashboardPoint = api.DashboardPoint;

export const useDailyChart = (tgl_system: string | undefined) =>
  useQuery({
    queryKey: ['dashboard', 'daily', tgl_system],
    enabled: !!tgl_system,
    queryFn: ({ signal }) => callData(api.dailyTransactionChart, { query: { tgl_system }, signal }),
    placeholderData: keepPreviousData,
  });

export const usePeriodChart = (tgl_awal: string | undefined, tgl_akhir: string | undefined) =>
  useQuery({
    queryKey: ['dashboard', 'period', tgl_awal, tgl_akhir],
    enabled: !!tgl_awal && !!tgl_akhir,
    queryFn: ({ signal }) =>
      callData(api.periodTransactionChart, {
        query: { tgl_awal: tgl_awal ?? '', tgl_akhir: tgl_akhir ?? '' },
        signal,
      }),
  });

/** Head office: the daily totals of every shop, each shop answering (or failing) on its own. */
export const useDailyChartAllShops = (tgl_system: string | undefined) =>
  useQuery({
    queryKey: ['dashboard', 'pusat', tgl_system],
    enabled: !!tgl_system,
    queryFn: async ({ signal }) =>
      (await callData(api.fanOut, {
        body: {
          method: 'GET',
          path: api.dailyTransactionChart.path,
          query: tgl_system ? { tgl_system } : undefined,
        },
        signal,
      })) as ShopResult<DashboardTotals>[],
    placeholderData: keepPreviousData,
  });

/** Head office: each shop's daily points over a period, each shop answering (or failing) on its own. */
export const usePeriodChartAllShops = (tgl_awal: string | undefined, tgl_akhir: string | undefined) =>
  useQuery({
    queryKey: ['dashboard', 'pusat', 'period', tgl_awal, tgl_akhir],
    enabled: !!tgl_awal && !!tgl_akhir,
    queryFn: async ({ signal }) =>
      (await callData(api.fanOut, {
        body: {
          method: 'GET',
          path: api.periodTransactionChart.path,
          query: { tgl_awal: tgl_awal ?? '', tgl_akhir: tgl_akhir ?? '' },
        },
        signal,
      })) as ShopResult<DashboardPoint[]>[],
    placeholderData: keepPreviousData,
  });

/** The overdue open loans of the business day (the dashboard's flag). */
export const useHutangJatuhTempo = (enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'hutang-jatuh-tempo'],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => callData(api.hutangJatuhTempo, { signal, quiet: true }),
  });
