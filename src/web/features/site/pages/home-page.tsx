import {
  ArrowRightIcon,
  ClockIcon,
  LayersIcon,
  PaletteIcon,
  ShieldCheckIcon,
  SparklesIcon,
  UploadIcon,
} from 'lucide-react';
import { SiteLink } from '../../../components/site-link';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { categorySlug, type CatalogueCategory } from '../catalogue';
import { TrustStats } from '../components/trust-stats';
import { StaticIsland } from '../../../components/static-island';

const features = [
  {
    Icon: LayersIcon,
    title: 'Precision you can feel',
    text: 'Layers down to 0.12 mm and print-in-place joints tuned on our own machines, so every hinge moves the first time.',
  },
  {
    Icon: PaletteIcon,
    title: 'Materials that surprise',
    text: 'Heat-reactive, UV-reactive and high-brightness glow filaments, silk rainbows and soft-touch matte finishes.',
  },
  {
    Icon: ClockIcon,
    title: '24-hour turnaround',
    text: 'Most custom jobs are printed, checked and packed within a day of your approval. Rush jobs are a message away.',
  },
  {
    Icon: ShieldCheckIcon,
    title: 'Checked by hand',
    text: 'Every piece is inspected, cleaned up and test-flexed before it ships. If a print is not right, we print it again.',
  },
];

const categories: { name: CatalogueCategory; image: string; text: string }[] = [
  {
    name: 'Color Changing Dragons',
    image: '/images/products/aurora-crystal-dragon.svg',
    text: 'Scales that shift colour with the warmth of your hands or the sun.',
  },
  {
    name: 'Glow in the Dark Dragons',
    image: '/images/products/lunar-glow-dragon.svg',
    text: 'Charge them in daylight and watch them glow for hours at night.',
  },
  {
    name: 'Fidgets',
    image: '/images/products/gear-spinner.svg',
    text: 'Clicky, wiggly, spinning prints for restless hands and busy desks.',
  },
];

export function HomePage() {
  return (
    <StaticIsland name="home-page">
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-primary)_0%,transparent_55%)] opacity-20"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:py-20 lg:grid-cols-2">
          <div className="flex flex-col items-start gap-6">
            <Badge variant="secondary" className="gap-1.5 py-1">
              <SparklesIcon className="size-3.5" aria-hidden="true" /> Custom 3D printing studio
            </Badge>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Your ideas, printed. <span className="text-primary">Dragons that come alive.</span>
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground">
              We turn your 3D models into finished parts, gifts and prototypes, and we print our own
              line of articulated dragons that change colour in your hands or glow through the
              night.
            </p>
            <div className="flex flex-wrap gap-3">
              <SiteLink to="/custom" className={buttonVariants({ size: 'lg' })}>
                <UploadIcon aria-hidden="true" /> Start a custom print
              </SiteLink>
              <SiteLink
                to="/products"
                className={buttonVariants({ size: 'lg', variant: 'outline' })}
              >
                Browse products <ArrowRightIcon aria-hidden="true" />
              </SiteLink>
            </div>
          </div>
          <div className="relative">
            <div
              aria-hidden="true"
              className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-violet-500/30 to-cyan-400/20 blur-2xl"
            />
            <img
              src="/images/products/aurora-crystal-dragon.svg"
              alt="The Aurora Crystal Dragon, an articulated print whose scales shift from violet to blue"
              width={800}
              height={600}
              fetchPriority="high"
              className="aspect-[4/3] w-full rounded-2xl border shadow-2xl"
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="stats-heading" className="border-y bg-muted/40">
        <h2 id="stats-heading" className="sr-only">
          Our record
        </h2>
        <TrustStats />
      </section>

      <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-16 md:py-20">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="why-heading" className="text-3xl font-bold tracking-tight">
            Why choose Layerworks 3D
          </h2>
          <p className="mt-3 text-muted-foreground">
            A small studio with industrial standards: we care about every layer, because you will
            notice.
          </p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-lg border bg-card p-6 shadow-sm">
              <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-primary/15 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="categories-heading" className="bg-muted/40 py-16 md:py-20">
        <div className="mx-auto max-w-6xl px-4">
          <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="categories-heading" className="text-3xl font-bold tracking-tight">
                Featured collections
              </h2>
              <p className="mt-3 text-muted-foreground">Printed in small batches, ready to ship.</p>
            </div>
            <SiteLink to="/products" className={buttonVariants({ variant: 'outline' })}>
              See all products <ArrowRightIcon aria-hidden="true" />
            </SiteLink>
          </div>
          <ul className="grid gap-6 md:grid-cols-3">
            {categories.map((category) => (
              <li key={category.name}>
                <SiteLink
                  to={`/products?category=${categorySlug(category.name)}`}
                  className="group block h-full overflow-hidden rounded-lg border bg-card shadow-sm transition-shadow hover:shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <img
                    src={category.image}
                    alt=""
                    width={800}
                    height={600}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full transition-transform duration-300 group-hover:scale-[1.03]"
                  />
                  <span className="block p-5">
                    <span className="flex items-center justify-between font-semibold">
                      {category.name}
                      <ArrowRightIcon
                        className="size-4 text-primary transition-transform group-hover:translate-x-1"
                        aria-hidden="true"
                      />
                    </span>
                    <span className="mt-1.5 block text-sm text-muted-foreground">
                      {category.text}
                    </span>
                  </span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="custom-heading" className="mx-auto max-w-6xl px-4 py-16 md:py-20">
        <div className="flex flex-col items-start gap-6 rounded-2xl border bg-card p-8 shadow-sm lg:flex-row lg:items-center lg:justify-between lg:p-12">
          <div className="max-w-2xl">
            <h2 id="custom-heading" className="text-3xl font-bold tracking-tight">
              Have a model? Get it printed.
            </h2>
            <p className="mt-3 text-muted-foreground">
              Upload an STL or 3MF file, choose material and colour, and see your price instantly.
              Replacement parts, cosplay props, name plates, prototypes: if it fits on the bed, we
              can print it.
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <SiteLink to="/custom" className={buttonVariants({ size: 'lg' })}>
              Get an instant quote
            </SiteLink>
            <SiteLink to="/contact" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Talk to us
            </SiteLink>
          </div>
        </div>
      </section>
    </StaticIsland>
  );
}
