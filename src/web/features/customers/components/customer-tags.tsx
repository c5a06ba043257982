import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MAX_TAG_LENGTH, MAX_TAGS } from '#core/customers/customer-input';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useSaveCustomerTags } from '../api/save-customer-tags';

/** The customer's tags: each removable, a new one added by name; every change saves the whole set. */
export function CustomerTags({ customerId, tags }: { customerId: string; tags: string[] }) {
  const [text, setText] = useState('');
  const save = useSaveCustomerTags(customerId);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const tag = text.trim().toLowerCase();
    if (!tag) return;
    save.mutate({ tags: [...tags, tag] }, { onSuccess: () => setText('') });
  };
  return (
    <div className="grid gap-3">
      {tags.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tags yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1">
                {tag}
                <button
                  type="button"
                  className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`Remove tag ${tag}`}
                  disabled={save.isPending}
                  onClick={() => save.mutate({ tags: tags.filter((t) => t !== tag) })}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {tags.length < MAX_TAGS && (
        <form onSubmit={add} className="flex items-end gap-2">
          <div className="grid min-w-0 flex-1 gap-1">
            <Label htmlFor="new-customer-tag">New tag</Label>
            <Input
              id="new-customer-tag"
              value={text}
              maxLength={MAX_TAG_LENGTH}
              onChange={(e) => setText(e.target.value)}
              placeholder="e.g. wholesale"
            />
          </div>
          <Button
            type="submit"
            size="sm"
            variant="outline"
            disabled={save.isPending || !text.trim()}
          >
            Add tag
          </Button>
        </form>
      )}
    </div>
  );
}
