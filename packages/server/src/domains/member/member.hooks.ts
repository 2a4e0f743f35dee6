import { MODULE } from '@emas/contract';
import { listModuleRows } from '../../platform/modules.queries.ts';
import { registerMasterUsage } from '../master/master-usage.ts';
import { registerClosingStep } from '../system/closing-steps.ts';
import { hadiahStockOf } from './member.queries.ts';
import { runDueResets } from './member.service.ts';

export const RESET_CLOSING_STEP = 'Reset Poin Member';

let registered = false;
/**
 * Once per process: the store closing resets member points on a reset day (module
 * RESET_POINT_MEMBER_MODULE), and a gift still in stock cannot be deleted from data-hadiah.
 */
export function registerMemberHooks(): void {
  if (registered) return;
  registered = true;
  registerClosingStep({
    name: RESET_CLOSING_STEP,
    run: async (tx, ctx) => {
      const modules = await listModuleRows(ctx.shop, tx);
      const on = (key: string) => modules.some((m) => m.key === key && m.active);
      return runDueResets(ctx.shop, tx, {
        tgl_system: ctx.tgl_system,
        user_id: ctx.user_id,
        moduleOn: on(MODULE.MEMBER) && on(MODULE.RESET_POINT_MEMBER),
      });
    },
  });
  registerMasterUsage('data-hadiah', async (shop, tx, kode) =>
    (await hadiahStockOf(shop, tx, kode)) > 0 ? 'Stock Hadiah' : null,
  );
}
