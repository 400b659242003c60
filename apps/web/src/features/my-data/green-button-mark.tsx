/**
 * The Green Button mark: a green round button with a white power-and-arrow glyph, drawn here
 * so no third-party image is fetched. Decorative beside the heading that names it.
 */
export function GreenButtonMark({ size = 48 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#3a8f3a" />
      <circle cx="24" cy="24" r="19" fill="#54b948" />
      <path
        d="M24 12v14m-6-4 6 6 6-6M15 33h18"
        stroke="#fff"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
