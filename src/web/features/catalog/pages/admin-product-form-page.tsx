import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useAdminProduct } from '../api/get-admin-product';
import { useAdminCategories } from '../api/list-admin-categories';
import { useSaveProduct } from '../api/save-product';
import { FormField } from '../../../components/admin/form-field';
import { TextField } from '../../../components/admin/text-field';
import { ImageUploader } from '../components/image-uploader';
import { PageHeader } from '../../../components/admin/page-header';
import { ActiveSwitch } from '../../../components/admin/active-switch';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import {
  emptyProductForm,
  productFormFieldNames,
  productFormResolver,
  productFormValues,
  type ProductFormContext,
  type ProductFormOutput,
  type ProductFormValues,
} from '../components/product-form-values';
import { VariantsSection } from '../components/variants-section';
import { VariantPrintSettings } from '../../production/variant-print-settings';

/** Create (/admin/products/new) or edit (/admin/products/:id) a product. */
export default function ProductFormPage() {
  const { id } = useParams();
  const isNew = !id;
  const navigate = useNavigate();
  const categories = useAdminCategories();
  const product = useAdminProduct(id);
  const loaded = isNew ? undefined : product.data;
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: productFormResolver,
    defaultValues: emptyProductForm,
    context: { hadOptions: (loaded?.options.length ?? 0) > 0 } satisfies ProductFormContext,
  });
  const hasOptions = useWatch({ control: form.control, name: 'options' }).length > 0;

  useEffect(() => {
    if (!loaded) return;
    form.reset(productFormValues(loaded));
  }, [loaded, form]);

  const save = useSaveProduct(() => navigate('/admin/products'));

  const errors = form.formState.errors;
  if (!isNew && product.isPending) return <p role="status">Loading…</p>;
  if (!isNew && product.isError)
    return (
      <p>
        Product not found.{' '}
        <Link to="/admin/products" className="underline">
          Back to products
        </Link>
      </p>
    );
  return (
    <>
      <PageHeader title={isNew ? 'Add Product' : 'Edit Product'} />
      <form
        onSubmit={form.handleSubmit((values) =>
          save.mutate(
            { id, values, expectedStock: loaded?.stock },
            {
              // The server's refusals go on their fields, down to a variant's cell.
              onError: (error) =>
                applyServerErrors(
                  error,
                  form.setError,
                  productFormFieldNames(form.getValues()) as never,
                ),
            },
          ),
        )}
        noValidate
        className="grid max-w-6xl gap-6"
      >
        <Card>
          <CardContent className="grid gap-4 pt-6 sm:grid-cols-2">
            <TextField form={form} name="name" label="Name" wide />
            <div className="sm:col-span-2">
              <FormField label="Description" error={errors.description?.message}>
                <Textarea rows={4} {...form.register('description')} />
              </FormField>
            </div>
            {hasOptions ? (
              <p className="text-sm text-muted-foreground sm:col-span-2">
                Prices and stock are set per variant under Options and variants.
              </p>
            ) : (
              <>
                <TextField form={form} name="price" label="Price (USD)" inputMode="decimal" />
                <TextField
                  form={form}
                  name="compareAtPrice"
                  label="Compare-at price (USD)"
                  hint="Shown struck through when higher than the price."
                  inputMode="decimal"
                />
              </>
            )}
            <TextField form={form} name="sku" label="SKU" autoCapitalize="characters" />
            {isNew ? null : (
              <TextField
                form={form}
                name="slug"
                label="Page address (slug)"
                hint="The product's page is /shop/<slug>. A new name brings its own slug unless you change this; an old slug keeps leading to the page."
                autoCapitalize="none"
                wide
              />
            )}
            <FormField label="Category" error={errors.categoryId?.message}>
              <NativeSelect {...form.register('categoryId')}>
                <option value="">No category</option>
                {categories.data?.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {hasOptions ? null : (
              <TextField
                form={form}
                name="stock"
                label="Stock"
                type="number"
                min={0}
                step={1}
                options={{ valueAsNumber: true }}
              />
            )}
            <TextField
              form={form}
              name="weightGrams"
              label="Weight (g)"
              hint="As packed for shipping; the cart's weight decides which shipping rates apply."
              inputMode="numeric"
            />
            <ActiveSwitch
              control={form.control}
              name="isActive"
              id="product-active"
              label="Active (shown in the shop)"
              className="flex items-center gap-3 self-end pb-2"
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid gap-2 pt-6">
            <h2 className="font-semibold">Images</h2>
            <Controller
              control={form.control}
              name="images"
              render={({ field }) => (
                <ImageUploader value={field.value ?? []} onChange={field.onChange} />
              )}
            />
            {errors.images && <p className="text-sm text-destructive">{errors.images.message}</p>}
          </CardContent>
        </Card>
        <VariantsSection form={form} />
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : isNew ? 'Create Product' : 'Save Changes'}
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/products">Cancel</Link>
          </Button>
        </div>
      </form>
      {/* Saved on their own (the production board's variant settings), so outside the form. */}
      {loaded && (
        <div className="mt-6 grid max-w-3xl">
          <VariantPrintSettings
            variants={loaded.variants.map((variant) => ({
              id: variant.id,
              title: variant.optionValues.length > 0 ? variant.title : loaded.name,
            }))}
          />
        </div>
      )}
    </>
  );
}
