/** The access-denied picture: a padlocked door. */
export function AccessDeniedImage({ size = 180 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 200 200" role="img" aria-label="Akses ditolak">
      <circle cx="100" cy="100" r="92" fill="#fbf3de" />
      <rect x="58" y="88" width="84" height="70" rx="10" fill="#9a6b00" />
      <path
        d="M74 88V68a26 26 0 0 1 52 0v20"
        fill="none"
        stroke="#6b4a00"
        strokeWidth="12"
        strokeLinecap="round"
      />
      <circle cx="100" cy="116" r="10" fill="#fbf3de" />
      <rect x="96" y="120" width="8" height="22" rx="3" fill="#fbf3de" />
      <circle cx="150" cy="52" r="20" fill="#cf1322" />
      <rect x="139" y="48" width="22" height="8" rx="2" fill="#fff" />
    </svg>
  );
}
