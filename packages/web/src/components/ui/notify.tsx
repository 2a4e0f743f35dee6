import { lazy, Suspense, useSyncExternalStore } from 'react';
import { focusOpenDialog } from './dialog-focus.ts';

/**
 * Popups and toasts with the specification's durations (section 9): error box 'Oopss!!' 3 s,
 * success 2 s, toast 3 s. Anything may call them, also outside React (the API client). The antd
 * modal and message code loads on first use (or with the logged-in layout), not with the login page.
 */
export const DURATION = { error: 3000, success: 2000, toast: 3000 } as const;

import type { NotifyImpl } from './notify-impl.ts';

export type { NotifyImpl };

let impl: NotifyImpl | null = null;
const waiting: ((i: NotifyImpl) => void)[] = [];
let wanted = false;
const listeners = new Set<() => void>();

const NotifyHost = lazy(async () => ({ default: (await import('./notify-host.tsx')).NotifyHost }));

const ready = (i: NotifyImpl) => {
  impl = i;
  for (const run of waiting.splice(0)) run(i);
};

/** Loads the notification code now (the logged-in layout does, so the first popup is instant). */
export function preloadNotify(): void {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

function withImpl(run: (i: NotifyImpl) => void): void {
  if (impl) {
    run(impl);
    return;
  }
  waiting.push(run);
  preloadNotify();
}

/** Mounted once inside the ConfigProvider. */
export function NotifyMount() {
  const mount = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
  );
  return mount ? (
    <Suspense fallback={null}>
      <NotifyHost onReady={ready} />
    </Suspense>
  ) : null;
}

function timed(kind: 'error' | 'success' | 'info' | 'warning', title: string, content: string, ms: number) {
  withImpl(({ modal }) => {
    const ref = modal[kind]({ title, content, okText: 'OK', centered: true, afterClose: focusOpenDialog });
    const timer = window.setTimeout(() => ref.destroy(), ms);
    void ref.then(
      () => window.clearTimeout(timer),
      () => window.clearTimeout(timer),
    );
  });
}

/** The error box: title 'Oopss!!', the given text, gone after 3 s. */
export const showError = (text: string, title = 'Oopss!!') => timed('error', title, text, DURATION.error);

/** The success popup, gone after 2 s. */
export const showSuccess = (text: string, title = 'Berhasil!') =>
  timed('success', title, text, DURATION.success);

export const showWarning = (text: string, title = 'Perhatian!') =>
  timed('warning', title, text, DURATION.error);

/**
 * A warning that stays until the user answers OK (e.g. the store is about to close); the returned
 * function closes it (the session it warned about has ended).
 */
export function notice(text: string, title: string): () => void {
  let close: (() => void) | null = null;
  let closed = false;
  withImpl(({ modal }) => {
    if (closed) return;
    close = modal.warning({ title, content: text, okText: 'OK', centered: true }).destroy;
  });
  return () => {
    closed = true;
    close?.();
  };
}

const timedToast = (kind: 'info' | 'success' | 'error' | 'warning') => (text: string) =>
  withImpl(({ message }) => void message[kind](text, DURATION.toast / 1000));

/** Toasts (3 s); `loading` stays until its close function is called. */
export const toast = {
  info: timedToast('info'),
  success: timedToast('success'),
  error: timedToast('error'),
  warning: timedToast('warning'),
  loading: (text: string): (() => void) => {
    let close: (() => void) | null = null;
    let closed = false;
    withImpl(({ message }) => {
      if (!closed) close = message.loading(text, 0);
    });
    return () => {
      closed = true;
      close?.();
    };
  },
};

export type ConfirmOptions = {
  title: string;
  content?: string;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
};

/** A yes/no question; resolves true on OK. */
export function ask(o: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    withImpl(({ modal }) =>
      modal.confirm({
        title: o.title,
        content: o.content,
        okText: o.okText ?? 'OK',
        cancelText: o.cancelText ?? 'Tidak',
        okButtonProps: { danger: o.danger },
        centered: true,
        maskClosable: false,
        keyboard: false,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
  });
}

/** 'Apakah Anda Yakin Ingin Menghapus Kode ...?' with Tidak / OK. */
export const confirmDelete = (kode: string) =>
  ask({
    title: `Apakah Anda Yakin Ingin Menghapus Kode ${kode}?`,
    okText: 'OK',
    cancelText: 'Tidak',
    danger: true,
  });

/** A server message containing DELETED: the record exists but was deleted. */
export const isDeletedMessage = (message: string) => message.includes('DELETED');

/** The DELETED-reactivation dialog: 'Warning !!!' with Batal / Aktifkan. */
export const confirmReactivate = (message: string) =>
  ask({ title: 'Warning !!!', content: message, okText: 'Aktifkan', cancelText: 'Batal' });
