import { CloseOutlined, TagOutlined } from '@ant-design/icons';
import { api, formatMoney, KUPON_MSG, type KuponTerms, kuponRefusal } from '@emas/contract';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { showError } from '../../../components/ui/notify.tsx';
import { callData } from '../../../lib/api-client.ts';

/** A coupon applied to the cart: its terms and the business day it was checked on. */
export type AppliedKupon = { terms: KuponTerms; tanggal: string; memberSudahPakai: boolean };

const STATE_MESSAGE = (info: api.KuponInfo): string | undefined =>
  info.state === 'AKTIF' || !info.kupon
    ? undefined
    : kuponRefusal(info.kode_kupon, info.kupon, {
        tanggal: info.tanggal,
        terpakai: info.terpakai,
        belanja: Number.MAX_SAFE_INTEGER,
        kode_member: info.kupon.kode_member,
        memberSudahPakai: false,
      });

/** Why the applied coupon does not fit the cart as it is now (the server checks again on Simpan). */
export const kuponProblem = (k: AppliedKupon | null, belanja: number, kodeMember: string) =>
  k
    ? kuponRefusal(k.terms.kode_kupon, k.terms, {
        tanggal: k.tanggal,
        terpakai: 0,
        belanja,
        kode_member: kodeMember,
        memberSudahPakai: k.memberSudahPakai && kodeMember === k.terms.kode_member,
      })
    : undefined;

/**
 * The counter's coupon: type a code and press Enter, the coupon is looked up and applied when it is
 * AKTIF; its discount becomes the sale's KUPON payment. One coupon per sale.
 */
export function KuponField({
  applied,
  potongan,
  problem,
  onApply,
}: {
  applied: AppliedKupon | null;
  potongan: number;
  problem: string | undefined;
  onApply: (k: AppliedKupon | null) => void;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const lookUp = async (raw: string) => {
    const kode = raw.trim().toUpperCase();
    if (!kode) return;
    setBusy(true);
    try {
      const info = await callData(api.cekKupon, { params: { kode_kupon: kode } });
      if (!info.kupon) return showError(KUPON_MSG.notFound(kode));
      const refused = STATE_MESSAGE(info);
      if (refused) return showError(refused);
      const memberSudahPakai =
        !!info.kupon.kode_member &&
        info.riwayat.some((r) => r.status === 'DIGUNAKAN' && r.kode_member === info.kupon?.kode_member);
      onApply({ terms: info.kupon, tanggal: info.tanggal, memberSudahPakai });
      setText('');
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  if (applied)
    return (
      <Flex vertical gap={2} style={{ marginBottom: 12 }} data-testid="kupon-applied">
        <Flex align="center" gap={8}>
          <Tag
            icon={<TagOutlined />}
            color={problem ? 'red' : 'green'}
            style={{ fontSize: 14, padding: '2px 8px' }}
          >
            {applied.terms.kode_kupon}
          </Tag>
          <span>
            Potongan <b data-testid="kupon-potongan">Rp {formatMoney(potongan)}</b>
          </span>
          <Button
            size="small"
            type="text"
            aria-label="Hapus Kupon"
            icon={<CloseOutlined />}
            onClick={() => onApply(null)}
          />
        </Flex>
        {problem && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {problem}
          </Typography.Text>
        )}
      </Flex>
    );
  return (
    <Input.Search
      aria-label="Kode Kupon"
      placeholder="Kode kupon lalu Enter"
      enterButton="Pakai"
      value={text}
      loading={busy}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => void lookUp(v)}
      style={{ marginBottom: 12 }}
    />
  );
}
