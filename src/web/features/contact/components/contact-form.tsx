import { CircleAlertIcon, CircleCheckIcon, SendIcon } from 'lucide-react';
import { useEffect, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { CONTACT_LIMITS } from '#core/contact/contact-limits';
import type { ContactMessage, ContactMessageInput } from '#core/contact/contact-message';
import { sanitizeInput, sanitizeTyping } from '#core/contact/sanitize-input';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { whenReadyAndIdle } from '../../../lib/when-idle';
import { isRateLimited, useSendContactMessage } from '../api/send-contact-message';
import { takeAttempt } from '../contact-attempts';

const empty: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

const importChecks = () => import('../contact-resolver');
let checks: ReturnType<typeof importChecks> | undefined;
const loadChecks = () => (checks ??= importChecks());

/**
 * The shared schema's checks: not part of the page's start (decision 147), loaded once the app is
 * ready and the browser idle, or by the first check if that comes sooner. Loaded only at the
 * first check, an empty Send showed its errors 119 ms after the click at 4× CPU instead of 45 ms.
 * react-hook-form awaits a resolver.
 */
const checkContactMessage: Resolver<ContactMessageInput, unknown, ContactMessage> = async (
  values,
  context,
  options,
) => (await loadChecks()).contactResolver(values, context, options);

/** SPEC §5 contact form: sanitised on every change, 3 per 5 minutes, empty again after sending. */
export function ContactForm() {
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: checkContactMessage,
    defaultValues: empty,
  });
  const { register, handleSubmit, reset, setValue, formState } = form;
  const [waitMs, setWaitMs] = useState(0);
  const [sent, setSent] = useState(false);
  const send = useSendContactMessage();
  // Sending from the click on: the checks (their module may still be loading), then the request.
  const sending = formState.isSubmitting || send.isPending;

  useEffect(() => whenReadyAndIdle(() => void loadChecks()), []);

  // The notice goes away by itself once the oldest attempt leaves the window.
  useEffect(() => {
    if (waitMs <= 0) return;
    const timer = setTimeout(() => setWaitMs(0), waitMs);
    return () => clearTimeout(timer);
  }, [waitMs]);

  const field = (name: Path<ContactMessageInput>) => {
    const registered = register(name);
    return {
      ...registered,
      id: `contact-${name}`,
      'aria-invalid': formState.errors[name] ? true : undefined,
      'aria-describedby': formState.errors[name] ? `contact-${name}-error` : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const clean = sanitizeTyping(event.target.value);
        if (clean !== event.target.value) event.target.value = clean;
        setSent(false);
        return registered.onChange(event);
      },
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const clean = sanitizeInput(event.target.value);
        if (clean !== event.target.value)
          setValue(name, clean, { shouldValidate: formState.isSubmitted });
        return registered.onBlur(event);
      },
    };
  };

  const onSubmit = (values: ContactMessage) => {
    setSent(false);
    const wait = takeAttempt();
    if (wait > 0) return setWaitMs(wait);
    send.mutate(values, {
      onSuccess: () => {
        reset(empty);
        setSent(true);
      },
      onError: (error) => {
        if (isRateLimited(error)) setWaitMs(60_000);
      },
    });
  };

  const error = (name: keyof ContactMessageInput) =>
    formState.errors[name] && (
      <p id={`contact-${name}-error`} className="text-sm text-destructive">
        {formState.errors[name]?.message}
      </p>
    );

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label="Contact form"
      className="grid gap-5"
    >
      {sent && (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-emerald-600/40 bg-emerald-600/10 p-4 text-sm"
        >
          <CircleCheckIcon
            className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400"
            aria-hidden="true"
          />
          <div>
            <p className="font-semibold">Message sent!</p>
            <p className="text-muted-foreground">
              Thank you for reaching out. We will reply within one business day.
            </p>
          </div>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="contact-name">Name</Label>
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} required {...field('name')} />
          {error('name')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="contact-email">Email</Label>
          <Input
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            required
            {...field('email')}
          />
          {error('email')}
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-subject">Subject</Label>
        <Input maxLength={CONTACT_LIMITS.subject} required {...field('subject')} />
        {error('subject')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea rows={6} maxLength={CONTACT_LIMITS.message} required {...field('message')} />
        {error('message')}
      </div>
      {waitMs > 0 && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm"
        >
          <CircleAlertIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div>
            <p className="font-semibold">Too many attempts</p>
            <p className="text-muted-foreground">Please wait before submitting again.</p>
          </div>
        </div>
      )}
      {/* Sent before the app runs, the form is held by the early-input script (never submitted by
          the browser as a GET that puts the message in the address) and sent once it does. */}
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={sending}>
        <SendIcon aria-hidden="true" />
        {sending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
