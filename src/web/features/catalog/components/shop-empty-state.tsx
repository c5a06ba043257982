import { SiteLink } from '../../../components/site-link';
import { Button, buttonVariants } from '../../../components/ui/button';

type Props = {
  search: string;
  category: string | null;
  onClearSearch(): void;
  onBrowseAll(): void;
};

/**
 * SPEC §8's 'No products found', then a way on: clear the search, leave the category,
 * or ask for the piece as a custom print, which this shop makes to order.
 */
export function ShopEmptyState({ search, category, onClearSearch, onBrowseAll }: Props) {
  const searching = search.trim() !== '';
  return (
    <div className="space-y-4 py-16 text-center">
      <p className="text-lg text-muted-foreground">No products found</p>
      <p className="mx-auto max-w-prose text-sm text-muted-foreground">
        {searching
          ? `Nothing matches “${search.trim()}”${category ? ` in ${category}` : ''}. Check the spelling or try fewer words, or:`
          : `Nothing in ${category ?? 'the shop'} right now. You can:`}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {searching ? (
          <Button variant="outline" onClick={onClearSearch}>
            Clear search
          </Button>
        ) : null}
        {category ? (
          <Button variant="outline" onClick={onBrowseAll}>
            Browse all products
          </Button>
        ) : null}
        <SiteLink to="/custom" className={buttonVariants({ variant: 'secondary' })}>
          Request a custom print
        </SiteLink>
      </div>
    </div>
  );
}
