import { cn } from '../lib/cn';

/**
 * A product's picture beside an order or cart line: the whole picture (a 4:3 photo in
 * a square tile kept its subject only when contained), on a muted square that also stands in
 * when the line has no picture.
 */
export function LineThumbnail({
  src,
  size,
  lazy = false,
  className,
}: {
  src: string | null | undefined;
  size: 48 | 64;
  lazy?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'shrink-0 overflow-hidden bg-muted',
        size === 64 ? 'size-16 rounded-md' : 'size-12 rounded',
        className,
      )}
    >
      {src ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading={lazy ? 'lazy' : undefined}
          className="size-full object-contain"
        />
      ) : null}
    </div>
  );
}
