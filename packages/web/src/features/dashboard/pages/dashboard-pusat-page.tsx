import { MSG } from '@emas/contract';
import { Alert, Card, Col, Empty, Row, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { isHeadOffice, useSession } from '../../../lib/session.ts';
import { useDailyChartAllShops } from '../api/charts.ts';
import { TotalsCards } from '../components/totals-cards.tsx';

/** /dashboardPusat: the day's totals of every shop, one card per shop; a failing shop says so. */
export function DashboardPusatPage() {
  const { user } = useSession();
  const [day, setDay] = useState<string | undefined>(user?.tgl_system);
  const headOffice = isHeadOffice(user);
  const shops = useDailyChartAllShops(headOffice ? day : undefined);

  if (!headOffice) {
    return (
      <PageFrame title="Dashboard Pusat">
        <Empty description="Dashboard Pusat Hanya Tersedia Di Kantor Pusat" />
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title="Dashboard Pusat"
      panelTitle="Transaksi Harian Semua Toko"
      onRefresh={() => void shops.refetch()}
      extra={
        <div style={{ width: 150 }}>
          <DatePickerField value={day} onChange={setDay} />
        </div>
      }
    >
      {shops.isPending ? (
        <Skeleton active />
      ) : !shops.data?.length ? (
        <Empty description="Belum Ada Toko Di Master Toko" />
      ) : (
        <Row gutter={[16, 16]}>
          {shops.data.map((s) => (
            <Col key={s.kode_toko} xs={24} lg={12}>
              <Card
                size="small"
                title={s.nama_toko}
                extra={<Tag color={s.status === 'success' ? 'gold' : 'red'}>{s.kode_toko}</Tag>}
                data-testid={`shop-card-${s.kode_toko}`}
              >
                {s.status === 'success' ? (
                  <TotalsCards totals={s.data} compact />
                ) : (
                  <Alert
                    type="error"
                    showIcon
                    title={MSG.multiShopFailed}
                    description={s.message !== MSG.multiShopFailed ? s.message : undefined}
                  />
                )}
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </PageFrame>
  );
}
