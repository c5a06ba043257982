import {
  ClockIcon,
  MailIcon,
  MessageSquareTextIcon,
  UploadIcon,
  type LucideIcon,
} from 'lucide-react';
import { StaticIsland } from '../../../components/static-island';
import { SiteLink } from '../../../components/site-link';
import { TitledCard, type TitledCardProps } from '../../../components/titled-card';
import { BusinessHours } from '../components/business-hours';
import { ContactForm } from '../../contact/components/contact-form';
import { contactEmail } from '../../../lib/site-config';

/** A card whose title leads with its icon. */
function IconCard({
  icon: Icon,
  title,
  ...card
}: Omit<TitledCardProps, 'title'> & { icon: LucideIcon; title: string }) {
  // One text node after the icon: two would put a marker comment between them in the HTML.
  const heading = (
    <>
      <Icon className="size-5 text-primary" aria-hidden="true" />
      {` ${title}`}
    </>
  );
  return <TitledCard titleClassName="flex items-center gap-2" title={heading} {...card} />;
}

export function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <StaticIsland name="contact-intro">
        <header className="mb-10 max-w-2xl">
          <h1 className="text-4xl font-extrabold tracking-tight">Contact us</h1>
          <p className="mt-3 text-lg text-muted-foreground">
            Questions about an order, a custom print or a bulk job? Send us a message and a real
            person will answer within one business day.
          </p>
        </header>
      </StaticIsland>
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <IconCard
          icon={MessageSquareTextIcon}
          title="Send a message"
          description="All fields are required."
        >
          <ContactForm />
        </IconCard>
        <StaticIsland name="contact-details">
          <aside className="flex flex-col gap-6" aria-label="Studio details">
            {contactEmail() ? (
              <IconCard icon={MailIcon} title="E-mail us">
                {/* The contact e-mail from Settings (decision 133). */}
                <a
                  href={`mailto:${contactEmail()}`}
                  className="text-sm font-medium text-primary underline underline-offset-4"
                >
                  {contactEmail()}
                </a>
              </IconCard>
            ) : null}
            <IconCard icon={ClockIcon} title="Business hours">
              <BusinessHours className="text-sm text-muted-foreground" />
            </IconCard>
            <IconCard
              icon={UploadIcon}
              title="Have a 3D model?"
              description="Upload it for an instant price instead of waiting for a reply."
            >
              <SiteLink
                to="/custom"
                className="text-sm font-medium text-primary underline underline-offset-4"
              >
                Get an instant quote
              </SiteLink>
            </IconCard>
          </aside>
        </StaticIsland>
      </div>
    </div>
  );
}
