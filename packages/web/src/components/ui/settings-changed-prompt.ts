import { type ModuleSetting, MSG } from '@emas/contract';
import { mergeModules } from '../../lib/session.ts';
import { ask } from './notify.tsx';

export const SETTINGS_RELOAD_DELAY_MS = 1000;

let open = false;

/**
 * A push about changed system settings: asks to refresh; on OK the modules are merged by key into
 * the stored user data and the page reloads after 1 s. One prompt at a time.
 */
export async function promptSettingsChanged(modules: readonly ModuleSetting[] | undefined): Promise<void> {
  if (open) return;
  open = true;
  try {
    const ok = await ask({ title: MSG.settingsChanged, okText: 'OK', cancelText: 'Tidak' });
    if (!ok) return;
    if (modules?.length) mergeModules(modules);
    window.setTimeout(() => window.location.reload(), SETTINGS_RELOAD_DELAY_MS);
  } finally {
    open = false;
  }
}
