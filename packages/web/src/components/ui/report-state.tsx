import { FileExcelOutlined, FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import { MSG } from '@emas/contract';
import { Button, Empty, Flex, Spin } from 'antd';
import type { ReactNode } from 'react';

export type ReportStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error';
export type ReportExports = { pdf?: () => void; excel?: () => void; csv?: () => void };

/** The status of a report screen from its query. */
export function reportStatus(q: {
  isFetching: boolean;
  isError: boolean;
  data?: readonly unknown[] | null;
  requested: boolean;
}): ReportStatus {
  if (!q.requested) return 'idle';
  if (q.isFetching) return 'loading';
  if (q.isError) return 'error';
  return q.data?.length ? 'results' : 'empty';
}

export type ReportStateProps = {
  status: ReportStatus;
  /** Export buttons, shown only with results. */
  exports?: ReportExports;
  /** Text of the empty or error state. */
  message?: string;
  /** The results (table). */
  children?: ReactNode;
};

/** Report screens: idle, loading, results with export, or empty/error without export. */
export function ReportState({ status, exports, message, children }: ReportStateProps) {
  if (status === 'idle') {
    return (
      <Empty description="Silahkan Isi Filter Lalu Klik Tampilkan" image={Empty.PRESENTED_IMAGE_SIMPLE} />
    );
  }
  if (status === 'loading') {
    return (
      <Flex vertical align="center" gap={12} style={{ padding: 32 }}>
        <Spin size="large" />
        <span>{MSG.loading}</span>
      </Flex>
    );
  }
  if (status === 'empty' || status === 'error') {
    return <Empty description={message ?? MSG.searchEmpty} />;
  }
  return (
    <div>
      {exports && (
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          {exports.pdf && (
            <Button icon={<FilePdfOutlined />} onClick={exports.pdf}>
              Export PDF
            </Button>
          )}
          {exports.excel && (
            <Button icon={<FileExcelOutlined />} onClick={exports.excel}>
              Export Excel
            </Button>
          )}
          {exports.csv && (
            <Button icon={<FileTextOutlined />} onClick={exports.csv}>
              Export CSV
            </Button>
          )}
        </Flex>
      )}
      {children}
    </div>
  );
}
