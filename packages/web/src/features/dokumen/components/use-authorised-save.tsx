import type { OtorisasiKind } from '@emas/contract';
import { api } from '@emas/contract';
import { useRef, useState } from 'react';
import { paymentAccepted } from '../../../components/ui/amount-limits.ts';
import { type AuthorizationInput, AuthorizationModal } from '../../../components/ui/authorization-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { OVERDRAW_AUTH } from '../../kas/components/overdraw-auth.ts';
import { authorise } from '../api/dokumen-calls.ts';

/** The authorisations a save may need: over the plafond, and cash out beyond the drawer. */
export type AuthNeed = 'plafond' | 'kas';
export type AuthIds = Partial<Record<AuthNeed, string>>;

type Steps<B> = {
  /** The authorisation an amount over the plafond asks (cash beyond the drawer asks OVERDRAW_AUTH). */
  plafondAuth: { kind: OtorisasiKind; title: string };
  /** The start of the server's 'over the plafond' refusal (its amount follows). */
  overPlafond: string;
  /** The body with these authorisations and the amount it pays out; null when the form is not ready (said). */
  check: (ids: AuthIds) => Promise<{ body: B; amount: number } | null> | { body: B; amount: number } | null;
  /** The plafond of the pieces, once known. */
  plafond: number | undefined;
  /** Saves the body; prints into the window opened inside the key press or click. */
  send: (body: B, win: Window | null) => Promise<unknown>;
  /** What an authorisation is bound to: the amount, or the cash it takes from the drawer. */
  authAmount: (need: AuthNeed) => number;
};

/**
 * Saving a pledge (a pawn loan, a deposit): an unusual amount is asked once, an amount over the plafond
 * asks the 'Otorisasi' of an SPV/OWN user first, and an authorisation the screen could not foresee (the
 * plafond moved with the gold price, or the drawer holds less than the payout) is asked when the server
 * wants it; then the save runs again with it. `modal` is the authorisation dialog to render.
 */
export function useAuthorisedSave<B>(s: Steps<B>) {
  const auths: Record<AuthNeed, { kind: OtorisasiKind; title: string }> = {
    plafond: s.plafondAuth,
    kas: OVERDRAW_AUTH,
  };
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const [auth, setAuth] = useState<{ need: AuthNeed; ids: AuthIds } | null>(null);

  const save = async (ids: AuthIds = {}): Promise<void> => {
    if (savingRef.current) return;
    const checked = await s.check(ids);
    if (!checked) return;
    // An unusual amount is asked once, before any authorisation.
    if (!ids.plafond && !ids.kas && !(await paymentAccepted(checked.amount))) return;
    if (!ids.plafond && s.plafond !== undefined && checked.amount > s.plafond)
      return setAuth({ need: 'plafond', ids });
    savingRef.current = true;
    setSaving(true);
    // Opened inside the key press or click so that the pop-up blocker lets the nota through.
    const win = window.open('', '_blank');
    try {
      await s.send(checked.body, win);
    } catch (e) {
      win?.close();
      if (e instanceof ApiError && e.status === 403) {
        if (!ids.plafond && e.message.startsWith(s.overPlafond)) setAuth({ need: 'plafond', ids });
        else if (!ids.kas && e.message === api.OTORISASI_MSG.required) setAuth({ need: 'kas', ids });
      }
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const onAuthorise = async (input: AuthorizationInput) => {
    if (!auth) return;
    const { id_otorisasi } = await authorise(auths[auth.need].kind, input, {
      jumlah: s.authAmount(auth.need),
    });
    const ids = { ...auth.ids, [auth.need]: id_otorisasi };
    setAuth(null);
    await save(ids);
  };

  const modal = (
    <AuthorizationModal
      open={!!auth}
      title={auth ? auths[auth.need].title : 'Otorisasi'}
      withNote
      onSubmit={onAuthorise}
      onCancel={() => setAuth(null)}
    />
  );
  return { save, saving, modal };
}
