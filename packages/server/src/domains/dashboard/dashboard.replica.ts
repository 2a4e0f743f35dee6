import { api, todayJakarta } from '@emas/contract';
import { registerReplicaAnswer } from '../laporan/report-replica.ts';
import { dailyTotals, periodTotals } from './dashboard.service.ts';

/**
 * The Dashboard Pusat's charts read at head office from a branch's ready replica, as the branch would
 * answer them (its own functions on the replica schema); without one, over HTTP (fan-out-replica.ts).
 */
registerReplicaAnswer(api.dailyTransactionChart.path, (replica, query) => {
  const q = api.dailyChartQuery.parse(query);
  return dailyTotals(replica, q.tgl_system ?? todayJakarta());
});
registerReplicaAnswer(api.periodTransactionChart.path, (replica, query) => {
  const q = api.periodChartQuery.parse(query);
  return periodTotals(replica, q.tgl_awal, q.tgl_akhir);
});
