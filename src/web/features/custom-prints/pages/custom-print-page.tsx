import { StaticIsland } from '../../../components/static-island';
import { QueryObserver, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SiteLink } from '../../../components/site-link';
import type { CustomerQuoteView } from '#core/custom-prints/custom-print-views';
import { ORDERABLE_QUOTE_STATUSES } from '#core/custom-prints/print-constants';
import { NOT_ORDERABLE_MESSAGES } from '#core/custom-prints/quote-orderability';
import type { PrintOptions } from '#core/custom-prints/print-schemas';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../auth/auth-context';
import { useCreateQuote } from '../api/create-quote';
import { useEstimate } from '../api/estimate-price';
import { quoteQueryKey, useQuote } from '../api/get-quote';
import { usePrintOptions } from '../api/get-print-options';
import { useRequestQuote } from '../api/request-quote';
import { colourSwatch } from '../colour-swatch';
import { ModelDropzone } from '../components/model-dropzone';
import { ModelFigures } from '../components/model-figures';
import { ModelPreview } from '../components/model-preview';
import { PriceBreakdown } from '../components/price-breakdown';
import { PrintOptionsFields } from '../components/print-options-fields';
import { QuoteRequestForm } from '../components/quote-request-form';
import { useAddQuoteToCart } from '../use-add-quote-to-cart';
import { useModelUpload } from './use-model-upload';

/**
 * Holds the place of the print options while they load (the prerendered page shows it too), about
 * as tall as the fields, so nothing below them jumps when they arrive (no layout shift).
 */
function PrintOptionsPlaceholder() {
  return (
    <div
      role="status"
      aria-label="Loading print options"
      className="flex min-h-[26rem] flex-col gap-4 lg:min-h-[17rem]"
    >
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-14 animate-pulse rounded-md bg-muted" />
      ))}
    </div>
  );
}

/** /custom: upload a model, see it, choose how to print it, get the server's price, order or ask. */
export default function CustomPrintPage() {
  const { session } = useAuth();
  const optionsQuery = usePrintOptions();
  const options = optionsQuery.data;
  const [picked, setPicked] = useState<PrintOptions | null>(null);
  const createQuote = useCreateQuote();
  const requestQuote = useRequestQuote();
  const busy = createQuote.isPending || requestQuote.isPending;
  const addQuoteToCart = useAddQuoteToCart();
  const queryClient = useQueryClient();

  const first = options?.materials[0];
  const choices: PrintOptions | null =
    picked ??
    (first
      ? {
          materialId: first.id,
          colour: first.colours[0] ?? '',
          quality: 'standard',
          infillPercent: 20,
          quantity: 1,
          rush: 'standard',
        }
      : null);
  // A stored quote that could not go in the cart yet (being sliced): shown with its stage, and
  // refetched when the slicer's live event arrives, so it turns into the sliced, orderable price.
  const [heldId, setHeldId] = useState<string | null>(null);
  const held = useQuote(heldId).data ?? null;
  // Add to cart was tapped while the quote was being measured: it goes in the cart as soon as
  // the measured price arrives, so the tap is never one that did nothing.
  const [addWhenMeasured, setAddWhenMeasured] = useState(false);
  const hold = (quote: CustomerQuoteView | null) => {
    if (!quote) setAddWhenMeasured(false);
    // Shown at once, and read again as it mounts: a slice finished before this moment sent its
    // live event when nothing was listening for this quote yet.
    if (quote) queryClient.setQueryData(quoteQueryKey(quote.id), quote, { updatedAt: 0 });
    setHeldId(quote?.id ?? null);
  };
  const { fileName, bytes, model, uploadError, progress, onFile } = useModelUpload(
    options?.maxUploadBytes,
    () => hold(null),
  );
  const request = model && choices ? { modelId: model.id, ...choices } : null;
  const estimate = useEstimate(request);
  const chosen = options?.materials.find((m) => m.id === choices?.materialId);
  const customQuote = estimate.data?.price.customQuoteReason
    ? NOT_ORDERABLE_MESSAGES.custom_quote
    : null;
  // Why the held quote cannot go in the cart now: still measured, or sent to the owner's review.
  const heldNote = !held
    ? null
    : addWhenMeasured && held.notOrderableReason === 'slicing'
      ? 'We are measuring your model with our slicer; it goes in your cart at the measured price as soon as that is ready.'
      : held.notOrderableReason
        ? NOT_ORDERABLE_MESSAGES[held.notOrderableReason]
        : ORDERABLE_QUOTE_STATUSES.includes(held.status)
          ? null
          : 'Our slicer could not measure this model, so the shop will price it by hand. Request a quote with a note, or try another file.';

  useEffect(() => {
    if (!addWhenMeasured || !heldId) return;
    // Told of every new answer for the held quote (the page's own query fetches it).
    const observer = new QueryObserver<CustomerQuoteView>(queryClient, {
      queryKey: quoteQueryKey(heldId),
      enabled: false,
    });
    return observer.subscribe(({ data }) => {
      if (!data || data.notOrderableReason === 'slicing') return;
      setAddWhenMeasured(false);
      // The measured quote stays on screen: it is what went in the cart.
      if (!data.notOrderableReason && ORDERABLE_QUOTE_STATUSES.includes(data.status))
        addQuoteToCart(data);
    });
  }, [addWhenMeasured, heldId, queryClient, addQuoteToCart]);

  function putInCart(quote: CustomerQuoteView) {
    if (quote.notOrderableReason) {
      hold(quote);
      setAddWhenMeasured(quote.notOrderableReason === 'slicing');
      return;
    }
    addQuoteToCart(quote);
    hold(null);
  }

  // The held quote, once measured, is the one ordered: a new one would be measured again. Awaited
  // rather than mutate's callback, which runs only while this page is mounted: a shopper who
  // leaves before the answer still finds the quote in the cart (the hook toasts a failure).
  const onAddToCart = () =>
    held ? putInCart(held) : createQuote.mutateAsync(request).then(putInCart, () => undefined);

  const onRequest = (note: string) => requestQuote.mutate({ request, note });

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <StaticIsland name="custom-intro">
        <h1 className="text-3xl font-bold">Custom 3D printing</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Upload your model and get a price at once. We measure it on our side, print it, and ship
          it. Questions?{' '}
          <SiteLink to="/contact" className="text-primary underline underline-offset-4">
            Contact us
          </SiteLink>
          .
        </p>
      </StaticIsland>
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-4">
          <ModelDropzone
            onFile={onFile}
            progress={progress}
            maxBytes={options?.maxUploadBytes ?? 50 * 1024 * 1024}
            disabled={!options}
          />
          {uploadError && (
            <p
              role="alert"
              className="rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm"
            >
              {uploadError}
            </p>
          )}
          {(bytes || model) && options && (
            <ModelPreview
              bytes={bytes}
              colour={colourSwatch(choices?.colour ?? '')}
              buildVolumeMm={options.printerBedMm}
              name={model?.originalName ?? fileName}
              sizeMm={model?.sizeMm ?? null}
            />
          )}
          {model && <ModelFigures model={model} />}
        </div>
        <div className="flex flex-col gap-6">
          {optionsQuery.isError && (
            <p role="alert">The print options could not be loaded. Please reload the page.</p>
          )}
          {options && choices ? (
            <PrintOptionsFields
              options={options}
              value={choices}
              onChange={(next) => {
                hold(null);
                setPicked(next);
              }}
            />
          ) : (
            !optionsQuery.isError && <PrintOptionsPlaceholder />
          )}
          {model?.warnings.map((w) => (
            <p
              key={w.code}
              role="status"
              className="flex gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 px-4 py-3 text-sm"
            >
              <AlertTriangle
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
              />
              {w.message}
            </p>
          ))}
          {held ? (
            <PriceBreakdown
              price={held.price}
              materialName={held.materialName}
              sliceStatus={held.sliceStatus}
            />
          ) : (
            estimate.data &&
            chosen && (
              <PriceBreakdown
                price={estimate.data.price}
                materialName={chosen.name}
                pending={estimate.isFetching}
              />
            )
          )}
          {(customQuote ?? heldNote) && (
            <p role="status" className="rounded-md border px-4 py-3 text-sm">
              {customQuote ?? heldNote}
            </p>
          )}
          {estimate.isError && (
            <p role="alert" className="text-sm">
              {estimate.error instanceof ApiError
                ? estimate.error.message
                : 'The price could not be calculated.'}
            </p>
          )}
          {model && (
            <div className="flex flex-col gap-4">
              <Button
                size="lg"
                disabled={busy || !estimate.data || Boolean(customQuote ?? heldNote)}
                aria-busy={addWhenMeasured || undefined}
                onClick={onAddToCart}
              >
                {addWhenMeasured ? 'Measuring… it goes in your cart when priced' : 'Add to cart'}
              </Button>
              <QuoteRequestForm signedIn={Boolean(session)} busy={busy} onSubmit={onRequest} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
