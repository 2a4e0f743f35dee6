import { SearchOutlined } from '@ant-design/icons';
import { Button, Col } from 'antd';

/** The 'Cari Data' button at the end of a filter row, level with the fields. */
export function SearchButtonCol({
  onSearch,
  loading,
}: {
  onSearch: () => Promise<unknown>;
  loading?: boolean;
}) {
  return (
    <Col xs={24} md={4} style={{ display: 'flex', alignItems: 'end', paddingBottom: 24 }}>
      <Button
        type="primary"
        icon={<SearchOutlined />}
        loading={loading}
        onClick={() => void onSearch().catch(() => undefined)}
        block
      >
        Cari Data
      </Button>
    </Col>
  );
}
