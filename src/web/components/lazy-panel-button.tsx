import {
  Suspense,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { buttonVariants } from './ui/button';
import { cn } from '../lib/cn';

export type LazyPanelProps = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The button that opened the panel: focus goes back to it on close. */
  trigger: RefObject<HTMLButtonElement | null>;
};

/**
 * For the panel's `onCloseAutoFocus`: the trigger lives outside the Dialog (it must exist before
 * the panel's chunk loads), so Radix can't find it; focus goes back to it by hand.
 */
export const focusTriggerOnClose =
  (trigger: LazyPanelProps['trigger']) =>
  (event: Event): void => {
    event.preventDefault();
    trigger.current?.focus();
  };

/**
 * A top-bar button whose panel (a Radix Dialog) is a lazy chunk: the chunk starts loading when the
 * button is first pointed at, focused or touched, and the panel mounts on the first press, so
 * pages that never open it don't pay for it (decision 036).
 */
export function LazyPanelButton({
  Panel,
  preload,
  label,
  className,
  children,
}: {
  /** `lazy(preload)`, made once at module level. */
  Panel: ComponentType<LazyPanelProps>;
  preload: () => Promise<unknown>;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const prepare = () => void preload();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {used && (
        <Suspense fallback={null}>
          <Panel open={open} setOpen={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
