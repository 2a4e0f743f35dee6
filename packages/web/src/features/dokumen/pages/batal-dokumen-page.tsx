import { SearchOutlined, StopOutlined } from '@ant-design/icons';
import { api, type DocumentKind, type DocumentRow, documentKindByRoute } from '@emas/contract';
import { Alert, Button, Card, Flex, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useCurrentRoute } from '../../../app/routing/current-route.ts';
import { type AuthorizationInput, AuthorizationModal } from '../../../components/ui/authorization-modal.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ask, showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { authorise, cancelDocument, refreshDocuments, useDocumentInvoice } from '../api/dokumen-calls.ts';
import { DokumenInvoiceView } from '../components/dokumen-invoice-view.tsx';

const MSG = api.TRANSAKSI_MSG;

/** Batal {kind}: one page for every document kind of the route table, from its declaration. */
export function BatalDokumenPage() {
  const route = useCurrentRoute();
  const kind = documentKindByRoute(route.path);
  if (!kind) return null;
  return <BatalDokumen key={kind.key} kind={kind} />;
}

const rowsOf = (doc: DocumentRow, field: string) =>
  (Array.isArray(doc[field]) ? doc[field] : []) as DocumentRow[];

/**
 * Find a document by any of its numbers, see its lines and payments, give the reason and cancel it;
 * a document of an earlier business day first asks the SPV/OWN authorisation of the kind's cancel rule.
 */
function BatalDokumen({ kind }: { kind: DocumentKind }) {
  const { user } = useSession();
  const [kode, setKode] = useState('');
  const [noFaktur, setNoFaktur] = useState<string | null>(null);
  const [alasan, setAlasan] = useState('');
  const [authOpen, setAuthOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const invoice = useDocumentInvoice(kind, noFaktur);
  const inv = invoice.data;
  const number = inv ? String(inv[kind.numberField]) : '';
  const main = kind.invoice.lines[0]?.source ?? '';

  const today = user?.tgl_system ?? '';
  const pastDay = !!inv && !!today && String(inv.tanggal) < today;
  const cancellable = !!inv && kind.cancel.from.includes(String(inv.status));
  const blocked = inv ? kind.messages.cancelBlocked?.(inv) : undefined;
  const note = inv ? kind.messages.cancelNote?.(inv) : undefined;
  const idPrefix = `batal-${kind.short}`;

  const find = () => {
    const k = kode.trim().toUpperCase();
    if (!k) return showError('No Faktur Tidak Boleh Kosong');
    setAlasan('');
    if (k === noFaktur) void invoice.refetch();
    else setNoFaktur(k);
  };

  const doCancel = async (id_otorisasi?: string) => {
    if (!inv) return;
    setBusy(true);
    try {
      const res = await cancelDocument(kind, { no_faktur: number, alasan, id_otorisasi });
      showSuccess(res.message ?? kind.messages.cancelled);
      setAlasan('');
      await refreshDocuments(kind);
    } catch {
      // the error box showed the server's message
    } finally {
      setBusy(false);
    }
  };

  const onBatal = async () => {
    if (!inv) return;
    if (!alasan.trim()) return showError(MSG.reasonRequired);
    const ok = await ask({
      title: `Apakah Anda Yakin Ingin Membatalkan ${kind.title} ${number}?`,
      okText: 'Ya, Batalkan',
      cancelText: 'Tidak',
      danger: true,
    });
    if (!ok) return;
    if (pastDay) setAuthOpen(true);
    else await doCancel();
  };

  const onAuthorise = async (input: AuthorizationInput) => {
    const { id_otorisasi } = await authorise(kind.cancel.laterDay.otorisasi, input);
    setAuthOpen(false);
    await doCancel(id_otorisasi);
  };

  return (
    <PageFrame title={`Batal ${kind.title}`}>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input
          id={`${idPrefix}-no-faktur`}
          aria-label="No Faktur"
          placeholder={`No Faktur ${kind.title}`}
          prefix={<SearchOutlined />}
          autoFocus
          autoComplete="off"
          maxLength={40}
          value={kode}
          onChange={(e) => setKode(e.target.value.toUpperCase())}
          onPressEnter={(e) => {
            // No keypress: it would press the OK button of an error box opened by this Enter.
            e.preventDefault();
            find();
          }}
          style={{ maxWidth: 360 }}
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={find}>
          Cari
        </Button>
      </Flex>
      {!noFaktur ? (
        <EmptyState text={`Masukkan No Faktur ${kind.title}`} />
      ) : invoice.isFetching && !inv ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : !inv ? (
        <EmptyState />
      ) : !rowsOf(inv, main).length ? (
        <Alert type="error" showIcon title={kind.messages.notFound ?? MSG.fakturNotFound} />
      ) : (
        <Flex vertical gap={16}>
          <DokumenInvoiceView kind={kind} invoice={inv} />
          <Card size="small" title="Pembatalan">
            {!cancellable ? (
              <Alert type="info" showIcon title={kind.messages.alreadyCancelled ?? MSG.alreadyCancelled} />
            ) : blocked ? (
              <Alert type="warning" showIcon title={blocked} />
            ) : (
              <Flex vertical gap={12}>
                {note && <Alert type="info" showIcon title={note} />}
                {pastDay && (
                  <Alert
                    type="warning"
                    showIcon
                    title="Transaksi Hari Sebelumnya: Pembatalan Membutuhkan Otorisasi SPV / Owner"
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
                  Batal {kind.title}
                </Button>
              </Flex>
            )}
          </Card>
        </Flex>
      )}
      <AuthorizationModal
        open={authOpen}
        title={`Otorisasi Batal ${kind.title}`}
        withNote
        onSubmit={onAuthorise}
        onCancel={() => setAuthOpen(false)}
      />
    </PageFrame>
  );
}
