/** A gold ring: the mark on the login card. */
export function LoginLogo() {
  return (
    <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="30" fill="#d4a017" />
      <circle cx="32" cy="32" r="22" fill="none" stroke="#fff3c4" strokeWidth="4" />
      <text
        x="32"
        y="41"
        fontFamily="Arial,sans-serif"
        fontSize="22"
        fontWeight="700"
        textAnchor="middle"
        fill="#5c4300"
      >
        Au
      </text>
    </svg>
  );
}
