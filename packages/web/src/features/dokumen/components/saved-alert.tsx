import { Alert } from 'antd';
import type { ReactNode } from 'react';

/** The green box naming what was just saved, with its reprint (and send) buttons. */
export function SavedAlert({ testId, title, action }: { testId: string; title: string; action: ReactNode }) {
  return <Alert type="success" showIcon data-testid={testId} title={title} action={action} />;
}
