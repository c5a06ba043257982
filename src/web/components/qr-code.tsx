import { encode } from 'uqr';

/** Medium error correction, and the four light modules around the code that scanners expect. */
export const QR_OPTIONS = { ecc: 'M', border: 0 } as const;
export const QR_QUIET_ZONE = 4;

/**
 * A QR code of `text`, drawn as SVG: one square per dark module on a light background, in fixed
 * colours whatever the theme (scanners need dark on light). Scales with its CSS size.
 */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { size, data } = encode(text, QR_OPTIONS);
  const extent = size + 2 * QR_QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QR_QUIET_ZONE} ${-QR_QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect x={-QR_QUIET_ZONE} y={-QR_QUIET_ZONE} width={extent} height={extent} fill="#fff" />
      {data.flatMap((row, y) =>
        row.map((dark, x) =>
          dark ? <rect key={`${x},${y}`} x={x} y={y} width={1} height={1} fill="#000" /> : null,
        ),
      )}
    </svg>
  );
}
