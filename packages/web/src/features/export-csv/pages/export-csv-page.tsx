import { ExportOutlined } from '@ant-design/icons';
import { todayJakarta } from '@emas/contract';
import { EXPORT_CSV_MSG, maxCsvExportDate } from '@emas/contract/api/export-csv';
import { Button, Col, Form, Row } from 'antd';
import { useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { showError, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { fetchCsvExport, saveCsvSets } from '../api/export-csv-calls.ts';

/**
 * Export Csv (/export-csv, SU and MU): a day, at most the business date minus one (also the default),
 * and Export Data; each non-empty set of that day downloads as its own CSV file.
 */
export function ExportCsvPage() {
  const { user } = useSession();
  const max = maxCsvExportDate(user?.tgl_system ?? todayJakarta());
  const [tanggal, setTanggal] = useState(max);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!tanggal) {
      showError(EXPORT_CSV_MSG.tanggalEmpty);
      return;
    }
    if (tanggal > max) {
      showError(EXPORT_CSV_MSG.tooLate(max));
      return;
    }
    setBusy(true);
    try {
      const data = await fetchCsvExport(tanggal);
      if (saveCsvSets(data) === 0) showError(EXPORT_CSV_MSG.noData);
      else toast.success(EXPORT_CSV_MSG.done);
    } catch (e) {
      // The client already showed the server's message; nothing else to do.
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="Export Csv">
      <Form layout="vertical" onFinish={run} data-testid="export-csv-form">
        <Row gutter={16} align="bottom">
          <Col xs={24} sm={12} md={8} lg={6}>
            <Form.Item label="Tanggal" htmlFor="export-csv-tanggal">
              <DatePickerField id="export-csv-tanggal" value={tanggal} maxDate={max} onChange={setTanggal} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8} lg={6}>
            <Form.Item>
              <Button type="primary" htmlType="submit" icon={<ExportOutlined />} loading={busy}>
                Export Data
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </PageFrame>
  );
}
