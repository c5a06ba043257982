import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { orderNoteInputSchema, type OrderNoteInput } from '#core/orders/order-admin-input';
import { describeOrderEvent, type OrderTimeline } from '#core/orders/order-timeline';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { FormField } from '../../../components/admin/form-field';
import { formatDate } from '../../../lib/admin/format';
import { useSaveOrderNote } from '../api/save-order-note';

/** Who did what and when, the customer's checkout note, and the owner's internal notes. */
export function OrderTimelineList({
  orderId,
  timeline,
}: {
  orderId: string;
  timeline: OrderTimeline;
}) {
  const form = useForm<OrderNoteInput>({
    resolver: zodResolver(orderNoteInputSchema),
    defaultValues: { note: '' },
  });
  const save = useSaveOrderNote(orderId);
  return (
    <div className="grid gap-4">
      {timeline.customerNote && (
        <div className="rounded-md border p-3 text-sm">
          <h3 className="mb-1 font-semibold">Customer&apos;s note</h3>
          <p className="whitespace-pre-wrap">{timeline.customerNote}</p>
        </div>
      )}
      <ol aria-label="Order timeline" className="grid gap-3">
        {timeline.events.map((event) => (
          <li key={event.id} className="border-l-2 pl-3 text-sm">
            <p className="font-medium">{describeOrderEvent(event)}</p>
            {event.note && <p className="whitespace-pre-wrap">{event.note}</p>}
            <p className="text-xs text-muted-foreground">
              {event.actorLabel} · {formatDate(event.createdAt, true)}
            </p>
          </li>
        ))}
      </ol>
      <form
        onSubmit={form.handleSubmit((v) => save.mutate(v, { onSuccess: () => form.reset() }))}
        noValidate
        className="grid gap-2"
      >
        <FormField
          label="Internal note"
          hint="Only you see it; the customer never does."
          error={form.formState.errors.note?.message}
        >
          <Textarea rows={3} {...form.register('note')} />
        </FormField>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          Add note
        </Button>
      </form>
    </div>
  );
}
