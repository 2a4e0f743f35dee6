import { SearchOutlined } from '@ant-design/icons';
import { type api, formatNumber, formatTanggal } from '@emas/contract';
import { isKodeMemberLookup, MEMBER_MSG } from '@emas/contract/api/member';
import { Button, Card, Descriptions, Flex, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { showError } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { fetchMemberTransaksi, findMember, MEMBER_KEY } from '../api/member-calls.ts';
import { poinColumns } from '../components/poin-columns.tsx';

/** Lihat Transaksi Member: a member's card and every point movement, newest first. */
export function LihatTransaksiMemberPage() {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('kode_member') ?? '');
  const [member, setMember] = useState<api.MemberRow | null>(null);
  const [loading, setLoading] = useState(false);

  const search = async (kode: string) => {
    const k = kode.trim().toUpperCase();
    if (!isKodeMemberLookup(k)) {
      showError(MEMBER_MSG.kodeLength);
      return;
    }
    setLoading(true);
    try {
      const m = await findMember(k);
      setMember(m);
      setParams({ kode_member: k }, { replace: true });
    } catch {
      setMember(null);
      showError(MEMBER_MSG.kodeMissing);
    } finally {
      setLoading(false);
    }
  };

  // The code the page was opened with (from data-member's 'Lihat Transaksi').
  const [initial] = useState(() => params.get('kode_member'));
  const searchRef = useRef(search);
  searchRef.current = search;
  useEffect(() => {
    if (initial) void searchRef.current(initial);
  }, [initial]);

  return (
    <PageFrame title="Lihat Transaksi Member">
      <Flex gap={8} style={{ marginBottom: 16, maxWidth: 480 }}>
        <Input
          aria-label="Kode Member"
          placeholder="Kode Member"
          maxLength={13}
          value={typed}
          onChange={(e) => setTyped(e.target.value.toUpperCase())}
          onPressEnter={() => void search(typed)}
        />
        <Button type="primary" icon={<SearchOutlined />} loading={loading} onClick={() => void search(typed)}>
          Cari
        </Button>
      </Flex>
      {member && (
        <>
          <Card size="small" style={{ marginBottom: 16 }}>
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
              <Descriptions.Item label="Kode Member">{member.kode_member}</Descriptions.Item>
              <Descriptions.Item label="Nama">{member.nama_customer}</Descriptions.Item>
              <Descriptions.Item label="No HP">{member.no_hp}</Descriptions.Item>
              <Descriptions.Item label="Alamat">
                {[member.alamat_customer, member.kelurahan, member.kecamatan, member.kota]
                  .filter(Boolean)
                  .join(', ')}
              </Descriptions.Item>
              <Descriptions.Item label="Tgl Daftar">
                {formatTanggal(member.tgl_daftar)} ({member.kode_cabang_daftar})
              </Descriptions.Item>
              <Descriptions.Item label="Point">
                <b data-testid="lihat-point">{formatNumber(member.point)}</b>
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <DataTable<api.PoinRow>
            testId="lihat-transaksi-table"
            queryKey={[...MEMBER_KEY, 'transaksi', member.kode_member]}
            fetchPage={(r) => fetchMemberTransaksi(member.kode_member, r)}
            columns={poinColumns(false)}
            rowKey={(r) => r.id}
            search={false}
            exportCsv={{ fileName: `TRANSAKSI MEMBER ${member.kode_member}.csv` }}
          />
        </>
      )}
    </PageFrame>
  );
}
