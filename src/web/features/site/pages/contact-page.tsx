import { ClockIcon, MailIcon, MessageSquareTextIcon, UploadIcon } from 'lucide-react';
import { StaticIsland } from '../../../components/static-island';
import { SiteLink } from '../../../components/site-link';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { BusinessHours } from '../components/business-hours';
import { ContactForm } from '../../contact/components/contact-form';
import { contactEmail } from '../../../lib/site-config';

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
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <MessageSquareTextIcon className="size-5 text-primary" aria-hidden="true" /> Send a
              message
            </CardTitle>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <StaticIsland name="contact-details">
          <aside className="flex flex-col gap-6" aria-label="Studio details">
            {contactEmail() ? (
              <Card>
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <MailIcon className="size-5 text-primary" aria-hidden="true" /> E-mail us
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  {/* The contact e-mail from Settings (decision 133). */}
                  <a
                    href={`mailto:${contactEmail()}`}
                    className="text-sm font-medium text-primary underline underline-offset-4"
                  >
                    {contactEmail()}
                  </a>
                </CardContent>
              </Card>
            ) : null}
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <ClockIcon className="size-5 text-primary" aria-hidden="true" /> Business hours
                </CardTitle>
              </CardHeader>
              <CardContent>
                <BusinessHours className="text-sm text-muted-foreground" />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <UploadIcon className="size-5 text-primary" aria-hidden="true" /> Have a 3D model?
                </CardTitle>
                <CardDescription>
                  Upload it for an instant price instead of waiting for a reply.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <SiteLink
                  to="/custom"
                  className="text-sm font-medium text-primary underline underline-offset-4"
                >
                  Get an instant quote
                </SiteLink>
              </CardContent>
            </Card>
          </aside>
        </StaticIsland>
      </div>
    </div>
  );
}
