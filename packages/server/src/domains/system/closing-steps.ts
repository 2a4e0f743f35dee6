import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

/**
 * The store closing's steps. Each domain that keeps daily balances (stock, cash) registers one;
 * all of them run inside the closing's single transaction, in registration order.
 */
export type ClosingStep = {
  name: string;
  run(
    tx: Db,
    ctx: { shop: ShopContext; tgl_system: string; tgl_system_baru: string; user_id: string },
  ): Promise<unknown>;
};

const steps: ClosingStep[] = [];

export function registerClosingStep(step: ClosingStep): void {
  if (steps.some((s) => s.name === step.name)) return;
  steps.push(step);
}

export const closingSteps = (): readonly ClosingStep[] => steps;
