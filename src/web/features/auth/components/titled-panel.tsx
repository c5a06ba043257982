import type { ReactNode } from 'react';

export type TitledPanelProps = { title: string; description?: string; children: ReactNode };

// An auth page's card is the page itself (an h1, roomier); an account section is one of several.
const looks = {
  page: {
    box: 'p-6 sm:p-8',
    heading: 'text-2xl font-bold tracking-tight',
    description: 'mt-2',
    body: 'mt-6',
  },
  section: {
    box: 'p-4 sm:p-6',
    heading: 'text-lg font-semibold',
    description: 'mt-1',
    body: 'mt-4',
  },
};

/**
 * The bordered card the auth pages and the account page's sections sit in: a heading, an
 * optional description, then the content.
 */
export function TitledPanel({
  look,
  headingId,
  title,
  description,
  children,
}: TitledPanelProps & { look: keyof typeof looks; headingId?: string }) {
  const { box, heading, description: gap, body } = looks[look];
  const Box = look === 'page' ? 'div' : 'section';
  const Heading = look === 'page' ? 'h1' : 'h2';
  return (
    <Box
      aria-labelledby={headingId}
      className={`rounded-lg border bg-card ${box} text-card-foreground shadow-sm`}
    >
      <Heading id={headingId} className={heading}>
        {title}
      </Heading>
      {description && <p className={`${gap} text-sm text-muted-foreground`}>{description}</p>}
      <div className={body}>{children}</div>
    </Box>
  );
}
