import { Download, Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { shownComparePrice } from '#core/catalog/filter-products';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableCell, TableRow } from '../../../components/ui/table';
import { ListTable } from '../../../components/admin/list-table';
import { useDeleteProduct } from '../api/delete-product';
import { downloadCatalogCsv } from '../api/download-catalog-csv';
import { CatalogCsvDialog } from '../components/catalog-csv-dialog';
import { useAdminProducts } from '../api/list-admin-products';
import {
  ListPagerFor,
  ListToolbar,
  DATE_SORTS,
  alphabeticalSorts,
  type SortOption,
} from '../../../components/admin/list-controls';
import { DeleteRowButton } from '../../../components/admin/delete-row-button';
import { PageHeader } from '../../../components/admin/page-header';
import { tableState } from '../../../components/admin/table-states';
import { useCsvExport } from '../../../components/admin/use-csv-export';
import { money } from '../../../lib/admin/format';

const SORTS: SortOption[] = [
  ...DATE_SORTS,
  ...alphabeticalSorts('name', 'Name'),
  { sort: 'price', dir: 'asc', label: 'Price: low to high' },
  { sort: 'price', dir: 'desc', label: 'Price: high to low' },
  { sort: 'stock', dir: 'asc', label: 'Stock: low to high' },
  { sort: 'stock', dir: 'desc', label: 'Stock: high to low' },
];

export default function ProductsPage() {
  const { list, query } = useAdminProducts();
  const products = query.data?.items ?? [];
  const remove = useDeleteProduct();
  const state = tableState(query, products.length, 'No products found', 'Failed to fetch products');
  const { exporting, exportCsv } = useCsvExport(downloadCatalogCsv, 'Failed to export products');
  return (
    <>
      <PageHeader
        title="Products"
        description="Everything in the in-app store."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={exportCsv}
              disabled={exporting}
              aria-busy={exporting}
            >
              <Download aria-hidden="true" /> {exporting ? 'Exporting…' : 'Export CSV'}
            </Button>
            <CatalogCsvDialog />
            <Button asChild>
              <Link to="/admin/products/new">
                <Plus aria-hidden="true" /> Add Product
              </Link>
            </Button>
          </div>
        }
      />
      <ListToolbar
        list={list}
        search={{ label: 'Search products', placeholder: 'Name or SKU' }}
        sorts={SORTS}
        filter={{
          id: 'product-status',
          key: 'status',
          options: [
            { value: '', label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ],
        }}
      />
      <ListTable
        columns={[
          { label: 'Product' },
          { label: 'Category' },
          { label: 'Price', className: 'text-right' },
          { label: 'Stock', className: 'text-right' },
          { label: 'Status' },
          { label: 'Actions', className: 'text-right' },
        ]}
        state={state}
      >
        {products.map((p) => (
          <TableRow key={p.id}>
            <TableCell>
              <div className="flex items-center gap-3">
                {p.images[0] ? (
                  <img
                    src={p.images[0]}
                    alt=""
                    className="size-10 rounded object-cover"
                    loading="lazy"
                  />
                ) : (
                  <div className="size-10 rounded bg-muted" />
                )}
                <div>
                  <div className="font-medium">{p.name}</div>
                  <div className="text-xs text-muted-foreground">{p.sku}</div>
                </div>
              </div>
            </TableCell>
            <TableCell>{p.categoryName ?? '—'}</TableCell>
            <TableCell className="text-right">
              {money(p.price)}
              {/* Struck through only when it really is a higher, earlier price. */}
              {shownComparePrice(p.price, p.compareAtPrice) && (
                <div
                  className="text-xs text-muted-foreground line-through"
                  data-testid="compare-at-price"
                >
                  {money(p.compareAtPrice)}
                </div>
              )}
            </TableCell>
            <TableCell className={p.stock < 5 ? 'text-right text-destructive' : 'text-right'}>
              {p.stock}
            </TableCell>
            <TableCell>
              <Badge variant={p.isActive ? 'default' : 'secondary'}>
                {p.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </TableCell>
            <TableCell className="text-right whitespace-nowrap">
              <Button asChild variant="ghost" size="icon">
                <Link to={`/admin/products/${p.id}`} aria-label={`Edit ${p.name}`}>
                  <Pencil aria-hidden="true" />
                </Link>
              </Button>
              <DeleteRowButton
                name={p.name}
                question={`Delete "${p.name}"? This cannot be undone.`}
                onConfirmed={() => remove.mutate(p.id)}
                disabled={remove.isPending}
              />
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      <ListPagerFor list={list} total={query.data?.total} noun="products" />
    </>
  );
}
