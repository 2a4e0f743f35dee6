import { GIFT_REPORTS, JENIS_KARTU_HADIAH, JENIS_LAPORAN_HADIAH } from '@emas/contract';
import { Col, Form, Row, Select } from 'antd';
import { useState } from 'react';
import { useCurrentRoute } from '../../../app/routing/current-route.ts';
import { ReportScreen } from './report-page.tsx';

type Jenis = (typeof JENIS_LAPORAN_HADIAH)[number]['value'];
type Kartu = (typeof JENIS_KARTU_HADIAH)[number]['value'];

/**
 * Gift stock and customer gift report (menu Member): the report kind laporan_pelanggan (customer
 * exchanges, date from and to) or kartu_stock_hadiah with card type rekap (one date) or detail (one
 * date and a gift: 'Nama Hadiah Belum Dipilih' when none, and nothing is sent).
 */
export function LaporanKartuStockHadiahPage() {
  const route = useCurrentRoute();
  const [jenis, setJenis] = useState<Jenis>('kartu_stock_hadiah');
  const [kartu, setKartu] = useState<Kartu>('rekap');
  const def = jenis === 'laporan_pelanggan' ? GIFT_REPORTS.laporan_pelanggan : GIFT_REPORTS[kartu];
  const choices = (
    <Form layout="vertical">
      <Row gutter={16}>
        <Col xs={24} sm={12} md={8} lg={6}>
          <Form.Item label="Jenis Laporan" htmlFor="jenis-laporan-hadiah">
            <Select
              id="jenis-laporan-hadiah"
              aria-label="Jenis Laporan"
              value={jenis}
              onChange={setJenis}
              options={JENIS_LAPORAN_HADIAH.map((o) => ({ value: o.value, label: o.label }))}
            />
          </Form.Item>
        </Col>
        {jenis === 'kartu_stock_hadiah' && (
          <Col xs={24} sm={12} md={8} lg={6}>
            <Form.Item label="Jenis Kartu" htmlFor="jenis-kartu-hadiah">
              <Select
                id="jenis-kartu-hadiah"
                aria-label="Jenis Kartu"
                value={kartu}
                onChange={setKartu}
                options={JENIS_KARTU_HADIAH.map((o) => ({ value: o.value, label: o.label }))}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
    </Form>
  );
  return <ReportScreen key={def.key} def={def} title={route.title} before={choices} />;
}
