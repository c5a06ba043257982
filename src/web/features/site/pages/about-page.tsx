import { HeartHandshakeIcon, LeafIcon, RulerIcon } from 'lucide-react';
import { SiteLink } from '../../../components/site-link';
import { buttonVariants } from '../../../components/ui/button';
import { TrustStats } from '../components/trust-stats';
import { StaticIsland } from '../../../components/static-island';

const steps = [
  {
    title: 'Design or upload',
    text: 'Send us a model, a sketch or just an idea. We check printability and suggest the right material.',
  },
  {
    title: 'Print and refine',
    text: 'We slice for strength and finish, print on calibrated machines and test every moving part.',
  },
  {
    title: 'Finish and ship',
    text: 'Supports removed, edges cleaned, parts inspected, then packed with care and sent on its way.',
  },
];

const values = [
  {
    Icon: RulerIcon,
    title: 'Craft over volume',
    text: 'We would rather print ten pieces well than a hundred fast. Tolerances are tuned per design, not per printer.',
  },
  {
    Icon: LeafIcon,
    title: 'Less waste',
    text: 'Failed prints and supports are collected for recycling, and we pack in paper, not plastic foam.',
  },
  {
    Icon: HeartHandshakeIcon,
    title: 'People first',
    text: 'A real person answers every message, and if something is not right we make it right.',
  },
];

export function AboutPage() {
  return (
    <StaticIsland name="about-page">
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:py-16 lg:grid-cols-2">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight">About Layerworks 3D</h1>
          <div className="mt-5 space-y-4 text-lg text-muted-foreground">
            <p>
              Layerworks 3D started with one printer on a kitchen table and a dragon that would not
              stop breaking at the joints. A few hundred test prints later, it moved smoothly,
              changed colour in the sun, and friends started asking for their own.
            </p>
            <p>
              Today we are a small studio printing custom parts, prototypes and gifts for makers,
              schools and small businesses, alongside our own line of articulated dragons and
              fidgets.
            </p>
          </div>
        </div>
        <img
          src="/images/products/chameleon-wyrm.svg"
          alt="The Chameleon Wyrm, a long articulated serpent printed in UV-reactive filament"
          width={800}
          height={600}
          className="aspect-[4/3] w-full rounded-2xl border shadow-xl"
        />
      </section>
      <section aria-labelledby="stats-heading" className="border-y bg-muted/40">
        <h2 id="stats-heading" className="sr-only">
          Our record
        </h2>
        <TrustStats />
      </section>
      <section aria-labelledby="process-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="process-heading" className="text-3xl font-bold tracking-tight">
          How we work
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-lg border bg-card p-6 shadow-sm">
              <span
                className="inline-flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="values-heading" className="bg-muted/40 py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="values-heading" className="text-3xl font-bold tracking-tight">
            What we care about
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {values.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <Icon className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="mx-auto flex max-w-6xl flex-col items-center gap-5 px-4 py-16 text-center">
        <h2 className="text-3xl font-bold tracking-tight">Let us print something for you</h2>
        <p className="max-w-xl text-muted-foreground">
          Tell us what you have in mind, or upload a model for an instant quote.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <SiteLink to="/contact" className={buttonVariants({ size: 'lg' })}>
            Contact us
          </SiteLink>
          <SiteLink to="/custom" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Get a quote
          </SiteLink>
        </div>
      </section>
    </StaticIsland>
  );
}
