import type { MasterOption } from '@emas/contract';
import type { KasUser } from '@emas/contract/api/kas';

/** An account as '<no rekening> - <bank>'. */
export const rekeningChoices = (options: readonly MasterOption[] | undefined) =>
  (options ?? []).map((o) => ({ value: o.value, label: `${o.value} - ${String(o.row.kode_bank ?? '')}` }));

/** A user as '<id> - <name>'. */
export const userChoices = (users: readonly KasUser[] | undefined) =>
  (users ?? []).map((u) => ({ value: u.user_id, label: `${u.user_id} - ${u.user_name}` }));
