import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { loadGrosirUrl } from '../api/marketplace-calls.ts';

/**
 * The wholesale app (/redirect-to-grosir, bare layout: no sidebar): a full-width frame pointing at the
 * wholesale server's redirect with the encoded user id, scp and hidden=true (GROSIR_URL on the server).
 */
export function RedirectToGrosirPage() {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    loadGrosirUrl()
      .then((r) => setUrl(r.data.url))
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : String(e)));
  }, []);
  if (error) return <Result status="warning" title={error} />;
  if (!url) return <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;
  return (
    <iframe
      title="Grosir"
      src={url}
      data-testid="grosir-frame"
      style={{ width: '100%', height: '100vh', border: 0, display: 'block' }}
    />
  );
}
