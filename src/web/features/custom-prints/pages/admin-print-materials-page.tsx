import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAdminPricing } from '../api/get-pricing';
import { useAdminMaterials } from '../api/list-materials';
import { useSaveMaterial } from '../api/save-material';
import { useSavePricing } from '../api/save-pricing';
import { MaterialForm } from '../components/material-form';
import { PricingConstantsForm } from '../components/pricing-constants-form';
import { SlicerSection } from '../components/slicer-section';

/** Admin: the materials table and the formula's constants that every custom print price comes from. */
export default function AdminPrintMaterialsPage() {
  const [editing, setEditing] = useState<string | null>(null);
  const materials = useAdminMaterials();
  const constants = useAdminPricing();
  const save = useSaveMaterial(() => setEditing(null));
  const saveConstants = useSavePricing();

  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">Print materials and pricing</h1>
      <section aria-labelledby="formula-heading" className="flex flex-col gap-3">
        <h2 id="formula-heading" className="text-lg font-semibold">
          Formula
        </h2>
        <p className="text-sm text-muted-foreground">
          Price = (grams × price per gram + print hours × machine rate + setup fee) × quantity,
          never below the minimum. Grams = volume × density × fill, where the shell is solid and the
          inside is filled at the chosen infill.
        </p>
        {constants.data && (
          <PricingConstantsForm
            key={JSON.stringify(constants.data)}
            constants={constants.data}
            busy={saveConstants.isPending}
            onSave={(c) => saveConstants.mutate(c)}
          />
        )}
      </section>
      <SlicerSection />
      <section aria-labelledby="materials-heading" className="flex flex-col gap-3">
        <h2 id="materials-heading" className="text-lg font-semibold">
          Materials
        </h2>
        {materials.isError && <p role="alert">Failed to fetch materials</p>}
        {/* relative: the sr-only labels (absolute) are clipped with the table, not overflowing the page. */}
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-2 pr-4 font-medium">Name</th>
                <th className="py-2 pr-4 font-medium">Process</th>
                <th className="py-2 pr-4 font-medium">Density</th>
                <th className="py-2 pr-4 font-medium">¢ per gram</th>
                <th className="py-2 pr-4 font-medium">Colours</th>
                <th className="py-2 pr-4 font-medium">Status</th>
                <th className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {materials.data?.map((m) =>
                editing === m.id ? (
                  <tr key={m.id}>
                    <td colSpan={7} className="py-2">
                      <MaterialForm
                        material={m}
                        busy={save.isPending}
                        onSave={(input) => save.mutate({ id: m.id, input })}
                        onCancel={() => setEditing(null)}
                      />
                    </td>
                  </tr>
                ) : (
                  <tr key={m.id} className="border-t">
                    <td className="py-2 pr-4 font-medium">{m.name}</td>
                    <td className="py-2 pr-4">{m.process === 'resin' ? 'Resin' : 'FDM'}</td>
                    <td className="py-2 pr-4 tabular-nums">{m.densityGPerCm3} g/cm³</td>
                    <td className="py-2 pr-4 tabular-nums">{m.pricePerGramCents}</td>
                    <td className="py-2 pr-4">{m.colours.join(', ')}</td>
                    <td className="py-2 pr-4">{m.isActive ? 'Active' : 'Inactive'}</td>
                    <td className="py-2 text-right">
                      <Button size="sm" variant="outline" onClick={() => setEditing(m.id)}>
                        Edit<span className="sr-only"> {m.name}</span>
                      </Button>
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
        <h3 className="mt-4 font-semibold">Add a material</h3>
        <MaterialForm
          key={materials.data?.length ?? 0}
          busy={save.isPending}
          onSave={(input) => save.mutate({ input })}
        />
      </section>
    </div>
  );
}
