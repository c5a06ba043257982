import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';

/**
 * The cart panel's Clear cart: one stray tap used to empty the whole cart, so it asks first.
 * An alert dialog over the panel: Cancel comes first and takes the focus, so Enter or
 * Escape keeps the cart, and a click beside it does nothing. The cart is cleared once the dialog
 * has closed, as clearing unmounts this button; the panel then says where the focus goes.
 */
export function ClearCartButton({ onConfirm }: { onConfirm(): void }) {
  const [open, setOpen] = useState(false);
  const confirmed = useRef(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Clear cart</Button>
      </DialogTrigger>
      <DialogContent
        role="alertdialog"
        className="sm:max-w-sm"
        onPointerDownOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          if (!confirmed.current) return; // Cancel: Radix puts the focus back on the trigger
          confirmed.current = false;
          event.preventDefault();
          onConfirm();
        }}
      >
        <DialogHeader>
          <DialogTitle>Clear your cart?</DialogTitle>
          <DialogDescription>Every item will be removed from your cart.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              confirmed.current = true;
              setOpen(false);
            }}
          >
            Clear cart
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
