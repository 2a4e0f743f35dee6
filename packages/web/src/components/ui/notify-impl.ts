import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';

/** What shows the app's messages and dialogs once antd's hooks are mounted (notify-host.tsx). */
export type NotifyImpl = { message: MessageInstance; modal: HookAPI };
