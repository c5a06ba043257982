/** SPEC §9's marketing claims. */
export const trustStats = [
  { value: '500+', label: 'Projects completed' },
  { value: '99%', label: 'Success rate' },
  { value: '24hr', label: 'Turnaround' },
  { value: '50+', label: 'Happy customers' },
] as const;

export function TrustStats() {
  return (
    <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-8 px-4 py-10 md:grid-cols-4">
      {trustStats.map(({ value, label }) => (
        <div key={label} className="flex flex-col items-center gap-1 text-center">
          <dt className="order-2 text-sm text-muted-foreground">{label}</dt>
          <dd className="order-1 text-3xl font-extrabold tracking-tight text-primary md:text-4xl">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
