import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';

/** How far a finger must travel sideways before a swipe changes the picture. */
const SWIPE_PX = 40;

/**
 * Every picture of a product (decision 128), whole (object-contain). ← and → (Home, End) move
 * through them from the big picture, a thumbnail or the zoomed picture; the thumbnails are buttons, one tab stop
 * (the shown picture's), and focus follows the arrows. The big picture is a button that zooms
 * it (Escape closes); a sideways swipe on it moves to the next or previous picture.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const shown = images[Math.min(index, count - 1)];

  const go = (next: number, focusThumbnail: boolean) => {
    const target = (next + count) % count;
    setIndex(target);
    if (focusThumbnail) thumbnails.current[target]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    const onThumbnail = thumbnails.current.includes(event.target as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next, onThumbnail);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  /** True when the pointer's travel was a swipe (then it is not a click that zooms). */
  const endSwipe = (event: PointerEvent): boolean => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || count < 2) return false;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return false;
    go(index + (dx < 0 ? 1 : -1), false);
    return true;
  };
  const swiped = useRef(false);

  if (!shown)
    return <div className="aspect-square rounded-lg bg-muted" aria-label="No picture" role="img" />;
  const label = (i: number) => (count > 1 ? `${name}, picture ${i + 1} of ${count}` : name);

  return (
    <section aria-label="Pictures" className="space-y-3">
      <button
        ref={zoomButton}
        type="button"
        onKeyDown={onKeyDown}
        className="block aspect-square w-full cursor-zoom-in touch-pan-y overflow-hidden rounded-lg bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Zoom: ${label(index)}`}
        onPointerDown={onPointerDown}
        onPointerUp={(event) => {
          swiped.current = endSwipe(event);
        }}
        onPointerCancel={() => {
          swipe.current = null;
        }}
        onClick={() => {
          if (swiped.current) swiped.current = false;
          else setZoomed(true);
        }}
      >
        <img
          src={shown}
          alt={label(index)}
          width={800}
          height={800}
          fetchPriority="high"
          decoding="sync"
          draggable={false}
          className="size-full object-contain"
        />
      </button>
      {count > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Choose a picture">
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                ref={(element) => {
                  thumbnails.current[i] = element;
                }}
                tabIndex={i === index ? 0 : -1}
                onKeyDown={onKeyDown}
                aria-label={`Show picture ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i, false)}
                className={cn(
                  'block size-16 overflow-hidden rounded-md border-2 bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  i === index ? 'border-primary' : 'border-transparent',
                )}
              >
                <img
                  src={src}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog open={zoomed} onOpenChange={setZoomed}>
        <DialogContent
          className="max-w-[min(96vw,1200px)] p-2 sm:p-4"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            // No Dialog trigger (a swipe must not zoom): focus goes back to the picture by hand.
            event.preventDefault();
            zoomButton.current?.focus();
          }}
        >
          <DialogTitle className="sr-only">{label(index)}</DialogTitle>
          <img
            src={shown}
            alt={label(index)}
            className="max-h-[80dvh] w-full object-contain"
            onPointerDown={onPointerDown}
            onPointerUp={endSwipe}
          />
        </DialogContent>
      </Dialog>
    </section>
  );
}
