import { SearchOutlined, StopOutlined } from '@ant-design/icons';
import { api } from '@emas/contract';
import { Alert, Button, Card, Flex, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { type AuthorizationInput, AuthorizationModal } from '../../../components/ui/authorization-modal.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ask, showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { authorise, cancelSale, refreshPenjualanList, useSaleInvoice } from '../api/lihat-batal-calls.ts';
import { SaleInvoiceView } from '../components/sale-invoice-view.tsx';

const MSG = api.TRANSAKSI_MSG;

/**
 * Batal Penjualan: find an invoice by any of its numbers, see its lines and payments, give the reason
 * and cancel it; a past day's invoice first asks an SPV/OWN authorisation (BATAL PENJUALAN HARI
 * SEBELUMNYA). The invoice's trade-ins leave warehouse BELI again, its items go back to stock.
 */
export function BatalPenjualanPage() {
  const { user } = useSession();
  const [kode, setKode] = useState('');
  const [noFaktur, setNoFaktur] = useState<string | null>(null);
  const [alasan, setAlasan] = useState('');
  const [authOpen, setAuthOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const invoice = useSaleInvoice(noFaktur);
  const inv = invoice.data;

  const today = user?.tgl_system ?? '';
  const pastDay = !!inv && !!today && inv.tanggal < today;
  const tukar = inv?.pembelian.length ?? 0;
  const cancelled = inv?.status === 'BATAL';

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
      const res = await cancelSale({ no_faktur: inv.no_faktur_group, alasan, id_otorisasi });
      showSuccess(res.message ?? MSG.saleCancelled);
      setAlasan('');
      await refreshPenjualanList();
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
      title: `Apakah Anda Yakin Ingin Membatalkan Penjualan ${inv.no_faktur_group}?`,
      okText: 'Ya, Batalkan',
      cancelText: 'Tidak',
      danger: true,
    });
    if (!ok) return;
    if (pastDay) setAuthOpen(true);
    else await doCancel();
  };

  const onAuthorise = async (input: AuthorizationInput) => {
    const { id_otorisasi } = await authorise(api.OTORISASI.BATAL_PENJUALAN, input);
    setAuthOpen(false);
    await doCancel(id_otorisasi);
  };

  return (
    <PageFrame title="Batal Penjualan">
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input
          id="batal-jual-no-faktur"
          aria-label="No Faktur"
          placeholder="No Faktur Penjualan"
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
        <EmptyState text="Masukkan No Faktur Penjualan" />
      ) : invoice.isFetching && !inv ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : !inv ? (
        <EmptyState />
      ) : !inv.penjualan.length ? (
        <Alert type="error" showIcon title={MSG.fakturNotFound} />
      ) : (
        <Flex vertical gap={16}>
          <SaleInvoiceView invoice={inv} />
          <Card size="small" title="Pembatalan">
            {cancelled ? (
              <Alert type="info" showIcon title={MSG.alreadyCancelled} />
            ) : (
              <Flex vertical gap={12}>
                {tukar > 0 && (
                  <Alert
                    type="info"
                    showIcon
                    title={`${tukar} Barang Tukar Ikut Dibatalkan Dan Keluar Dari Gudang BELI`}
                  />
                )}
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
                    id="batal-jual-alasan"
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
                  Batal Penjualan
                </Button>
              </Flex>
            )}
          </Card>
        </Flex>
      )}
      <AuthorizationModal
        open={authOpen}
        title="Otorisasi Batal Penjualan"
        withNote
        onSubmit={onAuthorise}
        onCancel={() => setAuthOpen(false)}
      />
    </PageFrame>
  );
}
