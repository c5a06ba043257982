import { Check, Pencil, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { TableCell, TableRow } from '../../../components/ui/table';
import { ListTable } from '../../../components/admin/list-table';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/list-admin-categories';
import { useRenameCategory } from '../api/rename-category';
import { DeleteRowButton } from '../../../components/admin/delete-row-button';
import { PageHeader } from '../../../components/admin/page-header';
import { tableState } from '../../../components/admin/table-states';
import { applyServerErrors } from '../../../lib/apply-server-errors';

export default function CategoriesPage() {
  const query = useAdminCategories();
  const categories = query.data?.categories ?? [];
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  // The server's refusal of a name (a duplicate, a field issue) shows on the name's own input.
  const [createError, setCreateError] = useState<string | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const nameErrors = (show: (message: string | null) => void) => (error: unknown) =>
    applyServerErrors<{ name: string }>(error, (_name, e) => show(e.message ?? null), ['name'], {
      codes: { duplicate_category: 'name' },
    });

  const create = useCreateCategory(() => setNewName(''));
  const rename = useRenameCategory(() => setEditing(null));
  const remove = useDeleteCategory();

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (newName.trim()) create.mutate(newName.trim(), { onError: nameErrors(setCreateError) });
  };
  const state = tableState(
    query,
    categories.length,
    'No categories yet',
    'Failed to fetch categories',
  );
  return (
    <>
      <PageHeader
        title="Categories"
        description="Group the shop's products; customers filter by them."
      />
      <form onSubmit={onCreate} className="mb-6 flex max-w-md items-end gap-2">
        <div className="grid flex-1 gap-2">
          <Label htmlFor="new-category">New category</Label>
          <Input
            id="new-category"
            value={newName}
            onChange={(e) => {
              setNewName(e.target.value);
              setCreateError(null);
            }}
            maxLength={80}
            aria-invalid={createError ? true : undefined}
            aria-describedby={createError ? 'new-category-error' : undefined}
          />
          {createError && (
            <p id="new-category-error" className="text-sm text-destructive">
              {createError}
            </p>
          )}
        </div>
        <Button type="submit" disabled={create.isPending || !newName.trim()}>
          Add Category
        </Button>
      </form>
      <ListTable
        columns={[
          { label: 'Name' },
          { label: 'Products', className: 'text-right' },
          { label: 'Actions', className: 'text-right' },
        ]}
        state={state}
      >
        {categories.map((c) => (
          <TableRow key={c.id}>
            <TableCell>
              {editing?.id === c.id ? (
                <>
                  <Input
                    aria-label={`New name for ${c.name}`}
                    value={editing.name}
                    onChange={(e) => {
                      setEditing({ id: c.id, name: e.target.value });
                      setRenameError(null);
                    }}
                    aria-invalid={renameError ? true : undefined}
                    aria-describedby={renameError ? 'rename-category-error' : undefined}
                  />
                  {renameError && (
                    <p id="rename-category-error" className="mt-1 text-sm text-destructive">
                      {renameError}
                    </p>
                  )}
                </>
              ) : (
                c.name
              )}
            </TableCell>
            <TableCell className="text-right">{c.productCount}</TableCell>
            <TableCell className="text-right whitespace-nowrap">
              {editing?.id === c.id ? (
                <>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label="Save name"
                    onClick={() => rename.mutate(editing, { onError: nameErrors(setRenameError) })}
                    disabled={!editing.name.trim()}
                  >
                    <Check aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label="Cancel renaming"
                    onClick={() => setEditing(null)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </>
              ) : (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Rename ${c.name}`}
                  onClick={() => {
                    setEditing({ id: c.id, name: c.name });
                    setRenameError(null);
                  }}
                >
                  <Pencil aria-hidden="true" />
                </Button>
              )}
              <DeleteRowButton
                name={c.name}
                question={deleteQuestion(c)}
                onConfirmed={() => remove.mutate(c.id)}
              />
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
    </>
  );
}

/** The owner sees what a delete leaves behind: products stay, without a category. */
function deleteQuestion(c: { name: string; productCount: number }): string {
  const held =
    c.productCount === 0
      ? 'No product uses it.'
      : c.productCount === 1
        ? 'Its one product stays in the shop, without a category.'
        : `Its ${c.productCount} products stay in the shop, without a category.`;
  return `Delete the category "${c.name}"? ${held}`;
}
