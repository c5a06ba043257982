import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { restockJobInputSchema } from '#core/production/production-schemas';
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
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import {
  useCreateRestockJob,
  useRestockProduct,
  useRestockProducts,
} from '../api/create-restock-job';

/**
 * "Add restock job": a product, one of its tracked variants printed to order, and how many pieces;
 * a good check adds them to its stock once.
 */
export function RestockJobDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [productId, setProductId] = useState('');
  const [variantId, setVariantId] = useState('');
  const [pieces, setPieces] = useState('1');
  const [error, setError] = useState('');
  const products = useRestockProducts(open);
  const product = useRestockProduct(productId);
  const variants = (product.data?.variants ?? []).filter((v) => v.inventoryPolicy === 'track');
  const create = useCreateRestockJob(() => setOpen(false));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = restockJobInputSchema.safeParse({
      variantId: variantId || variants[0]?.id,
      pieces: Number(pieces),
    });
    if (!parsed.success) {
      setError(
        parsed.error.issues[0]?.path[0] === 'pieces'
          ? 'Enter 1 to 100 pieces'
          : 'Choose a product and its variant',
      );
      return;
    }
    setError('');
    create.mutate(parsed.data);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setProductId('');
          setVariantId('');
          setPieces('1');
          setError('');
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Plus aria-hidden="true" /> Add restock job
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add restock job</DialogTitle>
          <DialogDescription>
            Print pieces of a tracked variant that is printed to order; a good check adds them to
            its stock.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-product`}>Product</Label>
            <NativeSelect
              id={`${id}-product`}
              value={productId}
              onChange={(event) => {
                setProductId(event.target.value);
                setVariantId('');
              }}
            >
              <option value="">{products.isPending ? 'Loading…' : 'Choose a product…'}</option>
              {products.data?.items.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          {productId && variants.length > 1 && (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-variant`}>Variant</Label>
              <NativeSelect
                id={`${id}-variant`}
                value={variantId || variants[0]!.id}
                onChange={(event) => setVariantId(event.target.value)}
              >
                {variants.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.title}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          {productId && product.data && variants.length === 0 && (
            <p className="text-sm text-muted-foreground">
              This product has no tracked variant to restock.
            </p>
          )}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-pieces`}>Pieces</Label>
            <Input
              id={`${id}-pieces`}
              type="number"
              min={1}
              max={100}
              step={1}
              value={pieces}
              onChange={(event) => setPieces(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              Add Job
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
