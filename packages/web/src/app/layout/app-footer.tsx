import { APP_TITLE } from '@emas/contract';
import { Layout } from 'antd';
import { Link } from 'react-router';

export const APP_VERSION = '1.8.2';
export const FRONTEND_BUILD = 53;

export function AppFooter() {
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px', fontSize: 12, color: '#7a6a4f' }}>
      © {new Date().getFullYear()} {APP_TITLE} · Versi {APP_VERSION} (build {FRONTEND_BUILD}) ·{' '}
      <Link to="/terms-and-conditions">Syarat dan Ketentuan</Link> ·{' '}
      <Link to="/privacy-policy">Kebijakan Privasi</Link>
    </Layout.Footer>
  );
}
