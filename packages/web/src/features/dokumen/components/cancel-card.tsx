import { StopOutlined } from '@ant-design/icons';
import { api, type DocumentKind, type DocumentRow, type OtorisasiKind } from '@emas/contract';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { type AuthorizationInput, AuthorizationModal } from '../../../components/ui/authorization-modal.tsx';
import { ask, showError, showSuccess } from '../../../components/ui/notify.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { cashOut, OVERDRAW_AUTH } from '../../kas/components/overdraw-auth.ts';
import { authorise, cancelDocument, refreshDocuments } from '../api/dokumen-calls.ts';

const MSG = api.TRANSAKSI_MSG;

type CashRow = { jenis: string; jumlah_in?: number; jumlah?: number };
/** At most the cash the document took in (its CASH rows, else its amount): what a refund may draw. */
const cashTaken = (kind: DocumentKind, inv: DocumentRow) => {
  const pembayaran = (inv as { pembayaran?: unknown }).pembayaran;
  const rows = Array.isArray(pembayaran) ? (pembayaran as CashRow[]) : null;
  const taken = rows
    ? cashOut(
        rows.map((r) => ({ jenis: r.jenis, jumlah: Number(r.jumlah_in ?? r.jumlah ?? 0) })),
        0,
      )
    : Number(inv[kind.amountField] ?? 0);
  return Number.isFinite(taken) ? Math.max(0, Math.round(taken)) : 0;
};

/**
 * A move that undoes a document (its cancel, or a kind's own reversal such as batal lunas hutang):
 * the states it starts from, the authorisation it needs, its call and its texts.
 */
export type CancelRule = {
  /** 'Batal Service', 'Batal Lunas Hutang': the button, the question and the authorisation's title. */
  title: string;
  from: readonly string[];
  /** `always`: every time; `laterDay`: for a document of an earlier business day. */
  otorisasi: { kind: OtorisasiKind; when: 'always' | 'laterDay' };
  call: (body: { number: string; alasan: string; id_otorisasi?: string }) => Promise<{ message?: string }>;
  done: string;
  /** Shown instead of the form when the document is in none of the `from` states. */
  notAllowed: (doc: DocumentRow) => string;
  /** Shown instead of the form when it returns text (the server refuses the same). */
  blocked?: (doc: DocumentRow) => string | undefined;
  /** Shown above the form (info). */
  note?: (doc: DocumentRow) => string | undefined;
};

/** The kind's own cancel (batal) rule. */
export const cancelRuleOf = (kind: DocumentKind): CancelRule => ({
  title: `Batal ${kind.title}`,
  from: kind.cancel.from,
  otorisasi: { kind: kind.cancel.laterDay.otorisasi, when: 'laterDay' },
  call: ({ number, alasan, id_otorisasi }) =>
    cancelDocument(kind, { no_faktur: number, alasan, id_otorisasi }),
  done: kind.messages.cancelled,
  notAllowed: () => kind.messages.alreadyCancelled ?? MSG.alreadyCancelled,
  blocked: kind.messages.cancelBlocked,
  note: kind.messages.cancelNote,
});

type Props = { kind: DocumentKind; inv: DocumentRow; number: string; rule: CancelRule };

/** The reason, the confirmation and (when the rule says) the SPV/OWN authorisation, then the call. */
export function CancelCard({ kind, inv, number, rule }: Props) {
  const { user } = useSession();
  const [alasan, setAlasan] = useState('');
  /** The authorisation asked for: the rule's own, or the drawer's when the refund is more than it holds. */
  const [auth, setAuth] = useState<{ kind: OtorisasiKind; title: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const today = user?.tgl_system ?? '';
  const pastDay = !!today && String(inv.tanggal) < today;
  const needsAuth = rule.otorisasi.when === 'always' || pastDay;
  const allowed = rule.from.includes(String(inv.status));
  const blocked = rule.blocked?.(inv);
  const note = rule.note?.(inv);
  const idPrefix = `batal-${kind.short}`;

  const run = async (id_otorisasi?: string) => {
    setBusy(true);
    try {
      const res = await rule.call({ number, alasan, id_otorisasi });
      showSuccess(res.message ?? rule.done);
      setAlasan('');
      await refreshDocuments(kind);
    } catch (e) {
      // The error box showed the server's message. Without an authorisation of its own, a cancel is
      // asked for one only by a shop that lets a refund overdraw the drawer (KAS KELUAR MELEBIHI SALDO).
      if (
        e instanceof ApiError &&
        e.status === 403 &&
        !id_otorisasi &&
        e.message === api.OTORISASI_MSG.required
      )
        setAuth(OVERDRAW_AUTH);
    } finally {
      setBusy(false);
    }
  };

  const onBatal = async () => {
    if (!alasan.trim()) return showError(MSG.reasonRequired);
    const ok = await ask({
      title: `Apakah Anda Yakin Ingin ${rule.title.replace(/^Batal /, 'Membatalkan ')} ${number}?`,
      okText: 'Ya, Batalkan',
      cancelText: 'Tidak',
      danger: true,
    });
    if (!ok) return;
    if (needsAuth) setAuth({ kind: rule.otorisasi.kind, title: `Otorisasi ${rule.title}` });
    else await run();
  };

  const onAuthorise = async (input: AuthorizationInput) => {
    if (!auth) return;
    // Bound to this document; the drawer's, to the cash the refund may take.
    const { id_otorisasi } = await authorise(
      auth.kind,
      input,
      auth.kind === OVERDRAW_AUTH.kind ? { jumlah: cashTaken(kind, inv) } : { no_faktur: number },
    );
    setAuth(null);
    await run(id_otorisasi);
  };

  return (
    <Card size="small" title="Pembatalan">
      {!allowed ? (
        <Alert type="info" showIcon title={rule.notAllowed(inv)} />
      ) : blocked ? (
        <Alert type="warning" showIcon title={blocked} />
      ) : (
        <Flex vertical gap={12}>
          {note && <Alert type="info" showIcon title={note} />}
          {needsAuth && (
            <Alert
              type="warning"
              showIcon
              title={
                rule.otorisasi.when === 'always'
                  ? `${rule.title} Membutuhkan Otorisasi SPV / Owner`
                  : 'Transaksi Hari Sebelumnya: Pembatalan Membutuhkan Otorisasi SPV / Owner'
              }
            />
          )}
          <div>
            <Typography.Text>Alasan Batal</Typography.Text>
            <Input.TextArea
              id={`${idPrefix}-alasan`}
              aria-label="Alasan Batal"
              rows={2}
              maxLength={255}
              value={alasan}
              onChange={(e) => setAlasan(e.target.value.toUpperCase())}
            />
          </div>
          <Button
            danger
            type="primary"
            icon={<StopOutlined />}
            loading={busy}
            onClick={() => void onBatal()}
            style={{ alignSelf: 'flex-start' }}
          >
            {rule.title}
          </Button>
        </Flex>
      )}
      <AuthorizationModal
        open={!!auth}
        title={auth?.title ?? `Otorisasi ${rule.title}`}
        withNote
        onSubmit={onAuthorise}
        onCancel={() => setAuth(null)}
      />
    </Card>
  );
}
