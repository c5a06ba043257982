/** Holds a route's place until its feature lands (each issue replaces its own). */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
    </section>
  );
}
