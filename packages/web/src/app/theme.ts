import type { ThemeConfig } from 'antd';

/** Gold on warm white: the house colours of a jewellery back office. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#9a6b00',
    colorLink: '#8a5f00',
    colorInfo: '#1f6fb2',
    borderRadius: 6,
    fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif",
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      siderBg: '#2b2113',
      bodyBg: '#f6f3ec',
      headerHeight: 56,
      headerPadding: '0 16px',
    },
    Menu: {
      darkItemBg: '#2b2113',
      darkSubMenuItemBg: '#21190e',
      darkPopupBg: '#2b2113',
      darkItemSelectedBg: '#9a6b00',
    },
  },
};
