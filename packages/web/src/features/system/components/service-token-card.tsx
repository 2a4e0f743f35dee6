import { KeyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography } from 'antd';
import { useIssueServiceToken } from '../api/toko-setting.ts';

/**
 * Head office reaches this shop with a service credential: issued here once (only its hash is kept
 * by the shop), then typed into head office's master-toko entry for this shop.
 */
export function ServiceTokenCard() {
  const issue = useIssueServiceToken();
  return (
    <Card size="small" title="Token Layanan Kantor Pusat" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        Kantor pusat memakai token ini untuk membuka data toko ini.
      </Typography.Paragraph>
      {issue.data ? (
        <Alert
          type="success"
          showIcon
          title="Salin token ini ke Master Toko di kantor pusat. Token hanya ditampilkan sekali."
          description={
            <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
              {issue.data.service_token}
            </Typography.Text>
          }
        />
      ) : (
        <Button icon={<KeyOutlined />} loading={issue.isPending} onClick={() => issue.mutate()}>
          Buat Token Layanan
        </Button>
      )}
    </Card>
  );
}
