import {
  cloneElement,
  useEffect,
  useId,
  useState,
  type ReactElement,
  type SyntheticEvent,
} from 'react';
import { cn } from '../../lib/cn';

/** SPEC §9, as the Radix Tooltip.Provider sets them for the rest of the app. */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
let lastClosedAt = 0;
const noteClosed = () => (lastClosedAt = Date.now());
/** Moving from one hint to the next within 300 ms opens the next at once. */
const openDelay = () => (Date.now() - lastClosedAt < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS);

type TriggerProps = {
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent & SyntheticEvent) => void;
  onPointerLeave?: (event: SyntheticEvent) => void;
  onPointerDown?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
  onBlur?: (event: SyntheticEvent) => void;
};

/**
 * A text tooltip for controls that are on every public page (the top bar). Same behaviour as
 * the kit's Radix tooltip (700 ms hover delay, 300 ms skip, opens on keyboard focus, Escape and
 * press close it, described-by while open) without its positioning engine: the top bar sits
 * at the top of the viewport, so the hint always fits below, aligned to the trigger's end.
 * It keeps ~14 KB of gzip (floating-ui, popper) off the first load (decision 036).
 */
export function HintTooltip({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactElement<TriggerProps>;
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // A pending hover opens after its delay unless the pointer leaves first (the effect's cleanup).
  const [pendingDelay, setPendingDelay] = useState<number | null>(null);

  const show = (delay: number) => {
    if (delay === 0) {
      setPendingDelay(null);
      setOpen(true);
    } else setPendingDelay(delay);
  };
  const hide = () => {
    setPendingDelay(null);
    setOpen((wasOpen) => {
      if (wasOpen) noteClosed();
      return false;
    });
  };

  useEffect(() => {
    if (pendingDelay === null) return;
    const timer = setTimeout(() => {
      setPendingDelay(null);
      setOpen(true);
    }, pendingDelay);
    return () => clearTimeout(timer);
  }, [pendingDelay]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const own = children.props;
  const trigger = cloneElement(children, {
    'aria-describedby': open ? id : own['aria-describedby'],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') show(openDelay());
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if ((event.target as Element).matches?.(':focus-visible')) show(0);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
  });

  return (
    <span className="relative inline-flex">
      {trigger}
      {open && (
        <span
          role="tooltip"
          id={id}
          className={cn(
            'pointer-events-none absolute right-0 top-full z-50 mt-1.5 whitespace-nowrap rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md animate-[fade-in_150ms]',
            className,
          )}
        >
          {label}
        </span>
      )}
    </span>
  );
}
